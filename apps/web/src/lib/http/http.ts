import type { EndpointName, endpoints } from '@portal/contract';
import { clearCurrentUser, getCurrentUser } from '../current-user';
import { loadingBar } from '../loading-bar';

/**
 * The HTTP layer (SPEC.md section 7 and 8). Every request:
 * - carries `Authorization: Bearer <token>` when a current user with a token exists;
 * - drives the loading bar (started before, completed after, counted when concurrent);
 * - on HTTP 401 signs the user out and reloads the page;
 * - on any other error rejects with an `HttpError` whose message is the body's `Message`, or else the
 *   status text.
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly requestId?: string,
    /** ApiError.Code: names the situation for a screen that reacts to it. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** What the page does on a 401; replaceable in tests. */
export const sessionExpiry = {
  reload: (): void => {
    window.location.reload();
  },
};

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * false for the contract's public endpoints (sign-in, register, e-mail links): their 401 is an answer
   * to show (wrong password), not an expired session.
   */
  session?: boolean;
}

function messageFromBody(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'Message' in body) {
    const message = body.Message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

function stringField(body: unknown, field: 'RequestId' | 'Code'): string | undefined {
  if (body && typeof body === 'object' && field in body) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Any request of the app: JSON in, parsed JSON out. */
export async function http(url: string, options: HttpOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // The server words its messages in the language the page shows (set on <html lang> by lib/i18n).
  const language = document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  const user = getCurrentUser();
  if (user?.token) headers.Authorization = `Bearer ${user.token}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
  if (options.body instanceof FormData) {
    // The browser writes the multipart boundary into Content-Type itself.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  loadingBar.start();
  try {
    const response = await fetch(url, init);
    const body = await readBody(response);
    if (response.status === 401 && user && options.session !== false) {
      // SPEC.md section 8: any 401 logs the user out and reloads. Without a signed-in user there is
      // nobody to log out (a refused sign-in): the message is passed on instead.
      clearCurrentUser();
      sessionExpiry.reload();
      throw new HttpError(
        messageFromBody(body) ?? response.statusText,
        401,
        stringField(body, 'RequestId'),
        stringField(body, 'Code'),
      );
    }
    if (!response.ok) {
      throw new HttpError(
        messageFromBody(body) ?? (response.statusText || `HTTP ${response.status}`),
        response.status,
        stringField(body, 'RequestId'),
        stringField(body, 'Code'),
      );
    }
    return body;
  } finally {
    loadingBar.complete();
  }
}

type Endpoints = typeof endpoints;
type Output<S> = S extends { _output: infer O } ? O : never;
type Input<S> = S extends { _input: infer I } ? I : never;

/** The answer of endpoint N, as the contract declares it. */
export type ApiResponse<N extends EndpointName> = Output<Endpoints[N]['response']>;
/** The request body of endpoint N, as the contract declares it. */
export type ApiBody<N extends EndpointName> = Endpoints[N] extends { body: infer B } ? Input<B> : undefined;

export interface ApiOptions<N extends EndpointName> {
  params?: Record<string, string>;
  /** Query string parameters (the contract's `query` schema checks them on the server). */
  query?: Record<string, string>;
  body?: ApiBody<N>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

/**
 * The contract (and zod with it) is loaded on the first API call, not with the first page: the sign-in
 * form is usable before it arrives.
 */
const loadContract = () => import('../contract');

/** Calls one endpoint of the contract (method and path from `endpoints`), checked against its response schema. */
export async function api<N extends EndpointName>(
  name: N,
  options: ApiOptions<N> = {},
): Promise<ApiResponse<N>> {
  const { endpoints, endpointUrl } = await loadContract();
  const endpoint = endpoints[name];
  const httpOptions: HttpOptions = { method: endpoint.method, body: options.body, session: endpoint.auth };
  if (options.signal) httpOptions.signal = options.signal;
  if (options.headers) httpOptions.headers = options.headers;
  const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const body = await http(endpointUrl(name, options.params) + search, httpOptions);
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(messageFromBody(body) ?? 'Unexpected answer from the server', 200);
  }
  return parsed.data as ApiResponse<N>;
}

/** Message to show for any error thrown by the HTTP layer (or anything else). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
