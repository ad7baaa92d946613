/**
 * The editor page's side of the save check (server/editor/save-check.ts): Keystatic's UI calls `fetch` to save,
 * and this wraps it.
 * - Local mode: the server refuses a bad save (422, `content_refused`); the refusal's problems go to `onRefusal`
 *   and Keystatic gets the lines as plain text, which it shows in its notice beside Save.
 * - GitHub mode: before a createCommitOnBranch mutation goes to GitHub, its files go to EDITOR_CHECK; when refused,
 *   the commit is not sent and Keystatic gets a GraphQL error carrying the lines instead.
 */
import { EDITOR_API, EDITOR_CHECK } from '../paths';

export interface SaveProblem {
  file: string;
  field: string;
  reason: string;
}

interface Refusal {
  error: 'content_refused';
  message: string;
  problems: SaveProblem[];
}

const UPDATE = `${EDITOR_API}/update`;
const GITHUB_GRAPHQL = 'https://api.github.com/graphql';

const isRefusal = (body: unknown): body is Refusal =>
  typeof body === 'object' && body !== null && (body as Refusal).error === 'content_refused' && Array.isArray((body as Refusal).problems) && typeof (body as Refusal).message === 'string';

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The file changes of a createCommitOnBranch mutation's body, or undefined for any other request. */
export function commitChanges(body: unknown): { additions: unknown[]; deletions: unknown[] } | undefined {
  if (typeof body !== 'string' || !body.includes('createCommitOnBranch')) return undefined;
  try {
    const changes = (JSON.parse(body) as { variables?: { input?: { fileChanges?: { additions?: unknown; deletions?: unknown } } } }).variables?.input?.fileChanges;
    if (!changes) return undefined;
    return { additions: Array.isArray(changes.additions) ? changes.additions : [], deletions: Array.isArray(changes.deletions) ? changes.deletions : [] };
  } catch {
    return undefined;
  }
}

/**
 * The saves the page has sent: those still on their way, and whether the last one was refused. Publish reads it
 * (publish-bar.tsx): it waits for a save just sent (Create, then Publish at once) and refuses to build while the
 * last save was refused, since a build takes the saved files only.
 */
export class SaveTracker {
  readonly #inFlight = new Set<Promise<unknown>>();
  /** The problems of the last save, if it was refused; [] once a save passes. */
  refused: SaveProblem[] = [];

  track<T>(save: Promise<T>): Promise<T> {
    this.#inFlight.add(save);
    const done = () => this.#inFlight.delete(save);
    save.then(done, done);
    return save;
  }

  /** Whether a save is on its way now. */
  get pending(): boolean {
    return this.#inFlight.size > 0;
  }

  /** Resolves once every save sent so far has been answered. */
  async settled(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }
}

/** `fetch` with the save check in front of Keystatic's saves; `onRefusal` hears every refused save's problems. */
export function guardSaves(fetchImpl: typeof fetch, onRefusal: (problems: SaveProblem[]) => void, saves: SaveTracker = new SaveTracker()): typeof fetch {
  const heard = (problems: SaveProblem[]) => {
    saves.refused = problems;
    onRefusal(problems);
  };
  const guarded = guardedFetch(fetchImpl, heard);
  return (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = urlOf(input);
    const isSave = method === 'POST' && (url.startsWith(GITHUB_GRAPHQL) ? commitChanges(init?.body) !== undefined : new URL(url, 'http://editor.invalid').pathname === UPDATE);
    return isSave ? saves.track(guarded(input, init)) : guarded(input, init);
  };
}

function guardedFetch(fetchImpl: typeof fetch, onRefusal: (problems: SaveProblem[]) => void): typeof fetch {
  return async (input, init) => {
    const url = urlOf(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'POST' && url.startsWith(GITHUB_GRAPHQL)) {
      const changes = commitChanges(init?.body);
      if (changes) {
        const check = await fetchImpl(EDITOR_CHECK, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(changes), credentials: 'same-origin' });
        const answer: unknown = await check.json().catch(() => undefined);
        if (isRefusal(answer)) {
          onRefusal(answer.problems);
          return new Response(JSON.stringify({ data: null, errors: [{ message: answer.message }] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
        }
        if (!check.ok) {
          // The check could not run (rate limit, server down): the commit waits rather than skipping the check.
          const message = (answer as { message?: unknown } | undefined)?.message;
          return new Response(JSON.stringify({ data: null, errors: [{ message: `Not saved: the site's checks could not run (${typeof message === 'string' ? message : check.status}). Try again.` }] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        onRefusal([]);
      }
      return fetchImpl(input, init);
    }
    const response = await fetchImpl(input, init);
    if (method === 'POST' && new URL(url, 'http://editor.invalid').pathname === UPDATE) {
      if (response.status === 422) {
        const answer: unknown = await response.clone().json().catch(() => undefined);
        if (isRefusal(answer)) {
          onRefusal(answer.problems);
          return new Response(answer.message, { status: 422, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
        }
      } else if (response.ok) onRefusal([]);
    }
    return response;
  };
}

/**
 * Why Publish must not build yet, or undefined: the last save was refused, or the page is a new entry not created
 * yet (`/collection/<name>/create`). A build takes the saved files only, so either would go live without the change
 * the person sees on the screen. `justSaved`: a save was on its way when Publish was pressed and has passed since (a
 * Create answered a moment before Keystatic leaves the /create address).
 */
export function unsavedReason(editorPath: string, refused: readonly SaveProblem[], justSaved = false): string | undefined {
  if (refused.length > 0) return `Not published: the last save was refused (${refused.length === 1 ? 'one problem' : `${refused.length} problems`}, shown beside Save). Fix it and save first: Publish builds the saved files only.`;
  if (!justSaved && /\/collection\/[^/]+\/create\/?$/.test(editorPath)) return 'Not published: this new entry is not created yet. Press Create first: Publish builds the saved files only.';
  return undefined;
}
