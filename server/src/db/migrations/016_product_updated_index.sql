-- Listings sorted by the last change (Saleor's LAST_MODIFIED_AT and its deprecated DATE) page
-- through this index as those sorted by creation do.
CREATE INDEX product_updated ON product(updated_at, id);
