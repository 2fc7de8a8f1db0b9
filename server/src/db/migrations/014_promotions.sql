-- Catalogue promotions (Saleor's Promotion of type CATALOGUE and its rules). A promotion is active
-- from start_date to end_date (none: open-ended); each rule lowers the price of the variants its
-- catalogue predicate names (variants, products, categories with their subcategories) in one channel,
-- by a percentage or a fixed amount in the channel's currency. Rules never stack: a variant gets the
-- single rule that lowers its price the most.

CREATE TABLE promotion (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  description JSONB,
  start_date TIMESTAMPTZ NOT NULL DEFAULT now(),
  end_date TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR end_date >= start_date)
);

CREATE TABLE promotion_translation (
  promotion_id INT NOT NULL REFERENCES promotion(id) ON DELETE CASCADE,
  language_code TEXT NOT NULL,
  name TEXT,
  PRIMARY KEY (promotion_id, language_code)
);

CREATE TABLE promotion_rule (
  id SERIAL PRIMARY KEY,
  promotion_id INT NOT NULL REFERENCES promotion(id) ON DELETE CASCADE,
  name TEXT NOT NULL DEFAULT '',
  channel_id INT NOT NULL REFERENCES channel(id) ON DELETE CASCADE,
  reward_value_type TEXT NOT NULL CHECK (reward_value_type IN ('PERCENTAGE', 'FIXED')),
  reward_value NUMERIC(12,3) NOT NULL CHECK (reward_value >= 0),
  CHECK (reward_value_type <> 'PERCENTAGE' OR reward_value <= 100)
);
CREATE INDEX promotion_rule_promotion ON promotion_rule(promotion_id);
CREATE INDEX promotion_rule_channel ON promotion_rule(channel_id);

-- The catalogue predicate, one table per kind of thing a rule may name.
CREATE TABLE promotion_rule_variant (
  rule_id INT NOT NULL REFERENCES promotion_rule(id) ON DELETE CASCADE,
  variant_id INT NOT NULL REFERENCES product_variant(id) ON DELETE CASCADE,
  PRIMARY KEY (rule_id, variant_id)
);
CREATE TABLE promotion_rule_product (
  rule_id INT NOT NULL REFERENCES promotion_rule(id) ON DELETE CASCADE,
  product_id INT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  PRIMARY KEY (rule_id, product_id)
);
CREATE TABLE promotion_rule_category (
  rule_id INT NOT NULL REFERENCES promotion_rule(id) ON DELETE CASCADE,
  category_id INT NOT NULL REFERENCES category(id) ON DELETE CASCADE,
  PRIMARY KEY (rule_id, category_id)
);

-- A change to a promotion changes the prices the catalogue shows: drop the cached answers.
DO $$
DECLARE
  t TEXT;
BEGIN
  FOREACH t IN ARRAY ARRAY['promotion', 'promotion_translation', 'promotion_rule', 'promotion_rule_variant',
    'promotion_rule_product', 'promotion_rule_category']
  LOOP
    EXECUTE format('CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t);
  END LOOP;
END $$;
