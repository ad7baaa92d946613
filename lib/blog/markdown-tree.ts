import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * Markdown read for its meaning (content tests and checks): the syntax tree the site renders from
 * (GitHub-flavoured, as lib/blog/markdown.ts), flattened, so a check asks "is there an h1" or "which words are
 * prose" instead of grepping for "# " or back-ticks.
 */
const parser = unified().use(remarkParse).use(remarkGfm);

export type MarkdownRoot = ReturnType<typeof parser.parse>;

/** One node of the tree with the fields the checks read (mdast). */
export interface MarkdownNode {
  type: string;
  depth?: number;
  ordered?: boolean | null;
  lang?: string | null;
  value?: string;
  url?: string;
  children?: MarkdownNode[];
}

export function markdownTree(markdown: string): MarkdownRoot {
  return parser.parse(markdown);
}

/** Every node of a Markdown text, in document order. */
export function markdownNodes(markdown: string): MarkdownNode[] {
  const found: MarkdownNode[] = [];
  const walk = (node: MarkdownNode) => {
    found.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(markdownTree(markdown) as MarkdownNode);
  return found;
}

/** The prose of a Markdown text, one string per paragraph, heading, cell or list item: code, inline code, URLs and HTML left out. */
export function markdownProse(markdown: string): string[] {
  const blocks: string[] = [];
  const text = (node: MarkdownNode): string =>
    node.type === 'text' ? (node.value ?? '') : node.type === 'inlineCode' || node.type === 'code' || node.type === 'html' ? '' : (node.children ?? []).map(text).join('');
  for (const node of markdownNodes(markdown)) {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      const value = text(node);
      if (value.trim()) blocks.push(value);
    }
  }
  return blocks;
}
