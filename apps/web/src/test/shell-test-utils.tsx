import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { resetCurrentUserCache, setCurrentUser } from '../lib/current-user';
import { testI18n } from './auth-test-utils';

export function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** Renders routes in a memory router with the real English texts and a fresh query client. */
export async function renderShell(routes: RouteObject[], url: string) {
  const i18nInstance = await testI18n();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }], {
    initialEntries: [url],
  });
  const result = render(
    <I18nextProvider i18n={i18nInstance}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient };
}

export function renderOne(element: ReactElement, url = '/') {
  return renderShell([{ path: '*', element }], url);
}

export function signInAs(role: 'Patient' | 'Coordinator' | 'Admin') {
  resetCurrentUserCache();
  setCurrentUser({
    role,
    firstName: 'Alex',
    lastName: 'Morgan',
    dob: '1986-04-09',
    token: 'tok',
    hasIDCard: false,
  });
}

export type Responder = (url: string, init?: RequestInit) => { status?: number; body: unknown } | undefined;

/** Replaces fetch: `respond` answers by URL; anything unanswered is a 404. Returns the mock. */
export function stubFetch(respond: Responder) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = respond(url, init) ?? {
      status: 404,
      body: { IsOK: false, Message: 'Not found', RequestId: 'x' },
    };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 }));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
