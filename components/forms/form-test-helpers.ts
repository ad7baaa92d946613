import type userEvent from '@testing-library/user-event';
import { vi, type Mock } from 'vitest';

/** What the lead-form tests share: a JSON answer of the API, typing, patience and jsdom's missing layout. */

/** The schema loads on first validation (a dynamic import), which can take a while on a busy machine. */
export const patient = { timeout: 15_000 };

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Types by pasting: the same input events as typing, without a key event per character. */
export async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

/** The request of a call to the stubbed fetch. */
export const sentRequest = (fetchSpy: Mock, call: number) => fetchSpy.mock.calls[call]?.[1] as RequestInit;

/** jsdom has no layout: the success panel's scroll-into-view and its reduced-motion check are stubbed. */
export function stubLayout() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  Element.prototype.scrollIntoView = () => {};
}
