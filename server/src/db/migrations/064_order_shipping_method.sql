-- The order's shipping method (Saleor's Order.deliveryMethod), beside the name it had at completion
-- (shipping_method_name): through it the order shows the method's name translated into the shopper's
-- language. A method deleted later leaves the order with its name only.
ALTER TABLE "order" ADD COLUMN shipping_method_id INT REFERENCES shipping_method(id) ON DELETE SET NULL;
