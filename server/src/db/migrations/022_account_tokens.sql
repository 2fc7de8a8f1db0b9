-- One-time tokens sent by email: account confirmation and password reset. Only a SHA-256 hash of
-- the token is kept; a token is spent once (used_at) and expires (Saleor: 3 days).
CREATE TABLE account_token (
  id SERIAL PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES account_user (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'reset')),
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX account_token_user_idx ON account_token (user_id, purpose);

-- The user's language (Saleor's User.languageCode), set at registration or by accountUpdate.
ALTER TABLE account_user ADD COLUMN language_code TEXT NOT NULL DEFAULT 'EN';
