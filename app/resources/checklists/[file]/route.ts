import { getArticle } from '@/content/blog';
import { checklists } from '@/content/resources';
import { checklistFileText } from '@/lib/checklist-text';

/** /resources/checklists/{slug}.txt: each checklist of content/resources.ts as a plain-text file, written at build. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return checklists().map((checklist) => ({ file: `${checklist.slug}.txt` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const checklist = checklists().find((entry) => `${entry.slug}.txt` === file);
  const article = checklist && getArticle(checklist.articleId);
  if (!checklist || !article) return new Response('Not found', { status: 404 });
  const text = checklistFileText(checklist, article);
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
