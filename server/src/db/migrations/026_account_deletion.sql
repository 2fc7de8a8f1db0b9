-- Account deletion (accountRequestDeletion / accountDelete): its emailed one-time tokens are kept
-- beside the confirmation and reset ones, for the purpose 'delete'.
ALTER TABLE account_token DROP CONSTRAINT account_token_purpose_check;
ALTER TABLE account_token ADD CONSTRAINT account_token_purpose_check
  CHECK (purpose IN ('confirm', 'reset', 'delete'));
