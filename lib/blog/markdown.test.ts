import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('gives h2 and h3 ids with an anchor beside them and lists the h2s for the table of contents', async () => {
    const { html, headings } = await renderMarkdown('## Start with the data\n\ntext\n\n### A detail\n\n## What to ask\n');
    expect(headings).toEqual([
      { id: 'start-with-the-data', text: 'Start with the data' },
      { id: 'what-to-ask', text: 'What to ask' },
    ]);
    expect(html).toContain('<h2 id="start-with-the-data">Start with the data</h2><a href="#start-with-the-data" class="heading-anchor" aria-label="Link to the section Start with the data">#</a>');
    expect(html).toContain('<h3 id="a-detail">A detail</h3>');
  });

  it('highlights code at build time and keeps unknown languages as plain text', async () => {
    const { html } = await renderMarkdown('```typescript\nconst a = 1;\n```\n\n```cobol\nDISPLAY "HI".\n```\n');
    expect(html).toMatch(/<pre class="shiki github-dark-default"[^>]*tabindex="0"><code class="language-typescript"><span class="line"><span style="color:#[0-9A-F]{6}">const<\/span>/);
    expect(html).toContain('DISPLAY "HI".');
  });

  it('renders GitHub tables inside a focusable, labelled scroll region', async () => {
    const { html } = await renderMarkdown('| a | b |\n| --- | --- |\n| 1 | 2 |\n');
    expect(html).toMatch(/<div class="table-scroll" tabindex="0" role="region" aria-label="[^"]+"><table>/);
    expect(html).toContain('<td>1</td>');
  });

  it('writes every > in text as &gt; (validators flag a raw one), and keeps < and & escaped beside it', async () => {
    const { html } = await renderMarkdown('If a > b && c < d, then `x => x` and:\n\n```typescript\nconst f = (a: number) => a > 1;\n```\n');
    expect(html).toContain('If a &gt; b &amp;&amp; c &lt; d, then <code>x =&gt; x</code>');
    expect(html.replace(/<[^>]*>/g, '')).not.toContain('>');
  });

  it('escapes raw HTML in the source instead of passing it through', async () => {
    const { html } = await renderMarkdown('Hello <script>alert(1)</script>\n');
    expect(html).not.toContain('<script>');
  });
});
