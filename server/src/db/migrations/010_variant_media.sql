-- Which of a product's pictures show a variant (Saleor's VariantMedia): ProductVariant.media, the
-- colour's picture a storefront shows for that variant in the gallery, the cart and the order.
CREATE TABLE variant_media (
  variant_id INT NOT NULL REFERENCES product_variant(id) ON DELETE CASCADE,
  media_id INT NOT NULL REFERENCES product_media(id) ON DELETE CASCADE,
  PRIMARY KEY (variant_id, media_id)
);
CREATE INDEX variant_media_media ON variant_media(media_id);

-- A shop seeded before this migration named each colour's picture "<product>, <colour>": link the
-- variants of that colour to it, so its variants show their colour too. A colour without a picture
-- keeps none of its own (ProductVariant.media is then empty and the product's pictures show).
INSERT INTO variant_media (variant_id, media_id)
SELECT DISTINCT ON (v.id) v.id, m.id
FROM product_variant v
  JOIN product p ON p.id = v.product_id
  JOIN variant_attribute_value vav ON vav.variant_id = v.id
  JOIN attribute_value av ON av.id = vav.value_id
  JOIN attribute a ON a.id = av.attribute_id AND a.slug = 'colour'
  JOIN product_media m ON m.product_id = p.id AND m.alt = p.name || ', ' || av.name
ORDER BY v.id, m.sort_order, m.id;
