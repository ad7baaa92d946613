import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs `npm run content:check`'s script on a content root; its exit code and output. */
async function contentCheck(contentRoot: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts'], { env: { ...process.env, CONTENT_ROOT: contentRoot } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run content:check', () => {
  it('passes on the real content, counting its files', async () => {
    const { code, output } = await contentCheck(path.resolve('content'));
    expect(output).toMatch(/content:check: \d+ files in \d+ collections, all valid/);
    expect(code).toBe(0);
  }, 60_000);

  it('fails on a copy with one broken article, naming the file, the field and the reason', async () => {
    const copy = path.join(root, 'content');
    cpSync(path.resolve('content'), copy, { recursive: true });
    const file = path.join(copy, 'blog', 'articles', 'choosing-a-mobile-stack.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^category: .*$/m, 'category: gardening'));
    const { code, output } = await contentCheck(copy);
    expect(code).toBe(1);
    expect(output).toContain('content:check: 1 file(s) cannot be published');
    expect(output).toMatch(/blog\/articles\/choosing-a-mobile-stack\.md: category: must be one of ai, web3/);
  }, 60_000);

  it('fails on an article or a case study whose image file is missing, uploaded or drawn, naming the file, the field and the path; passes once the files are there, drawn at their size', async () => {
    const copy = path.join(root, 'covers');
    cpSync(path.resolve('content'), path.join(copy, 'content'), { recursive: true });
    // The checks look for the images in public/ beside content/.
    cpSync(path.resolve('public'), path.join(copy, 'public'), { recursive: true });
    const article = path.join(copy, 'content', 'blog', 'articles', 'choosing-a-mobile-stack.md');
    writeFileSync(article, readFileSync(article, 'utf8').replace(/^featured: /m, 'cover: /blog/covers/choosing-a-mobile-stack/cover.png\nfeatured: '));
    const drawnCover = path.join(copy, 'public', 'blog', 'design-systems-that-pay-for-themselves.svg');
    rmSync(drawnCover);
    const study = path.join(copy, 'content', 'work', 'case-studies', 'autoai.yaml');
    writeFileSync(study, readFileSync(study, 'utf8').replace(/^accent: /m, 'cover: /work/art/uploads/autoai/cover.webp\naccent: '));
    const failed = await contentCheck(path.join(copy, 'content'));
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('content:check: 3 file(s) cannot be published');
    expect(failed.output).toMatch(/blog\/articles\/choosing-a-mobile-stack\.md: cover: no such file in public\/: \/blog\/covers\/choosing-a-mobile-stack\/cover\.png\n/);
    expect(failed.output).toMatch(/blog\/articles\/design-systems-that-pay-for-themselves\.md: cover: no such file in public\/: \/blog\/design-systems-that-pay-for-themselves\.svg \(no cover is uploaded/);
    expect(failed.output).toMatch(/work\/case-studies\/autoai\.yaml: cover: no such file in public\/: \/work\/art\/uploads\/autoai\/cover\.webp\n/);

    const picture = (file: string, width: number, height: number, format: 'png' | 'webp') => {
      mkdirSync(path.dirname(file), { recursive: true });
      return sharp({ create: { width, height, channels: 3, background: '#4353ff' } }).toFormat(format).toFile(file);
    };
    await picture(path.join(copy, 'public', 'blog', 'covers', 'choosing-a-mobile-stack', 'cover.png'), 1600, 900, 'png');
    await picture(path.join(copy, 'public', 'work', 'art', 'uploads', 'autoai', 'cover.webp'), 800, 600, 'webp');
    cpSync(path.resolve('public', 'blog', 'design-systems-that-pay-for-themselves.svg'), drawnCover);
    const passed = await contentCheck(path.join(copy, 'content'));
    expect(passed.output).toMatch(/all valid/);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '-e', "import { getArticle } from './content/blog'; import { getCaseStudy } from './content/case-studies'; console.log(JSON.stringify([getArticle('choosing-a-mobile-stack')?.image, getCaseStudy('autoai')?.image.src, getCaseStudy('autoai')?.image.width, getCaseStudy('autoai')?.image.height]))"],
      { env: { ...process.env, CONTENT_ROOT: path.join(copy, 'content') } },
    );
    expect(JSON.parse(stdout)).toEqual([{ src: '/blog/covers/choosing-a-mobile-stack/cover.png', width: 1600, height: 900 }, '/work/art/uploads/autoai/cover.webp', 800, 600]);
  }, 90_000);

  it('fails on a British spelling in a collection file, naming the file, the field and the US form (docs/voice.md)', async () => {
    const copy = path.join(root, 'spelling');
    cpSync(path.resolve('content'), copy, { recursive: true });
    const yaml = path.join(copy, 'press', 'media-kit', 'image-pack.yaml');
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replace('studio’s colors', 'studio’s colours'));
    const markdown = path.join(copy, 'blog', 'articles', 'choosing-a-mobile-stack.md');
    writeFileSync(markdown, readFileSync(markdown, 'utf8').replace('your organization,', 'your organisation,'));
    const { code, output } = await contentCheck(copy);
    expect(code).toBe(1);
    expect(output).toContain('content:check: 2 file(s) cannot be published');
    expect(output).toMatch(/press\/media-kit\/image-pack\.yaml: description: “colours” is British spelling, write “colors”/);
    expect(output).toMatch(/blog\/articles\/choosing-a-mobile-stack\.md: body: “organisation” is British spelling, write “organization”/);
  }, 60_000);

  it('fails on a second project count, a career total, a best case without its median and a satisfaction figure without its survey, naming file and field (docs/content-gates.md)', async () => {
    const copy = path.join(root, 'figures');
    cpSync(path.resolve('content'), copy, { recursive: true });
    const summary = (id: string, text: string) => {
      const file = path.join(copy, 'work', 'portfolio', `${id}.yaml`);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^summary: >-\n/m, `summary: >-\n  ${text}\n`));
    };
    summary('payout-ledger', 'Built by a studio that has shipped more than 80 blockchain projects.');
    summary('credit-union-app', 'Designed by a team with 50+ products designed across their careers.');
    summary('grocery-loyalty-app', 'Our redesigns lift conversion by up to 300%.');
    summary('telehealth-platform', 'Clients give us 98% satisfaction.');
    const { code, output } = await contentCheck(copy);
    expect(code).toBe(1);
    expect(output).toMatch(/work\/portfolio\/payout-ledger\.yaml: summary: “more than 80 blockchain projects” counts client projects, and the fact sheet’s only counts of client projects are 50\+/);
    expect(output).toMatch(/work\/portfolio\/credit-union-app\.yaml: summary: “across their careers” counts our people’s work before they joined/);
    expect(output).toMatch(/work\/portfolio\/grocery-loyalty-app\.yaml: summary: “up to 300%” is a best case without its median/);
    expect(output).toMatch(/work\/portfolio\/telehealth-platform\.yaml: summary: “98% satisfaction” is a satisfaction figure without its survey and sample size/);
    // Each is reported once, by its file, not again by every page that shows the project.
    expect(output.match(/more than 80 blockchain projects/g)).toHaveLength(1);
  }, 60_000);

  it('fails on a result whose named project is no longer tagged with its practice, naming the figure (gate 10)', async () => {
    const copy = path.join(root, 'results');
    cpSync(path.resolve('content'), copy, { recursive: true });
    const file = path.join(copy, 'work', 'portfolio', 'ai-teaching-assistant.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {2}- ai-chatbot-development\n/m, ''));
    const { code, output } = await contentCheck(copy);
    expect(code).toBe(1);
    expect(output).toMatch(/content\/company\/practice-figures\.ts: chatbotResolution: portfolio “ai-teaching-assistant” is not tagged with the figure’s practice \(ai-chatbot-development\)/);
  }, 60_000);

  it('runs before every build', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.prebuild).toBe('npm run content:check');
  });
});
