import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** What the tests of the site's forms share: a stubbed fetch that records what was sent, a JSON answer of the API, typing, patience and jsdom's missing layout. */

/** The schema loads on first validation (a dynamic import), which can take a while on a busy machine. */
export const patient = { timeout: 15_000 };

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API's answers the form tests need: stored, and unavailable (nothing stored). */
export const stored = () => json(201, { id: 'x' });
export const unavailable = () => json(503, { error: 'unavailable', message: 'Nothing was stored. Please try again in a minute.' });

/** Types by pasting: the same input events as typing, without a key event per character. */
export async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

/** One request the page sent through the stubbed fetch. */
export interface SentRequest {
  url: string;
  init: RequestInit;
  headers: Headers;
  /** The body of a JSON post. */
  json(): Record<string, unknown>;
  /** The body of a multipart post. */
  form(): FormData;
}

/**
 * Replaces the global fetch (undone by `vi.unstubAllGlobals()`) and records every request. Until
 * `answer` says otherwise a request fails the test: nothing is expected to be sent.
 */
export function stubFetch() {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    throw new Error(`Unexpected request to ${String(input)}`);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** How the server answers every following request (a rejected promise is a network failure). */
    answer(respond: () => Response | Promise<Response>) {
      fetch.mockImplementation(async () => respond());
    },
    /** The request of the given call, counted from 0. */
    sent(call: number): SentRequest {
      const args = fetch.mock.calls[call];
      if (!args) throw new Error(`No request number ${call} was sent`);
      const [input, init = {}] = args;
      return {
        url: String(input),
        init,
        headers: new Headers(init.headers),
        json: () => JSON.parse(String(init.body)) as Record<string, unknown>,
        form: () => init.body as FormData,
      };
    },
  };
}

export type FetchStub = ReturnType<typeof stubFetch>;

/** jsdom has no layout: the success panel's scroll-into-view and its reduced-motion check are stubbed. */
export function stubLayout() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  Element.prototype.scrollIntoView = () => {};
}
