-- Saleor 3.21's saveAddress flags (checkoutShippingAddressUpdate / checkoutBillingAddressUpdate):
-- whether completion adds the address to the customer's address book (Saleor's default: yes), and
-- the checkout's public metadata (updateMetadata), which the order takes at completion.
ALTER TABLE checkout ADD COLUMN save_shipping_address BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE checkout ADD COLUMN save_billing_address BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE checkout ADD COLUMN metadata JSONB NOT NULL DEFAULT '{}';
