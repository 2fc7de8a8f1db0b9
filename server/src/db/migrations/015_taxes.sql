-- Flat-rate taxes (Saleor's TaxClass, TaxClassCountryRate and TaxConfiguration). A rate is per country
-- and tax class; the rate with no class is the country's default. A product is taxed at its tax class's
-- rate (else its product type's class, else the country default, else 0); a shipping method at its
-- class's rate, else the country default.

CREATE TABLE tax_class (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE tax_class_country_rate (
  id SERIAL PRIMARY KEY,
  tax_class_id INT REFERENCES tax_class(id) ON DELETE CASCADE,
  country CHAR(2) NOT NULL,
  rate NUMERIC(12,4) NOT NULL CHECK (rate >= 0),
  UNIQUE NULLS NOT DISTINCT (country, tax_class_id)
);

-- A channel's settings; a channel without a row has Saleor's defaults (charge taxes, prices entered
-- with tax, gross prices displayed).
CREATE TABLE tax_configuration (
  channel_id INT PRIMARY KEY REFERENCES channel(id) ON DELETE CASCADE,
  charge_taxes BOOLEAN NOT NULL DEFAULT TRUE,
  prices_entered_with_tax BOOLEAN NOT NULL DEFAULT TRUE,
  display_gross_prices BOOLEAN NOT NULL DEFAULT TRUE
);

-- Per-country exceptions override everything but prices_entered_with_tax (which is the channel's).
CREATE TABLE tax_configuration_per_country (
  channel_id INT NOT NULL REFERENCES channel(id) ON DELETE CASCADE,
  country CHAR(2) NOT NULL,
  charge_taxes BOOLEAN NOT NULL DEFAULT TRUE,
  display_gross_prices BOOLEAN NOT NULL DEFAULT TRUE,
  PRIMARY KEY (channel_id, country)
);

INSERT INTO tax_configuration (channel_id) SELECT id FROM channel;

ALTER TABLE product ADD COLUMN tax_class_id INT REFERENCES tax_class(id) ON DELETE SET NULL;
ALTER TABLE product_type ADD COLUMN tax_class_id INT REFERENCES tax_class(id) ON DELETE SET NULL;
ALTER TABLE shipping_method ADD COLUMN tax_class_id INT REFERENCES tax_class(id) ON DELETE SET NULL;

-- Taxes change the prices the catalogue shows: drop the cached answers.
DO $$
DECLARE
  t TEXT;
BEGIN
  FOREACH t IN ARRAY ARRAY['tax_class', 'tax_class_country_rate', 'tax_configuration',
    'tax_configuration_per_country']
  LOOP
    EXECUTE format('CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t);
  END LOOP;
END $$;
