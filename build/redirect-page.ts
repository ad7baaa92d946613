/** A static page that sends the visitor on to `to` at once, for hosts without redirect rules. */
export function redirectPage(to: string, canonical: string): string {
  const escaped = to.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<link rel="canonical" href="${canonical.replace(/"/g, '&quot;')}">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${escaped}">
</head>
<body>
<p>This page has moved to <a href="${escaped}">${escaped}</a>.</p>
</body>
</html>
`;
}
