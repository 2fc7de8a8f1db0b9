-- The mail outbox: every email the shop sends (account confirmation, password reset), kept here and
-- shown at /_dev/mail instead of being delivered.
CREATE TABLE mail (
  id SERIAL PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  links JSONB NOT NULL DEFAULT '[]',
  sent_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX mail_to_idx ON mail (lower(to_address));
