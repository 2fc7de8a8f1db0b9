-- Saleor's ProductVariant.trackInventory: whether buying the variant takes from its stock. An
-- untracked variant (a download, a service) is never short of stock: checkout skips the stock check
-- and completion allocates nothing, so its stock row keeps the count it has.
ALTER TABLE product_variant ADD COLUMN track_inventory BOOLEAN NOT NULL DEFAULT TRUE;

-- A shop seeded before this migration: its goods that need no shipping (e-books, music) are
-- downloads, which the demo shop does not count, as a fresh seed makes them.
UPDATE product_variant v SET track_inventory = FALSE
FROM product p JOIN product_type t ON t.id = p.product_type_id
WHERE p.id = v.product_id AND NOT t.is_shipping_required;

-- Downloads it seeded as sold out can now be bought, yet Product.isAvailable reads stock alone (as
-- Saleor's does) and would still call them sold out: give them stock, as a fresh seed does.
UPDATE stock s SET quantity = s.quantity_allocated + 50
FROM product_variant v
WHERE v.id = s.variant_id AND NOT v.track_inventory AND s.quantity - s.quantity_allocated <= 0;
