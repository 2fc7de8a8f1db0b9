import type { Queryable } from '../db/database';
import type { MailLocale } from './mailLanguage';

// The shop's mail: instead of being delivered, every email goes to the `mail` table (in the sender's
// transaction, so a failed mutation sends nothing) and is shown at /_dev/mail and /_dev/mail.json.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The links the email asks the reader to follow, in order. */
  links: string[];
  /** The language the email is written in. */
  language: MailLocale;
}

export interface SentMail extends OutgoingMail {
  sentAt: string;
}

export async function sendMail(q: Queryable, mail: OutgoingMail): Promise<void> {
  await q.query(
    'INSERT INTO mail (to_address, subject, body, links, language) VALUES ($1, $2, $3, $4::jsonb, $5)',
    [mail.to, mail.subject, mail.text, JSON.stringify(mail.links), mail.language],
  );
}

interface MailRow {
  to_address: string;
  subject: string;
  body: string;
  links: string[];
  language: MailLocale;
  sent_at: Date;
}

/** The outbox, newest first; `to` keeps one recipient's mail (case-insensitive). */
export async function listMail(
  q: Queryable,
  { to, limit = 100 }: { to?: string | null; limit?: number } = {},
) {
  const { rows } = await q.query<MailRow>(
    `SELECT to_address, subject, body, links, language, sent_at FROM mail
     ${to ? 'WHERE lower(to_address) = lower($2)' : ''} ORDER BY id DESC LIMIT $1`,
    to ? [limit, to] : [limit],
  );
  return rows.map((row): SentMail => ({
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    links: row.links,
    language: row.language,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
