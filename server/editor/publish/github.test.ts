import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { EditorMode } from '../storage';
import { githubPublisher } from './github';

const TOKEN = 'ghu_editor-token-0123456789';
const REPO = 'northstack/site';

/** A stand-in for api.github.com: one repository, its pull requests and their checks, and what each call was. */
function fakeGitHub({ push = true, autoMerge = false }: { push?: boolean; autoMerge?: boolean } = {}) {
  const calls: string[] = [];
  const pulls: { number: number; head: string; state: 'open' | 'closed'; merged_at: string | null; sha: string; auto_merge: { merge_method: string } | null }[] = [];
  const checks = new Map<string, { name: string; status: string; conclusion: string | null }[]>();
  const github = new Hono();
  github.use('*', async (c, next) => {
    calls.push(`${c.req.method} ${new URL(c.req.url).pathname}`);
    if (c.req.header('authorization') !== `Bearer ${TOKEN}`) return c.json({ message: 'Bad credentials' }, 401);
    return next();
  });
  github.get(`/repos/${REPO}`, (c) => c.json({ full_name: REPO, permissions: { push, pull: true }, allow_auto_merge: autoMerge, allow_squash_merge: false, allow_merge_commit: true }));
  const shown = (pull: (typeof pulls)[number]) => ({
    number: pull.number,
    node_id: `PR_node${pull.number}`,
    html_url: `https://github.test/${REPO}/pull/${pull.number}`,
    state: pull.state,
    merged_at: pull.merged_at,
    head: { sha: pull.sha },
    auto_merge: pull.auto_merge,
  });
  // GitHub's GraphQL: enablePullRequestAutoMerge, refused as GitHub does when the repository does not allow it.
  github.post('/graphql', async (c) => {
    const { query, variables } = await c.req.json<{ query: string; variables: { id: string; method: string } }>();
    const pull = pulls.find((one) => `PR_node${one.number}` === variables.id);
    if (!query.includes('enablePullRequestAutoMerge') || !pull) return c.json({ errors: [{ message: 'Could not resolve to a node' }] });
    if (!autoMerge) return c.json({ data: { enablePullRequestAutoMerge: null }, errors: [{ type: 'UNPROCESSABLE', message: 'Auto merge is not allowed for this repository' }] });
    pull.auto_merge = { merge_method: variables.method.toLowerCase() };
    return c.json({ data: { enablePullRequestAutoMerge: { pullRequest: { autoMergeRequest: { enabledAt: '2026-12-06T10:00:00Z' } } } } });
  });
  github.get(`/repos/${REPO}/pulls`, (c) => c.json(pulls.filter((pull) => `northstack:${pull.head}` === c.req.query('head')).reverse().map(shown)));
  github.post(`/repos/${REPO}/pulls`, async (c) => {
    const body = await c.req.json<{ head: string; base: string }>();
    if (body.head === 'content/empty') return c.json({ message: 'Validation Failed: No commits between main and content/empty' }, 422);
    const pull = { number: pulls.length + 1, head: body.head, state: 'open' as const, merged_at: null, sha: `sha${pulls.length + 1}`, auto_merge: null };
    pulls.push(pull);
    return c.json(shown(pull), 201);
  });
  github.get(`/repos/${REPO}/commits/:sha/check-runs`, (c) =>
    c.json({ check_runs: (checks.get(c.req.param('sha')) ?? []).map((run) => ({ ...run, html_url: `https://github.test/${REPO}/runs/${run.name}` })) }),
  );
  github.get(`/repos/${REPO}/commits/:sha/status`, (c) => c.json({ state: 'success', statuses: [] }));
  github.put(`/repos/${REPO}/pulls/:number/merge`, (c) => {
    const pull = pulls.find((one) => one.number === Number(c.req.param('number')));
    if (!pull) return c.json({ message: 'Not Found' }, 404);
    Object.assign(pull, { state: 'closed', merged_at: '2026-12-06T10:00:00Z' });
    return c.json({ merged: true, message: 'Pull Request successfully merged' });
  });
  const publisher = githubPublisher({ repo: REPO, apiBase: 'https://api.github.test', fetch: (input, init) => Promise.resolve(github.request(String(input), init)), now: () => new Date('2026-12-06T10:00:30Z') });
  return { publisher, calls, pulls, checks };
}

const mode: EditorMode = { kind: 'github', repo: REPO, clientId: 'Iv1.client', clientSecret: 'client-secret-value', secret: 'x'.repeat(40) };
const signedIn = { cookie: `keystatic-gh-access-token=${TOKEN}`, 'sec-fetch-site': 'same-origin', origin: 'https://www.northstack.test' };
function site(fake: ReturnType<typeof fakeGitHub>) {
  return createApp({ editor: mode, api: { editor: { mode, rateLimiter: null, publishRateLimiter: null, githubPublisher: fake.publisher } } });
}
const url = (branch: string, action = '') => `https://www.northstack.test/api/keystatic/publish${action}?branch=${encodeURIComponent(branch)}`;

describe('Publish in GitHub mode (against a fake GitHub)', () => {
  it('turns GitHub’s auto-merge on, with a merge method the repository allows, and leaves the merge to GitHub', async () => {
    const fake = fakeGitHub({ autoMerge: true });
    const app = site(fake);
    const opened = await app.request(url('content/new-devops-role'), { method: 'POST', headers: signedIn });
    expect(opened.status).toBe(202);
    expect(await opened.json()).toMatchObject({ state: 'checking', message: 'Checks running on pull request #1: GitHub merges it when they pass, even if you close this page.' });
    // Squash merges are off on this repository: a merge commit.
    expect(fake.pulls).toMatchObject([{ head: 'content/new-devops-role', auto_merge: { merge_method: 'merge' } }]);

    fake.checks.set('sha1', [{ name: 'content:check', status: 'completed', conclusion: 'success' }]);
    expect(await (await app.request(url('content/new-devops-role'), { headers: signedIn })).json()).toMatchObject({ state: 'checking', message: 'Checks passed: GitHub is merging pull request #1.' });
    expect(fake.calls).not.toContain(`PUT /repos/${REPO}/pulls/1/merge`);
    // GitHub merged it with nobody on the page; the next status read says so.
    Object.assign(fake.pulls[0] ?? {}, { state: 'closed', merged_at: '2026-12-06T10:00:00Z' });
    expect(await (await app.request(url('content/new-devops-role'), { headers: signedIn })).json()).toMatchObject({ state: 'live', message: 'Merged: live in about 3 minutes.' });
  });

  it('without auto-merge on the repository, says so and merges at the status read that finds the checks passed', async () => {
    const fake = fakeGitHub();
    const app = site(fake);
    const opened = await app.request(url('content/new-devops-role'), { method: 'POST', headers: signedIn });
    expect(opened.status).toBe(202);
    expect(await opened.json()).toMatchObject({
      state: 'checking',
      message: 'Checks running on pull request #1: auto-merge is off on the repository, so keep this page open: it merges when they pass.',
      link: `https://github.test/${REPO}/pull/1`,
    });
    expect(fake.pulls).toMatchObject([{ head: 'content/new-devops-role', state: 'open' }]);

    fake.checks.set('sha1', [{ name: 'content:check', status: 'in_progress', conclusion: null }]);
    expect(await (await app.request(url('content/new-devops-role'), { headers: signedIn })).json()).toMatchObject({ state: 'checking' });
    expect(fake.calls).not.toContain(`PUT /repos/${REPO}/pulls/1/merge`);

    fake.checks.set('sha1', [{ name: 'content:check', status: 'completed', conclusion: 'success' }, { name: 'build', status: 'completed', conclusion: 'success' }]);
    const merged = await (await app.request(url('content/new-devops-role'), { headers: signedIn })).json();
    expect(merged).toMatchObject({ state: 'live', message: 'Merged: live in about 3 minutes.' });
    expect(fake.calls).toContain(`PUT /repos/${REPO}/pulls/1/merge`);
    // A second Publish on the merged branch with nothing new: said so, no second pull request.
    expect(fake.pulls).toHaveLength(1);
  });

  it('refuses with the failing check’s name and link, and never merges', async () => {
    const fake = fakeGitHub();
    const app = site(fake);
    await app.request(url('content/bad-date'), { method: 'POST', headers: signedIn });
    fake.checks.set('sha1', [{ name: 'content:check', status: 'completed', conclusion: 'failure' }, { name: 'build', status: 'completed', conclusion: 'success' }]);
    const refused = await (await app.request(url('content/bad-date'), { headers: signedIn })).json();
    expect(refused).toMatchObject({ state: 'refused', message: expect.stringContaining('“content:check” failed'), problems: [`content:check: failed (https://github.test/${REPO}/runs/content:check)`] });
    expect(fake.calls).not.toContain(`PUT /repos/${REPO}/pulls/1/merge`);
  });

  it('needs a GitHub sign-in that can push to the repository, and a branch other than main', async () => {
    const fake = fakeGitHub();
    const app = site(fake);
    const noCookie = { 'sec-fetch-site': signedIn['sec-fetch-site'], origin: signedIn.origin };
    expect((await app.request(url('content/x'), { method: 'POST', headers: noCookie })).status).toBe(401);
    expect((await app.request(url('content/x'), { method: 'POST', headers: { ...signedIn, cookie: 'keystatic-gh-access-token=ghu_expired-token-999' } })).status).toBe(401);
    const main = await app.request(url('main'), { method: 'POST', headers: signedIn });
    expect(main.status).toBe(409);
    expect(await main.json()).toMatchObject({ error: 'branch_refused' });
    const readOnly = fakeGitHub({ push: false });
    const refused = await site(readOnly).request(url('content/x'), { method: 'POST', headers: signedIn });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'no_push' });
    expect(readOnly.pulls).toEqual([]);
    expect(fake.pulls).toEqual([]);
  });

  it('says when the branch has nothing to publish, and refuses a cross-site publish', async () => {
    const fake = fakeGitHub();
    const app = site(fake);
    const empty = await app.request(url('content/empty'), { method: 'POST', headers: signedIn });
    expect(empty.status).toBe(409);
    expect(await empty.json()).toMatchObject({ error: 'nothing_to_publish' });
    const callsBefore = fake.calls.length;
    const forged = await app.request(url('content/x'), { method: 'POST', headers: { ...signedIn, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect(fake.calls).toHaveLength(callsBefore);
  });

  it('has no Make it live, Roll back or preview of its own: GitHub’s merge and Revert are those', async () => {
    const app = site(fakeGitHub());
    expect((await app.request(url('content/x', '/rollback'), { method: 'POST', headers: signedIn })).status).toBe(404);
    expect(await (await app.request('https://www.northstack.test/keystatic')).text()).toContain('"publish":true');
  });
});
