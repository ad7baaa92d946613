import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Element, ElementContent, Root } from 'hast';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { createHighlighterCore, type HighlighterGeneric } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { unified } from 'unified';

/**
 * Markdown to HTML, at build time only (server components and route handlers): GitHub-flavoured
 * Markdown, heading ids and anchors, tables in a scrollable region, and code highlighted by Shiki.
 * Nothing here reaches the browser; the page ships the finished HTML.
 */

export interface RenderedArticle {
  html: string;
  /** The article's h2 sections, for the table of contents. */
  headings: { id: string; text: string }[];
}

const THEME = 'github-dark-default';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the core highlighter is not generic over bundled names
let highlighter: Promise<HighlighterGeneric<any, any>> | undefined;
function getHighlighter() {
  highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-dark-default.mjs')],
    // The languages the articles use; a fence in any other language is shown as plain text.
    langs: [
      import('shiki/langs/typescript.mjs'),
      import('shiki/langs/yaml.mjs'),
      import('shiki/langs/json.mjs'),
      import('shiki/langs/solidity.mjs'),
      import('shiki/langs/bash.mjs'),
      import('shiki/langs/css.mjs'),
      import('shiki/langs/diff.mjs'),
    ],
    engine: createJavaScriptRegexEngine(),
  }) as Promise<HighlighterGeneric<any, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  return highlighter;
}

const text = (node: ElementContent | Element): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map((child) => text(child as ElementContent)).join('') : '';

/** Heading anchors (a named link beside the heading), tables wrapped in a focusable scroll region, h2s collected. */
function articleStructure(headings: RenderedArticle['headings']) {
  return () => (tree: Root) => {
    const visit = (parent: Root | Element) => {
      parent.children = (parent.children as ElementContent[]).flatMap((node): ElementContent[] => {
        if (node.type !== 'element') return [node];
        if (/^h[2-4]$/.test(node.tagName) && typeof node.properties.id === 'string') {
          const id = node.properties.id;
          const label = text(node);
          if (node.tagName === 'h2') headings.push({ id, text: label });
          // The anchor sits beside the heading, not inside it, so the heading's name stays its text.
          const anchor: Element = {
            type: 'element',
            tagName: 'a',
            properties: { href: `#${id}`, className: ['heading-anchor'], ariaLabel: `Link to the section ${label}` },
            children: [{ type: 'text', value: '#' }],
          };
          return [{ type: 'element', tagName: 'div', properties: { className: ['heading-anchored', `heading-${node.tagName}`] }, children: [node, anchor] }];
        }
        if (node.tagName === 'table') {
          return [{ type: 'element', tagName: 'div', properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: 'Table (scrolls sideways)' }, children: [node] }];
        }
        visit(node);
        return [node];
      });
    };
    visit(tree);
  };
}

/**
 * A `>` in text is written as `&gt;`: HTML allows it raw, but validators (html-validate's
 * no-raw-characters, run over the export in e2e/html-valid.spec.ts) flag it, and code samples are full
 * of arrows. Such text is handed to the serializer already escaped (`&`, `<` and `>`), as raw HTML.
 */
function escapeGreaterThan() {
  return (tree: Root) => {
    const visit = (parent: Root | Element) => {
      parent.children = parent.children.map((node) => {
        // Shiki puts each highlighted block in as a nested root, hence any node with children.
        if ('children' in node) visit(node as Element);
        if (node.type !== 'text' || !node.value.includes('>')) return node;
        const value = node.value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        return { type: 'raw', value } as unknown as typeof node;
      }) as typeof parent.children;
    };
    visit(tree);
  };
}

export async function renderMarkdown(markdown: string): Promise<RenderedArticle> {
  const headings: RenderedArticle['headings'] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(articleStructure(headings))
    .use(rehypeShikiFromHighlighter, await getHighlighter(), {
      theme: THEME,
      fallbackLanguage: 'text',
      addLanguageClass: true,
      // No time limit per line: Shiki's default (500 ms) stops colouring a line on a busy build machine,
      // so the same article would come out differently from build to build.
      tokenizeTimeLimit: 0,
    })
    .use(escapeGreaterThan)
    .use(rehypeStringify, { allowDangerousHtml: true })
    .process(markdown);
  return { html: String(file), headings };
}

