-- Saleor's fulfilments: a shipment of some of an order's lines (fulfillmentOrder 1, 2, ... per order),
-- with its status and tracking number ('' when none), its lines and their quantities; and each order
-- line's quantity shipped so far (Saleor's OrderLine.quantityFulfilled), kept beside the line as
-- Saleor keeps it.
CREATE TABLE fulfillment (
  id SERIAL PRIMARY KEY,
  order_id INT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  fulfillment_order INT NOT NULL CHECK (fulfillment_order > 0),
  status TEXT NOT NULL DEFAULT 'FULFILLED',
  tracking_number TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (order_id, fulfillment_order)
);

CREATE TABLE fulfillment_line (
  id SERIAL PRIMARY KEY,
  fulfillment_id INT NOT NULL REFERENCES fulfillment(id) ON DELETE CASCADE,
  order_line_id INT NOT NULL REFERENCES order_line(id) ON DELETE CASCADE,
  quantity INT NOT NULL CHECK (quantity > 0)
);
CREATE INDEX fulfillment_line_fulfillment ON fulfillment_line(fulfillment_id);
CREATE INDEX fulfillment_line_order_line ON fulfillment_line(order_line_id);

ALTER TABLE order_line ADD COLUMN quantity_fulfilled INT NOT NULL DEFAULT 0;
ALTER TABLE order_line ADD CONSTRAINT order_line_quantity_fulfilled
  CHECK (quantity_fulfilled >= 0 AND quantity_fulfilled <= quantity);

-- Orders already marked shipped (the demo's past order) shipped everything, in one shipment.
INSERT INTO fulfillment (order_id, fulfillment_order, created_at)
SELECT o.id, 1, o.created_at FROM "order" o WHERE o.status = 'FULFILLED';
INSERT INTO fulfillment_line (fulfillment_id, order_line_id, quantity)
SELECT f.id, l.id, l.quantity FROM fulfillment f JOIN order_line l ON l.order_id = f.order_id;
UPDATE order_line l SET quantity_fulfilled = l.quantity
FROM "order" o WHERE o.id = l.order_id AND o.status = 'FULFILLED';
-- What they shipped left the warehouse: as Saleor does on fulfilment, the tracked stock they had
-- allocated is taken off both the allocation and the quantity on hand.
UPDATE stock s SET quantity = GREATEST(s.quantity - shipped.quantity, 0),
  quantity_allocated = GREATEST(s.quantity_allocated - shipped.quantity, 0)
FROM (SELECT l.variant_id, sum(l.quantity)::int AS quantity FROM order_line l
      JOIN "order" o ON o.id = l.order_id JOIN product_variant v ON v.id = l.variant_id
      WHERE o.status = 'FULFILLED' AND v.track_inventory GROUP BY l.variant_id) AS shipped
WHERE s.variant_id = shipped.variant_id;
