import { site } from '@/content/site';
import { escapeHtml } from '@/lib/escape-html';

export { escapeHtml };

/**
 * A small self-contained page for answers a plain HTML form post (or a mail link) lands on. Its
 * links carry no referrer: a mail link's page has its token in the address.
 */
export function htmlPage({ title, body, style = '', wide = false }: { title: string; body: string; style?: string; wide?: boolean }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<style>
body{margin:0;background:#f7f7f5;color:#1c1d21;font:16px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:${wide ? '52rem' : '40rem'};margin:${wide ? '6vh' : '12vh'} auto;padding:2.5rem;background:#fff;border:1px solid #e4e4e7;border-radius:1rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
a{color:#1d4ed8}
li{margin:.25rem 0}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.5rem;padding:.75rem 1.25rem;cursor:pointer}
button:hover{background:#1e40af}
button:focus-visible,a:focus-visible{outline:3px solid #1c1d21;outline-offset:2px}
@media (max-width:42rem){main{margin:1rem;padding:1.5rem}}
${style}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/" rel="noreferrer">${escapeHtml(site.name)} home</a></p></main></body>
</html>`;
}
