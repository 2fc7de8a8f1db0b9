-- The checkout's language (Saleor's Checkout.languageCode, a LanguageCodeEnum name such as 'ZH_HANT'):
-- set by checkoutCreate and checkoutLanguageCodeUpdate, handed to the order at completion. Saleor's
-- default is English, which existing checkouts take.
ALTER TABLE checkout ADD COLUMN language_code TEXT NOT NULL DEFAULT 'EN';
