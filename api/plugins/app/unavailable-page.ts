import { defaultSiteSettings } from '../../../shared/content/site.ts';

/** What a visitor reads when the database is away: in the API's answers and on this page. */
export const UNAVAILABLE_MESSAGE = 'The site is temporarily unavailable. Please try again in a few minutes.';

/** Seconds a client (or a proxy) is told to wait before asking again. */
export const RETRY_AFTER_SECONDS = 30;

const { name } = defaultSiteSettings.siteInfo;

/**
 * The page for a page request that needs the database while it is away and that the public cache
 * does not hold. Self-contained (inline style, no script): rendering the site's own pages needs
 * the content in the database, and nothing here may depend on it.
 */
export const unavailablePage = Buffer.from(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable | ${name}</title>
<link rel="icon" href="/logo.svg" type="image/svg+xml">
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem}
p{line-height:1.6;color:#334155}
a{color:#2563eb}
</style>
</head>
<body>
<main>
<img src="/logo.svg" alt="${name}" width="48" height="48">
<h1>Temporarily unavailable</h1>
<p>${UNAVAILABLE_MESSAGE}</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
`);
