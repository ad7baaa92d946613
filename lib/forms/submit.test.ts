import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUNCTIONS_ERRORS, formsBaseUrl, submitForm } from './submit';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => vi.unstubAllEnvs());

describe('submitForm (the functions-client contract)', () => {
  it('posts JSON to {base}/{name} with Accept JSON, the idempotency key and, when set, the anon key as a bearer header', async () => {
    vi.stubEnv('NEXT_PUBLIC_FORMS_ANON_KEY', 'anon-123');
    const fetchImpl = vi.fn(async () => json(201, { id: 'abc' }));
    const result = await submitForm('contact', { name: 'Ada' }, { submissionId: 'sub-1', fetchImpl, base: 'https://x.supabase.co/functions/v1' });
    expect(result).toEqual({ ok: true, status: 201, id: 'abc', data: { id: 'abc' } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://x.supabase.co/functions/v1/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer anon-123', 'Idempotency-Key': 'sub-1' });
    expect(init.body).toBe('{"name":"Ada"}');
  });

  it('sends FormData as multipart (the browser sets the boundary) and without a bearer when no key is set', async () => {
    const fetchImpl = vi.fn(async () => json(201, { id: 'r1' }));
    const body = new FormData();
    body.append('resume', new File(['%PDF-'], 'cv.pdf'));
    await submitForm('talent-pool', body, { fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/talent-pool');
    expect(init.body).toBe(body);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('takes the base from NEXT_PUBLIC_FORMS_BASE_URL, same-origin /api by default', () => {
    expect(formsBaseUrl()).toBe('/api');
    vi.stubEnv('NEXT_PUBLIC_FORMS_BASE_URL', 'https://fn.example.com/v1/');
    expect(formsBaseUrl()).toBe('https://fn.example.com/v1');
  });

  it('tells apart the three failures of SPEC section 8', async () => {
    const network = await submitForm('chat', {}, { fetchImpl: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(network).toMatchObject({ ok: false, kind: 'network', status: 0, error: FUNCTIONS_ERRORS.network });

    const relayHtml = await submitForm('chat', {}, { fetchImpl: async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }) });
    expect(relayHtml).toMatchObject({ ok: false, kind: 'relay', status: 502, error: FUNCTIONS_ERRORS.relay });
    const relayFlag = await submitForm('chat', {}, { fetchImpl: async () => json(500, { msg: 'x' }, { 'x-relay-error': 'true' }) });
    expect(relayFlag).toMatchObject({ kind: 'relay' });

    const status = await submitForm('contact', {}, {
      fetchImpl: async () => json(400, { error: 'validation', message: 'Some fields need your attention.', fields: { email: 'Please enter your email address.' } }),
    });
    expect(status).toMatchObject({ ok: false, kind: 'status', status: 400, error: FUNCTIONS_ERRORS.status, message: 'Some fields need your attention.', fields: { email: 'Please enter your email address.' } });

    const limited = await submitForm('contact', {}, { fetchImpl: async () => json(429, { error: 'rate_limited', message: 'Too many messages.' }, { 'retry-after': '120' }) });
    expect(limited).toMatchObject({ kind: 'status', status: 429, retryAfterSeconds: 120, message: 'Too many messages.' });

    const unavailable = await submitForm('contact', {}, { fetchImpl: async () => json(503, { error: 'unavailable', message: 'We cannot receive this right now.' }) });
    expect(unavailable).toMatchObject({ kind: 'status', status: 503, message: 'We cannot receive this right now.' });
  });
});
