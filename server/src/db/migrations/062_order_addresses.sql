-- An order keeps its own copies of the checkout's addresses.
ALTER TABLE "order" ADD COLUMN shipping_address_id INT REFERENCES address(id) ON DELETE SET NULL;
ALTER TABLE "order" ADD COLUMN billing_address_id INT REFERENCES address(id) ON DELETE SET NULL;
