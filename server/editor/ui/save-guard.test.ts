import { describe, expect, it, vi } from 'vitest';
import { collections } from '../keystatic.config';
import { fieldLabel, labelledProblems } from './refusal-marks';
import { guardSaves, SaveTracker, unsavedReason, type SaveProblem } from './save-guard';

const problem: SaveProblem = { file: 'content/careers/jobs/ux-ui-designer.yaml', field: 'validThrough', reason: 'must be after the date the opening was posted' };
const refusal = { error: 'content_refused', message: `Not saved: the site's checks refuse this change.\n${problem.file}: validThrough: ${problem.reason}`, problems: [problem] };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const commit = JSON.stringify({
  query: 'mutation UpdateFiles($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { ref { id } } }',
  variables: { input: { branch: {}, expectedHeadOid: 'abc', message: { headline: 'Update' }, fileChanges: { additions: [{ path: problem.file, contents: 'dGl0bGU6IFg=' }], deletions: [{ path: 'content/careers/jobs/old.yaml' }] } } },
});

/** A stubbed network: the save check answers `check`, GitHub and the local API answer `other`. */
function network(check: () => Response, other: () => Response = () => json({ data: { createCommitOnBranch: { ref: { target: { oid: 'def' } } } } })) {
  return vi.fn(async (input: RequestInfo | URL) => (String(input) === '/api/keystatic/check' ? check() : other()));
}

describe('the editor page’s save guard, GitHub mode', () => {
  it('sends a commit’s files to the save check first, and never sends a refused commit to GitHub', async () => {
    const fetchStub = network(() => json(refusal, 422));
    const heard = vi.fn();
    const response = await guardSaves(fetchStub, heard)('https://api.github.com/graphql', { method: 'POST', body: commit });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [target, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(target).toBe('/api/keystatic/check');
    expect(JSON.parse(String(init.body))).toEqual({ additions: [{ path: problem.file, contents: 'dGl0bGU6IFg=' }], deletions: [{ path: 'content/careers/jobs/old.yaml' }] });
    // Keystatic reads a GraphQL error: its message is the refusal, shown beside Save.
    expect(await response.json()).toEqual({ data: null, errors: [{ message: refusal.message }] });
    expect(heard).toHaveBeenCalledWith([problem]);
  });

  it('sends the commit when the check passes, and holds it when the check cannot run', async () => {
    const passing = network(() => json({ ok: true }));
    const heard = vi.fn();
    const response = await guardSaves(passing, heard)('https://api.github.com/graphql', { method: 'POST', body: commit });
    expect(passing.mock.calls.map(([target]) => String(target))).toEqual(['/api/keystatic/check', 'https://api.github.com/graphql']);
    expect(await response.json()).toMatchObject({ data: { createCommitOnBranch: {} } });
    expect(heard).toHaveBeenCalledWith([]);

    const limited = network(() => json({ error: 'rate_limited', message: 'Too many save checks from this connection.' }, 429));
    const held = await guardSaves(limited, vi.fn())('https://api.github.com/graphql', { method: 'POST', body: commit });
    expect(limited).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(await held.json())).toContain('Too many save checks');
  });

  it('lets every other request through untouched: GitHub queries, the tree, the sign-in', async () => {
    const fetchStub = network(() => json(refusal, 422), () => json({ data: { viewer: { login: 'x' } } }));
    const guarded = guardSaves(fetchStub, vi.fn());
    await guarded('https://api.github.com/graphql', { method: 'POST', body: JSON.stringify({ query: 'query { viewer { login } }' }) });
    await guarded('/api/keystatic/tree');
    expect(fetchStub.mock.calls.map(([target]) => String(target))).toEqual(['https://api.github.com/graphql', '/api/keystatic/tree']);
  });
});

describe('the editor page’s save guard, local mode', () => {
  it('turns a refused save into the lines Keystatic shows, and tells the page which fields', async () => {
    const heard = vi.fn();
    const response = await guardSaves(network(() => json({}), () => json(refusal, 422)), heard)('/api/keystatic/update', { method: 'POST', body: '{}' });
    expect(response.status).toBe(422);
    expect(await response.text()).toBe(refusal.message);
    expect(heard).toHaveBeenCalledWith([problem]);
  });

  it('leaves a refusal of another kind, and a successful save, as the server sent them', async () => {
    const pathRefused = { error: 'editor_path_refused', message: 'outside content/' };
    const response = await guardSaves(network(() => json({}), () => json(pathRefused, 403)), vi.fn())('/api/keystatic/update', { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual(pathRefused);
    const heard = vi.fn();
    await guardSaves(network(() => json({}), () => json([])), heard)('/api/keystatic/update', { method: 'POST', body: '{}' });
    expect(heard).toHaveBeenCalledWith([]);
  });
});

describe('what Publish knows of the saves (Create, then Publish at once)', () => {
  it('waits for a save still on its way, and knows whether the last one was refused', async () => {
    let answer: (response: Response) => void = () => undefined;
    const slow = vi.fn(async (input: RequestInfo | URL) => (String(input) === '/api/keystatic/update' ? new Promise<Response>((resolve) => (answer = resolve)) : json([])));
    const saves = new SaveTracker();
    const guarded = guardSaves(slow, vi.fn(), saves);
    const saving = guarded('/api/keystatic/update', { method: 'POST', body: '{}' });
    await guarded('/api/keystatic/tree');
    expect(saves.pending).toBe(true);
    let settled = false;
    const waiting = saves.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The save is not answered yet: Publish must not build from the files without it.
    expect(settled).toBe(false);
    answer(json(refusal, 422));
    await saving;
    await waiting;
    expect(saves.refused).toEqual([problem]);
    expect(unsavedReason('/keystatic/collection/services/item/data-engineering', saves.refused)).toMatch(/^Not published: the last save was refused/);
    // The next save passes: nothing stops Publish.
    await guardSaves(network(() => json({}), () => json([])), vi.fn(), saves)('/api/keystatic/update', { method: 'POST', body: '{}' });
    expect(saves.refused).toEqual([]);
    expect(unsavedReason('/keystatic/collection/services/item/data-engineering', saves.refused)).toBeUndefined();
  });

  it('stops Publish on a new entry not created yet, whose page the build would not have', () => {
    expect(unsavedReason('/keystatic/collection/services/create', [])).toMatch(/not created yet\. Press Create first/);
    expect(unsavedReason('/keystatic/branch/content%2Fx/collection/jobs/create', [])).toMatch(/Press Create first/);
    expect(unsavedReason('/keystatic/singleton/home', [])).toBeUndefined();
    // Create pressed, then Publish at once: the save has passed, Keystatic has not left /create yet.
    expect(unsavedReason('/keystatic/collection/services/create', [], true)).toBeUndefined();
  });
});

describe('a refusal’s fields as the editor labels them', () => {
  it('finds the label of a field, a nested field and a list item’s field in the collection’s editor schema', () => {
    const jobs = (collections.jobs as unknown as { schema: Parameters<typeof fieldLabel>[0] }).schema;
    expect(fieldLabel(jobs, 'validThrough')).toBe('Last day to apply');
    expect(fieldLabel(jobs, 'pay.to')).toBe('Up to level');
    expect(fieldLabel(jobs, 'team[1].title')).toBe('Heading');
    expect(fieldLabel(jobs, '(file)')).toBeUndefined();
    expect(labelledProblems(collections as unknown as Parameters<typeof labelledProblems>[0], [problem, { ...problem, file: 'content/site.ts' }])).toEqual([
      { label: 'Last day to apply', reason: problem.reason },
    ]);
  });
});
