/** Escapes text for HTML element content and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A small self-contained HTML page (the login and outbox pages of the demo), its content the page's main landmark. */
export const htmlPage = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Chartbench</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #1b1f24; }
h1 { font-size: 1.5rem; } table { border-collapse: collapse; width: 100%; } td, th { border-bottom: 1px solid #d0d7de; padding: .4rem; text-align: left; vertical-align: top; }
form.login { display: grid; gap: .5rem; max-width: 22rem; } input, button { font: inherit; padding: .4rem; } .error { color: #b3261e; } code { background: #f1f3f5; padding: 0 .2rem; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
