-- What a checkout needs beyond its lines: the customer it belongs to and its delivery method.
ALTER TABLE checkout ADD COLUMN user_id INT REFERENCES account_user(id) ON DELETE SET NULL;
ALTER TABLE checkout ADD COLUMN shipping_method_id INT REFERENCES shipping_method(id);
