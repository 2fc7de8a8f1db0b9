-- A checkout's own copies of its shipping and billing addresses (see 021_addresses.sql).
ALTER TABLE checkout ADD COLUMN shipping_address_id INT REFERENCES address(id) ON DELETE SET NULL;
ALTER TABLE checkout ADD COLUMN billing_address_id INT REFERENCES address(id) ON DELETE SET NULL;
