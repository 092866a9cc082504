/**
 * The pages the development sandboxes (identity provider, payment gateway) show in a browser:
 * self-contained, with no script or style, since the site's policy allows neither inline.
 */

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A whole page titled `title` (trusted text) around `main`, HTML the caller has already escaped. */
export function sandboxPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
${main}
</main>
</body>
</html>
`;
}
