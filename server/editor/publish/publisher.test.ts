import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentRoot, setContentRoot } from '@/content/shared/collection';
import { createApp } from '../../app';
import { SERVING_MANIFEST } from '../../http/headers';
import { LiveExport } from '../../live-export';
import { openingTitle } from '../../leads/labels';
import { readSiteManifest } from '../../site-manifest';
import { fakeBuilder, writeJobExport } from '../../testing/publish';
import { SelfHostedPublisher } from './publisher';
import { exportAtStart, followReleaseContent, RELEASE_CONTENT, releasesIn } from './releases';

const JOB = '/careers/positions/platform-engineer';
const made: string[] = [];
const repoContent = contentRoot();
afterEach(() => {
  setContentRoot(repoContent);
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A server's live export (out/, "Platform engineer") and its releases folder, with the fake builder. */
function setUp(title = 'Platform engineer, remote') {
  const dir = mkdtempSync(path.join(tmpdir(), 'northstack-publish-'));
  made.push(dir);
  const out = path.join(dir, 'out');
  writeJobExport(out, { title: 'Platform engineer', build: 'out' });
  const live = new LiveExport({ root: out, manifest: readSiteManifest(out) });
  const releases = releasesIn(path.join(dir, 'releases'));
  const builder = fakeBuilder(title);
  const publisher = new SelfHostedPublisher({ live, releases, builder, readManifest: readSiteManifest });
  const app = createApp({ live });
  const heading = async (pathname = JOB) => /<h1>(.*?)<\/h1>/.exec(await (await app.request(pathname)).text())?.[1];
  return { dir, out, live, releases, builder, publisher, app, heading };
}

describe('Publish on a self-hosted server', () => {
  it('checks, builds into a new release, shows it as ready, then swaps it in: the public page changes without a restart', async () => {
    const { publisher, builder, heading, live, out, releases } = setUp();
    expect(publisher.status()).toMatchObject({ state: 'idle', canMakeLive: false, canRollBack: false });
    builder.hold();
    expect(publisher.publish().ok).toBe(true);
    expect(publisher.status().state).toBe('checking');
    builder.release();
    await publisher.settled();
    expect(publisher.status()).toMatchObject({ state: 'ready', canMakeLive: true });
    const ready = publisher.preview();
    expect(ready && path.dirname(ready.root)).toBe(releases.dir);
    // Built beside the live export, never into it: visitors still get the old page.
    expect(await heading()).toBe('Platform engineer');
    expect(live.current().root).toBe(out);

    expect(publisher.makeLive().ok).toBe(true);
    expect(await heading()).toBe('Platform engineer, remote');
    expect(publisher.status()).toMatchObject({ state: 'live', canRollBack: true, canMakeLive: false });
    expect(releases.recorded()).toEqual({ current: ready?.root, previous: out });
  });

  it('rolls back in one step to the export live before, and says so', async () => {
    const { publisher, heading, out } = setUp();
    publisher.publish();
    await publisher.settled();
    publisher.makeLive();
    expect(await heading()).toBe('Platform engineer, remote');
    const answer = publisher.rollBack();
    expect(answer.ok).toBe(true);
    expect(await heading()).toBe('Platform engineer');
    expect(publisher.status()).toMatchObject({ state: 'live', canRollBack: false, message: expect.stringMatching(/^Rolled back/) });
    expect(publisher.rollBack()).toMatchObject({ ok: false, error: 'nothing_to_roll_back' });
    expect(existsSync(out)).toBe(true);
  });

  it('runs one build at a time: a second Publish while one runs answers "already running"', async () => {
    const { publisher, builder } = setUp();
    builder.hold();
    expect(publisher.publish().ok).toBe(true);
    expect(publisher.publish()).toMatchObject({ ok: false, error: 'already_running' });
    builder.release();
    await publisher.settled();
    expect(builder.builds).toBe(1);
    expect(publisher.publish().ok).toBe(true);
    await publisher.settled();
    expect(builder.builds).toBe(2);
  });

  it('refuses with the checks’ file: field: reason, builds nothing and leaves the live site alone', async () => {
    const { publisher, builder, heading, releases } = setUp();
    builder.next.problems = ['content/careers/jobs/platform-engineer.yaml: closesOn: must be after the posting date'];
    publisher.publish();
    await publisher.settled();
    expect(publisher.status()).toMatchObject({ state: 'refused', problems: builder.next.problems, canMakeLive: false });
    expect(publisher.status().message).toMatch(/^Refused: 1 problem/);
    expect(builder.builds).toBe(0);
    expect(publisher.makeLive()).toMatchObject({ ok: false, error: 'nothing_ready' });
    expect(await heading()).toBe('Platform engineer');
    expect(existsSync(releases.dir) ? readdirSync(releases.dir) : []).toEqual([]);
  });

  it('reports a failed build in one short line, deletes the half-built release and keeps the live site', async () => {
    const { publisher, builder, heading, releases } = setUp();
    builder.next.failure = '[ERROR] Could not render /careers/positions/platform-engineer\n    at render (file:///srv/site/node_modules/astro/dist/x.js:1:1)';
    publisher.publish();
    await publisher.settled();
    const { state, message } = publisher.status();
    expect(state).toBe('failed');
    expect(message).toBe('Failed: [ERROR] Could not render /careers/positions/platform-engineer. The live site is unchanged.');
    expect(message).not.toMatch(/ at |node_modules/);
    expect(readdirSync(releases.dir)).toEqual([]);
    expect(await heading()).toBe('Platform engineer');
  });

  it('keeps the live release and the previous one; older releases are deleted', async () => {
    const { publisher, builder, releases, out } = setUp();
    const lived: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      builder.next.title = title;
      publisher.publish();
      await publisher.settled();
      lived.push(publisher.preview()!.root);
      publisher.makeLive();
    }
    expect(readdirSync(releases.dir).filter((name) => !['current', 'previous'].includes(name)).map((name) => path.join(releases.dir, name)).sort()).toEqual(lived.slice(1).sort());
    expect(releases.recorded()).toEqual({ current: lived[2], previous: lived[1] });
    expect(existsSync(out)).toBe(true);
  });

  it('serves the published release after a restart, unless the export was built again since', async () => {
    const { publisher, releases, out } = setUp();
    publisher.publish();
    await publisher.settled();
    const release = publisher.preview()!.root;
    publisher.makeLive();
    expect(exportAtStart(out, releases)).toBe(release);
    writeJobExport(out, { title: 'Rebuilt by a developer', build: 'dev' });
    // Built a minute after the publish (file times can be coarser than this test is quick).
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(out, SERVING_MANIFEST), later, later);
    expect(exportAtStart(out, releasesIn(releases.dir))).toBe(out);
  });
});

describe('the swap, seen by visitors', () => {
  it('never answers a request 404 or with half of each release while the export is swapped', async () => {
    const { publisher, app } = setUp();
    publisher.publish();
    await publisher.settled();
    // Requests for the page and for the module the page of its own release names, around the swap.
    const visit = async () => {
      const page = await app.request(JOB);
      const html = await page.text();
      const build = /data-build="(\w+)"/.exec(html)?.[1];
      const module = await app.request(`/_astro/page.${build}.js`);
      return { page: page.status, module: module.status, heading: /<h1>(.*?)<\/h1>/.exec(html)?.[1], build };
    };
    const before = Array.from({ length: 40 }, visit);
    publisher.makeLive();
    const after = Array.from({ length: 40 }, visit);
    const seen = await Promise.all([...before, ...after]);
    for (const answer of seen) {
      expect(answer.page).toBe(200);
      expect(answer.module).toBe(200);
      // One release per page: its heading and its module belong together.
      expect([{ heading: 'Platform engineer', build: 'out' }, { heading: 'Platform engineer, remote', build: 'b1' }]).toContainEqual({ heading: answer.heading, build: answer.build });
    }
    expect(seen[0]?.heading).toBe('Platform engineer');
    expect(seen.at(-1)?.heading).toBe('Platform engineer, remote');
  });

  it('still serves the previous release’s hashed module to a page loaded before the swap', async () => {
    const { publisher, app } = setUp();
    publisher.publish();
    await publisher.settled();
    publisher.makeLive();
    expect((await app.request('/_astro/page.out.js')).status).toBe(200);
    expect((await app.request('/_astro/page.nothing.js')).status).toBe(404);
  });
});

describe('the server’s own reads of the content, after Publish', () => {
  const jobFile = (name: string) => readFileSync(path.join(repoContent, 'careers/jobs', name), 'utf8');
  /** A new opening (Frontend Developer) and the UX/UI one closed, as an editor would save them. */
  const edited = {
    'careers/jobs/frontend-developer.yaml': jobFile('senior-frontend-developer.yaml').replace(/^title: .*$/m, 'title: Frontend Developer').replace(/^position: .*$/m, 'position: frontend'),
    'careers/jobs/ux-ui-designer.yaml': jobFile('ux-ui-designer.yaml').replace(/^open: true$/m, 'open: false'),
  };

  it('follow the live release: the openings applications name, then the ones before after Roll back; no restart', async () => {
    const { publisher, builder, live } = setUp();
    // As server/serve.ts does at start: out/ carries no content of its own, so the server's bundled copy is read.
    followReleaseContent(live, repoContent);
    expect(openingTitle('frontend-developer')).toBe('frontend-developer');
    expect(openingTitle('ux-ui-designer')).toBe('UX/UI Designer');

    builder.next.content = edited;
    publisher.publish();
    await publisher.settled();
    expect(existsSync(path.join(publisher.preview()!.root, RELEASE_CONTENT, 'careers/jobs/frontend-developer.yaml'))).toBe(true);
    // Built, not live: the server still reads the content visitors' pages were built from.
    expect(openingTitle('frontend-developer')).toBe('frontend-developer');

    publisher.makeLive();
    expect(openingTitle('frontend-developer')).toBe('Frontend Developer');
    // Closed in the release: no longer an opening the server knows by title.
    expect(openingTitle('ux-ui-designer')).toBe('ux-ui-designer');

    publisher.rollBack();
    expect(contentRoot()).toBe(repoContent);
    expect(openingTitle('frontend-developer')).toBe('frontend-developer');
    expect(openingTitle('ux-ui-designer')).toBe('UX/UI Designer');
  });

  it('/api/vitals takes measurements of a page published a minute ago, and no longer after Roll back', async () => {
    const { publisher, builder, app } = setUp();
    const newPage = '/careers/positions/frontend-developer';
    // No database in this test: a beacon for a page is 503 (accepted, not stored), for another path 400.
    const beacon = async () =>
      (await app.request('/api/vitals', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ path: newPage, metric: 'LCP', value: 900, rating: 'good', device: 'mobile' }) })).status;
    expect(await beacon()).toBe(400);
    builder.next.pages = [newPage];
    publisher.publish();
    await publisher.settled();
    expect(await beacon()).toBe(400);
    publisher.makeLive();
    expect(await beacon()).toBe(503);
    publisher.rollBack();
    expect(await beacon()).toBe(400);
  });

  it('never serves the content folder of a release', async () => {
    const { publisher, builder, app } = setUp();
    builder.next.content = edited;
    publisher.publish();
    await publisher.settled();
    publisher.makeLive();
    for (const pathname of [`/${RELEASE_CONTENT}/careers/jobs/frontend-developer.yaml`, `/${RELEASE_CONTENT}/careers/jobs/`, '/%2Econtent/careers/jobs/frontend-developer.yaml']) {
      expect((await app.request(pathname)).status).toBe(404);
    }
  });
});
