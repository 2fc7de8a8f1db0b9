import { escapeHtml, sendHtml, sendJson, type DevRequest, type DevRoute } from '../dev/devRoutes';
import { listMail, type SentMail } from './outbox';

// /_dev/mail (a page) and /_dev/mail.json ([{to, subject, text, links, language, sentAt}]): the outbox,
// newest first, where a real shop's emails would have gone. `?to=<email>` keeps one recipient's mail.
// Each email is marked with its language, so Chinese shows in its own glyphs (zh-CN and zh-TW differ).

const LIMIT = 100;

const isWebLink = (link: string) => /^https?:\/\//i.test(link);

/** The text with its http(s) links made clickable (everything else escaped, other schemes inert). */
function linkify(text: string, links: string[]) {
  let html = escapeHtml(text);
  for (const link of new Set(links.filter(isWebLink))) {
    const escaped = escapeHtml(link);
    html = html.split(escaped).join(`<a href="${escaped}">${escaped}</a>`);
  }
  return html;
}

function page(mails: SentMail[], to: string | null) {
  const items = mails
    .map(
      (mail) => `<article lang="${escapeHtml(mail.language)}">
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta" lang="en">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${mail.sentAt}">${mail.sentAt.replace('T', ' ').slice(0, 19)} UTC</time></p>
<pre>${linkify(mail.text, mail.links)}</pre>
</article>`,
    )
    .join('\n');
  const heading = to ? `Mail to ${escapeHtml(to)}` : 'Mail outbox';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading}</title><style>
body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
article{border:1px solid #ccc;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#555;margin:0 0 .75rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}
a{color:#0d47a1}a:focus-visible{outline:3px solid #0d47a1;outline-offset:2px}
</style></head><body><main><h1>${heading}</h1>
<p>Emails the shop has sent, newest first (the ${LIMIT} latest). Nothing leaves this machine.
<a href="/_dev/mail.json${to ? `?to=${encodeURIComponent(to)}` : ''}">As JSON</a></p>
${items || '<p>No mail yet.</p>'}
</main></body></html>`;
}

async function mailPages({ res, url, db }: DevRequest) {
  const to = url.searchParams.get('to');
  const mails = await listMail(db, { to, limit: LIMIT });
  if (url.pathname === '/_dev/mail.json') sendJson(res, 200, mails);
  else if (url.pathname === '/_dev/mail' || url.pathname === '/_dev/mail/')
    sendHtml(res, 200, page(mails, to));
  else sendHtml(res, 404, '<!doctype html><title>Not found</title><p>Not found</p>');
}

/** The outbox holds every emailed sign-in and reset link: demo mode only, this machine only. */
export const mailDevRoute: DevRoute = { prefix: '/mail', handler: mailPages, audience: 'demo' };
