/**
 * The browser's one way to send a form (SPEC section 7, the functions-client contract): POST to
 * `{base}/{name}` with a JSON or multipart body. `base` is same-origin `/api` unless
 * NEXT_PUBLIC_FORMS_BASE_URL names a Supabase-style functions URL; NEXT_PUBLIC_FORMS_ANON_KEY, when
 * set, goes as a bearer header. The answer is read by its content type, and SPEC section 8's three
 * failures are told apart so each gets a clear message.
 */

export type FormName = 'contact' | 'job-applications' | 'talent-pool' | 'newsletter' | 'chat' | 'schedule/bookings';

export type SubmitResult =
  | { ok: true; status: number; id?: string; data: unknown }
  /** 'network': the request could not be sent; 'relay': a proxy or relay answered instead of the API; 'status': the API said no. */
  | { ok: false; kind: 'network' | 'relay' | 'status'; status: number; error: string; message: string; fields?: Record<string, string>; retryAfterSeconds?: number };

/** SPEC section 8's texts, kept as the error codes the three kinds carry. */
export const FUNCTIONS_ERRORS = {
  network: 'Failed to send a request to the Edge Function',
  relay: 'Relay Error invoking the Edge Function',
  status: 'Edge Function returned a non-2xx status code',
} as const;

export function formsBaseUrl(): string {
  return (process.env.NEXT_PUBLIC_FORMS_BASE_URL || '/api').replace(/\/+$/, '');
}

export async function submitForm(
  name: FormName,
  body: FormData | Record<string, unknown>,
  { submissionId, fetchImpl = fetch, base = formsBaseUrl() }: { submissionId?: string; fetchImpl?: typeof fetch; base?: string } = {},
): Promise<SubmitResult> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const anonKey = process.env.NEXT_PUBLIC_FORMS_ANON_KEY;
  if (anonKey) headers.Authorization = `Bearer ${anonKey}`;
  if (submissionId) headers['Idempotency-Key'] = submissionId;
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (!isMultipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetchImpl(`${base}/${name}`, {
      method: 'POST',
      headers,
      body: isMultipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return {
      ok: false,
      kind: 'network',
      status: 0,
      error: FUNCTIONS_ERRORS.network,
      message: 'We could not reach our server, so nothing was sent. Check your connection and try again.',
    };
  }

  const isJson = (response.headers.get('content-type') ?? '').toLowerCase().includes('application/json');
  const data: unknown = isJson ? await response.json().catch(() => null) : await response.text().catch(() => '');
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};

  // A relay (a proxy, a platform edge) answered instead of our API: no JSON, or its own relay flag.
  if (response.headers.get('x-relay-error') === 'true' || (!isJson && response.status >= 500)) {
    return {
      ok: false,
      kind: 'relay',
      status: response.status,
      error: FUNCTIONS_ERRORS.relay,
      message: 'Our server could not be reached just now, so nothing was sent. Please try again in a minute.',
    };
  }
  if (response.ok) {
    return { ok: true, status: response.status, id: typeof record.id === 'string' ? record.id : undefined, data };
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    ok: false,
    kind: 'status',
    status: response.status,
    error: FUNCTIONS_ERRORS.status,
    message:
      typeof record.message === 'string'
        ? record.message
        : response.status === 404
          ? 'This form cannot be received yet, so nothing was sent. Please email us instead.'
          : `Something went wrong on our side (error ${response.status}), so nothing was sent. Please try again in a moment.`,
    fields: isStringRecord(record.fields) ? record.fields : undefined,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string');
}

/** A fresh id for one submission (kept across retries of that submission). */
export function newSubmissionId(): string {
  return crypto.randomUUID();
}
