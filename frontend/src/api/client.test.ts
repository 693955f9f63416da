import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureClient, FieldErrorsError } from './client';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureClient({ accessToken: () => undefined, onUnauthorized: () => undefined });
});

describe('api client', () => {
  it('calls a GET operation at its contract path and returns the parsed 200 body', async () => {
    const fetchMock = answer(200, { dateNow: 1_700_000_000_000 });
    const result = await api.settings.getDateNow({});
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/settings/getDateNow');
    expect(fetchMock.mock.calls[0]![1].method).toBe('GET');
    expect(result).toEqual({ status: 200, data: { dateNow: 1_700_000_000_000 } });
  });

  it('posts JSON with the bearer token and returns a 201 other outcome', async () => {
    configureClient({ accessToken: () => 'token-1', onUnauthorized: () => undefined });
    const fetchMock = answer(201, { email: 'a@example.com', alreadySubscribed: true });
    const result = await api.maillist.saveToMailList({ email: 'a@example.com' });
    const init = fetchMock.mock.calls[0]![1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ email: 'a@example.com' }));
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(result).toEqual({ status: 201, data: { email: 'a@example.com', alreadySubscribed: true } });
  });

  it('throws the field errors of a 400', async () => {
    answer(400, { errors: { email: 'Enter a valid email address.' } });
    const failure = await api.maillist.saveToMailList({ email: 'x' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FieldErrorsError);
    expect((failure as FieldErrorsError).fields).toEqual({ email: 'Enter a valid email address.' });
  });

  it('logs out on a 401', async () => {
    const onUnauthorized = vi.fn();
    configureClient({ accessToken: () => 'expired', onUnauthorized });
    answer(401, { errors: { internal: true, message: 'Your session has expired. Please log in again.' } });
    await expect(api.settings.getDateNow({})).rejects.toThrow('Your session has expired. Please log in again.');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("turns a 500, an unexpected body and a network failure into 'Server error!'", async () => {
    answer(500, { errors: { internal: true, message: 'Server error!', requestId: 'r-1' } });
    await expect(api.settings.getDateNow({})).rejects.toMatchObject({ status: 500, message: 'Server error!', requestId: 'r-1' });
    answer(200, { unexpected: true });
    await expect(api.settings.getDateNow({})).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network'))));
    await expect(api.settings.getDateNow({})).rejects.toMatchObject({ status: 0, message: 'Server error!' });
  });
});
