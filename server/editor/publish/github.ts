import type { PublishStatus } from './publisher';

/**
 * Publish in GitHub mode (docs/editing.md, "How a change goes live"): as the signed-in person (their token from
 * Keystatic's sign-in cookie, never stored here), it opens the pull request from the editor's branch to main, then
 * each status read looks at the pull request's checks: running, failed (refused, with the check's name and link), or
 * all passed. The pull request is opened with GitHub's auto-merge on (GraphQL enablePullRequestAutoMerge), so GitHub
 * merges it when the checks pass even if the editor's page is closed; where the repository does not allow
 * auto-merge, a status read that finds every check passed merges it. The merge deploys the site (docs/deployment.md).
 */
export interface GitHubPublisher {
  status(token: string, branch: string): Promise<GitHubAnswer>;
  publish(token: string, branch: string): Promise<GitHubAnswer>;
}

export type GitHubAnswer = { ok: true; status: PublishStatus } | { ok: false; httpStatus: 401 | 403 | 409 | 502; error: string; message: string };

/** From the merge to the deployed site (CI's build and deploy on main): what the editor is told to expect. */
export const DEPLOY_MINUTES = 3;
/** A branch name as Git allows it, and as the publish request may name it. */
const BRANCH = /^(?!\/|.*\/\/|.*\.\.|.*\/$|.*\.lock$)[A-Za-z0-9._/-]{1,200}$/;

interface PullRequest {
  number: number;
  /** GraphQL's id of the pull request (enablePullRequestAutoMerge names it). */
  node_id: string;
  html_url: string;
  /** Set while GitHub's auto-merge is on: GitHub merges when the required checks pass. */
  auto_merge?: unknown;
  state: 'open' | 'closed';
  merged_at: string | null;
  head: { sha: string };
}
interface CheckRun {
  name: string;
  status: string;
  conclusion: string | null;
  html_url: string;
}
interface Repository {
  permissions?: { push?: boolean };
  allow_auto_merge?: boolean;
  allow_squash_merge?: boolean;
  allow_merge_commit?: boolean;
}
const FAILED = new Set(['failure', 'cancelled', 'timed_out', 'action_required', 'startup_failure', 'stale']);

export function githubPublisher({
  repo,
  base = 'main',
  apiBase = 'https://api.github.com',
  fetch: fetchFrom = fetch,
  now = () => new Date(),
}: {
  repo: `${string}/${string}`;
  base?: string;
  /** GitHub's REST API; a fake one in tests. */
  apiBase?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}): GitHubPublisher {
  const owner = repo.split('/')[0];
  const call = async <T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> => {
    const response = await fetchFrom(`${apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        'user-agent': 'northstack-editor',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json().catch(() => ({}))) as T };
  };

  const refusal = (httpStatus: 401 | 403 | 409 | 502, error: string, message: string): GitHubAnswer => ({ ok: false, httpStatus, error, message });
  const answer = (status: Omit<PublishStatus, 'canMakeLive' | 'canRollBack'>): GitHubAnswer => ({ ok: true, status: { ...status, canMakeLive: false, canRollBack: false } });

  /** Signed in, and allowed to push to the repository (the editor's own rule in GitHub mode). */
  const access = async (token: string, branch: string): Promise<{ refused: GitHubAnswer } | { refused?: undefined; repository: Repository }> => {
    if (!BRANCH.test(branch) || branch === base) return { refused: refusal(409, 'branch_refused', `Publish works from a branch of your own, never ${base}: pick one in the branch menu.`) };
    const { status, json } = await call<Repository>(token, 'GET', `/repos/${repo}`);
    if (status === 401) return { refused: refusal(401, 'signed_out', 'Your GitHub sign-in has ended: sign in again.') };
    if (status !== 200) return { refused: refusal(502, 'github_unavailable', 'GitHub did not answer as expected: try again in a minute.') };
    if (!json.permissions?.push) return { refused: refusal(403, 'no_push', 'Your GitHub account cannot change this repository: ask for write access.') };
    return { repository: json };
  };

  /**
   * Turns GitHub's auto-merge on for the pull request, with a merge method the repository allows (squash first);
   * false when the repository does not allow auto-merge or GitHub refuses (e.g. no required check on main).
   */
  const enableAutoMerge = async (token: string, repository: Repository, pull: Pick<PullRequest, 'node_id'>): Promise<boolean> => {
    if (repository.allow_auto_merge === false) return false;
    const mergeMethod = repository.allow_squash_merge !== false ? 'SQUASH' : repository.allow_merge_commit !== false ? 'MERGE' : 'REBASE';
    const { status, json } = await call<{ data?: { enablePullRequestAutoMerge?: { pullRequest?: { autoMergeRequest?: unknown } } | null }; errors?: unknown[] }>(token, 'POST', '/graphql', {
      query: 'mutation($id: ID!, $method: PullRequestMergeMethod!) { enablePullRequestAutoMerge(input: { pullRequestId: $id, mergeMethod: $method }) { pullRequest { autoMergeRequest { enabledAt } } } }',
      variables: { id: pull.node_id, method: mergeMethod },
    });
    return status === 200 && !json.errors?.length && Boolean(json.data?.enablePullRequestAutoMerge?.pullRequest?.autoMergeRequest);
  };
  const checksRunning = (number: number, autoMerge: boolean) =>
    autoMerge
      ? `Checks running on pull request #${number}: GitHub merges it when they pass, even if you close this page.`
      : `Checks running on pull request #${number}: auto-merge is off on the repository, so keep this page open: it merges when they pass.`;

  const pullFor = async (token: string, branch: string): Promise<PullRequest | undefined> => {
    const query = new URLSearchParams({ head: `${owner}:${branch}`, base, state: 'all', per_page: '1' });
    const { status, json } = await call<PullRequest[]>(token, 'GET', `/repos/${repo}/pulls?${query}`);
    const latest = status === 200 && Array.isArray(json) ? json[0] : undefined;
    // A pull request closed without merging is not this branch's publish any more.
    return latest && (latest.state === 'open' || latest.merged_at) ? latest : undefined;
  };

  const merged = (pull: PullRequest) => {
    const minutes = Math.max(0, DEPLOY_MINUTES - Math.floor((now().getTime() - Date.parse(pull.merged_at ?? '')) / 60_000));
    return answer({ state: 'live', message: minutes > 0 ? `Merged: live in about ${minutes} minute${minutes === 1 ? '' : 's'}.` : 'Live: the change is merged and deployed.', link: pull.html_url });
  };

  const statusOf = async (token: string, pull: PullRequest): Promise<GitHubAnswer> => {
    if (pull.merged_at) return merged(pull);
    const [runs, combined] = await Promise.all([
      call<{ check_runs?: CheckRun[] }>(token, 'GET', `/repos/${repo}/commits/${pull.head.sha}/check-runs?per_page=100`),
      call<{ statuses?: { context: string; state: string; target_url: string | null }[] }>(token, 'GET', `/repos/${repo}/commits/${pull.head.sha}/status`),
    ]);
    const checks = [
      ...(runs.json.check_runs ?? []).map((run) => ({ name: run.name, done: run.status === 'completed', failed: FAILED.has(run.conclusion ?? ''), link: run.html_url })),
      ...(combined.json.statuses ?? []).map((one) => ({ name: one.context, done: one.state !== 'pending', failed: one.state === 'failure' || one.state === 'error', link: one.target_url ?? pull.html_url })),
    ];
    const failed = checks.filter((check) => check.failed);
    if (failed.length > 0) {
      return answer({
        state: 'refused',
        message: `Refused: the check “${failed[0]?.name}” failed. Open it for the file, field and reason, fix that field and save again: the checks run again.`,
        problems: failed.map((check) => `${check.name}: failed (${check.link})`),
        link: pull.html_url,
      });
    }
    const autoMerge = Boolean(pull.auto_merge);
    if (checks.length === 0 || checks.some((check) => !check.done)) {
      return answer({ state: 'checking', message: checksRunning(pull.number, autoMerge), link: pull.html_url });
    }
    // GitHub's own merge is under way: a second one from here would race it.
    if (autoMerge) return answer({ state: 'checking', message: `Checks passed: GitHub is merging pull request #${pull.number}.`, link: pull.html_url });
    const merge = await call<{ merged?: boolean; message?: string }>(token, 'PUT', `/repos/${repo}/pulls/${pull.number}/merge`, { merge_method: 'squash', sha: pull.head.sha });
    if (merge.status === 200 && merge.json.merged) return merged({ ...pull, merged_at: now().toISOString() });
    return answer({ state: 'refused', message: `Refused: GitHub did not merge pull request #${pull.number} (${(merge.json.message ?? 'no reason given').slice(0, 160)}).`, link: pull.html_url });
  };

  return {
    async status(token, branch) {
      const { refused } = await access(token, branch);
      if (refused) return refused;
      const pull = await pullFor(token, branch);
      return pull ? statusOf(token, pull) : answer({ state: 'idle', message: 'Nothing published from this branch yet.' });
    },
    async publish(token, branch) {
      const allowed = await access(token, branch);
      if (allowed.refused) return allowed.refused;
      const open = await pullFor(token, branch);
      if (open && !open.merged_at) {
        // A pull request opened before auto-merge was allowed gets it at the next Publish.
        const autoMerge = Boolean(open.auto_merge) || (await enableAutoMerge(token, allowed.repository, open));
        return statusOf(token, { ...open, auto_merge: autoMerge || null });
      }
      const created = await call<PullRequest & { message?: string }>(token, 'POST', `/repos/${repo}/pulls`, {
        title: `Content: ${branch}`,
        head: branch,
        base,
        body: 'Opened by Publish in the content editor: it merges when the checks pass (docs/editing.md).',
      });
      if (created.status === 422) return refusal(409, 'nothing_to_publish', 'This branch has no saved change that main lacks: save a change first.');
      if (created.status !== 201) return refusal(502, 'github_unavailable', 'GitHub did not open the pull request: try again in a minute.');
      const autoMerge = await enableAutoMerge(token, allowed.repository, created.json);
      return answer({ state: 'checking', message: checksRunning(created.json.number, autoMerge), link: created.json.html_url });
    },
  };
}
