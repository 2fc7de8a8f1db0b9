-- Saleor's per-user jwt_token_key: every access and refresh token carries it, and a token whose key
-- is no longer the user's is refused. Rotating it (tokensDeactivateAll, passwordChange, setPassword,
-- deactivation) revokes every token the user holds. 12 characters, as Saleor's get_random_string(12).
ALTER TABLE account_user
  ADD COLUMN jwt_token_key TEXT NOT NULL DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 12);

-- However an account is deactivated, its tokens die with it (and stay dead if it is reactivated).
CREATE FUNCTION account_user_rotate_token_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.jwt_token_key := substr(md5(random()::text || clock_timestamp()::text), 1, 12);
  RETURN NEW;
END;
$$;

CREATE TRIGGER account_user_deactivated
  BEFORE UPDATE OF is_active ON account_user
  FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active)
  EXECUTE FUNCTION account_user_rotate_token_key();
