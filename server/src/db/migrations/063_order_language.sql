-- The order's language (Saleor's Order.languageCodeEnum), taken from its checkout: the language of the
-- order's emails and of its lines' translated names. Lines keep the product and variant names as
-- translated at completion ('' when there was no translation, or it said the same), as Saleor's
-- OrderLine.translatedProductName and translatedVariantName. Existing orders were made in English.
ALTER TABLE "order" ADD COLUMN language_code TEXT NOT NULL DEFAULT 'EN';
ALTER TABLE order_line ADD COLUMN translated_product_name TEXT NOT NULL DEFAULT '';
ALTER TABLE order_line ADD COLUMN translated_variant_name TEXT NOT NULL DEFAULT '';
