-- The language an email is written in (a BCP 47 tag: 'en', 'zh-CN', 'zh-TW'), so the outbox pages mark
-- it and show Chinese in the right glyphs. Mail sent before was English.
ALTER TABLE mail ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
