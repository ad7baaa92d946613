import type { APIRoute, GetStaticPaths } from 'astro';
import { getArticle } from '@/content/blog';
import { checklists } from '@/content/resources';
import { checklistFileText } from '@/lib/checklist-text';

/** /resources/checklists/{slug}.txt: each checklist of content/resources.ts as a plain-text file, written at build. */
export const getStaticPaths = (() =>
  checklists().flatMap((checklist) => {
    const article = getArticle(checklist.articleId);
    if (!article) throw new Error(`checklist ${checklist.slug}: no article ${checklist.articleId}`);
    return [{ params: { file: `${checklist.slug}.txt` }, props: { text: checklistFileText(checklist, article) } }];
  })) satisfies GetStaticPaths;

export const GET: APIRoute<{ text: string }> = ({ props }) => new Response(props.text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
