import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { StrictMode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import en from '../../public/assets/i18n/en.json';
import { setRuntimeConfig } from '../lib/tenant';

/** An i18next instance with the real English texts (public/assets/i18n/en.json). */
export async function testI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders `element` at `path` (a route pattern) opened at `url`, inside StrictMode, a fresh query client,
 * the English texts and a memory router; any other path renders the location probe.
 */
export async function renderRoute(element: ReactElement, { path, url }: { path: string; url: string }) {
  setRuntimeConfig({
    tenantId: 'demo',
    environment: 'test',
    appOrigin: 'http://localhost:3000',
    scannerOrigin: 'http://localhost:3000',
    cameraOrigin: 'http://localhost:3000',
  });
  const i18nInstance = await testI18n();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <StrictMode>
      <I18nextProvider i18n={i18nInstance}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  return { ...result, router };
}

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Replaces `fetch` with answers given by `respond` (the API server does not run in jsdom); records every
 * call. Returns the list of calls.
 */
export function stubApi(
  respond: (
    call: RecordedCall,
  ) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>,
) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    const call: RecordedCall = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
    };
    calls.push(call);
    const { status, body } = await respond(call);
    return new Response(JSON.stringify(body), {
      status,
      statusText: status === 429 ? 'Too Many Requests' : status >= 400 ? 'Bad Request' : 'OK',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}
