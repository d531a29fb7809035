import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser, resetCurrentUserCache, setCurrentUser } from '../current-user';
import { loadingBar } from '../loading-bar';
import { api, http, HttpError, sessionExpiry } from './http';

const user = {
  role: 'Patient' as const,
  firstName: 'Ada',
  lastName: 'Lovelace',
  dob: '1990-01-02',
  token: 'tok-123',
  hasIDCard: false,
};

function stubFetch(status: number, body: unknown, statusText = 'OK') {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(body === undefined ? '' : JSON.stringify(body), { status, statusText })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

describe('http', () => {
  beforeEach(() => {
    resetCurrentUserCache();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for server messages in the language the page shows, and passes on ApiError.Code', async () => {
    document.documentElement.lang = 'de';
    const fetchMock = stubFetch(400, {
      IsOK: false,
      Message: 'Falsch.',
      RequestId: 'r',
      Code: 'WRONG_CREDENTIALS',
    });
    const error = await http('/api/x').catch((e: unknown) => e);
    expect(headersOf(fetchMock.mock.calls[0]?.[1])['Accept-Language']).toBe('de');
    expect(error).toMatchObject({ message: 'Falsch.', status: 400, code: 'WRONG_CREDENTIALS' });
    document.documentElement.lang = '';
  });

  it('sends the Bearer token of the current user', async () => {
    setCurrentUser(user);
    const fetchMock = stubFetch(200, { IsOK: true, Data: 1 });
    await http('/api/x');
    expect(headersOf(fetchMock.mock.calls[0]?.[1]).Authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = stubFetch(200, { IsOK: true, Data: 1 });
    await http('/api/x');
    expect(headersOf(fetchMock.mock.calls[0]?.[1]).Authorization).toBeUndefined();
  });

  it('on 401 signs the user out and reloads the page', async () => {
    setCurrentUser(user);
    const reload = vi.spyOn(sessionExpiry, 'reload').mockImplementation(() => undefined);
    stubFetch(401, { IsOK: false, Message: 'Session expired', RequestId: 'r1' }, 'Unauthorized');
    await expect(http('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(getCurrentUser()).toBeNull();
    expect(window.localStorage.getItem('currentUser')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a 401 of a public endpoint (a refused sign-in) is passed on, not treated as an expired session', async () => {
    setCurrentUser(user);
    const reload = vi.spyOn(sessionExpiry, 'reload').mockImplementation(() => undefined);
    stubFetch(401, { IsOK: false, Message: 'Wrong e-mail or password.', RequestId: 'r3' }, 'Unauthorized');
    await expect(
      api('signIn', { body: { email: 'a@b.co', password: 'x', tenantId: 'demo' } }),
    ).rejects.toThrow('Wrong e-mail or password.');
    expect(reload).not.toHaveBeenCalled();
    expect(getCurrentUser()).not.toBeNull();
  });

  it('passes on the body Message of an error', async () => {
    stubFetch(400, { IsOK: false, Message: 'Please enter a valid Email', RequestId: 'r2' }, 'Bad Request');
    const error = await http('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Please enter a valid Email');
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).requestId).toBe('r2');
  });

  it('passes on the status text when the body has no Message', async () => {
    stubFetch(503, undefined, 'Service Unavailable');
    await expect(http('/api/x')).rejects.toThrow('Service Unavailable');
  });

  it('drives the loading bar: started during the request, completed after', async () => {
    let countDuring = -1;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        countDuring = loadingBar.getCount();
        return Promise.resolve(new Response('{}', { status: 200 }));
      }),
    );
    const before = loadingBar.getCount();
    await http('/api/x');
    expect(countDuring).toBe(before + 1);
    expect(loadingBar.getCount()).toBe(before);
  });

  it('api() calls the contract path and method and checks the answer', async () => {
    setCurrentUser(user);
    const fetchMock = stubFetch(200, { IsOK: true, Data: true });
    const answer = await api('dismissNotification', {
      params: { id: '3f1e0c55-0c6a-4a51-9d5c-0d3c4bb2a7a1' },
    });
    expect(answer.Data).toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/patient/notifications/dismiss/3f1e0c55-0c6a-4a51-9d5c-0d3c4bb2a7a1',
    );
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it('api() refuses an answer that does not match the contract', async () => {
    stubFetch(200, { IsOK: true, Data: 'nope' });
    await expect(api('signOut')).rejects.toBeInstanceOf(HttpError);
  });
});
