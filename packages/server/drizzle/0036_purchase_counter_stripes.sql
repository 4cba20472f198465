-- Decision 1180. The purchases' kept counts spread over 16 stripes per key, as migration 0033 spread the charges':
-- every purchase of a merchant moved the one purchase_counts row of its status (pending at create-purchase, then
-- pending to succeeded at the confirm) and every purchase of a plan the one plan_purchase_counts row of the plan, so
-- all of a merchant's checkouts queued on those rows, each lock held to its transaction's commit (in the checkout
-- benchmark the panel's purchase trigger spent 4.3 ms a checkout, most of it waiting). A purchase's counts now land
-- on the stripe its id hashes to (panel_stripe); every reader sums the stripes. The rows kept before move to stripe 0,
-- and a purchase counted there is taken away from its own stripe (which may go below zero): the sums stay exact.
ALTER TABLE "purchase_counts" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchase_counts" ALTER COLUMN "stripe" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "purchase_counts" DROP CONSTRAINT "purchase_counts_key";
--> statement-breakpoint
ALTER TABLE "purchase_counts" ADD CONSTRAINT "purchase_counts_key" UNIQUE("organization_id","status","stripe");
--> statement-breakpoint
ALTER TABLE "plan_purchase_counts" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "plan_purchase_counts" ALTER COLUMN "stripe" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "plan_purchase_counts" DROP CONSTRAINT "plan_purchase_counts_key";
--> statement-breakpoint
ALTER TABLE "plan_purchase_counts" ADD CONSTRAINT "plan_purchase_counts_key" UNIQUE("plan_id","service_id","stripe");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION panel_purchases_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_counts AS x (organization_id, status, stripe, count)
  SELECT organization_id, status, stripe, sum(count)
  FROM (SELECT organization_id, status::text AS status, panel_stripe(id) AS stripe, 1 AS count FROM new_rows WHERE deleted_at IS NULL) d
  GROUP BY organization_id, status, stripe
  HAVING sum(count) <> 0
  ORDER BY organization_id, status, stripe
  ON CONFLICT ON CONSTRAINT purchase_counts_key DO UPDATE SET count = x.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION panel_purchases_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_counts AS x (organization_id, status, stripe, count)
  SELECT organization_id, status, stripe, sum(count)
  FROM (SELECT organization_id, status::text AS status, panel_stripe(id) AS stripe, 1 AS count FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT organization_id, status::text AS status, panel_stripe(id) AS stripe, -1 AS count FROM old_rows WHERE deleted_at IS NULL) d
  GROUP BY organization_id, status, stripe
  HAVING sum(count) <> 0
  ORDER BY organization_id, status, stripe
  ON CONFLICT ON CONSTRAINT purchase_counts_key DO UPDATE SET count = x.count + excluded.count;
  INSERT INTO service_days AS x (organization_id, day, service_id, stripe, amount)
  SELECT organization_id, day, service_id, stripe, sum(amount)
  FROM (SELECT c.organization_id, (c.created_at AT TIME ZONE 'Europe/Madrid')::date AS day, moved.service_id, panel_stripe(c.id) AS stripe,
      moved.sign * c.amount::bigint AS amount
    FROM (SELECT n.id, n.service_id, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.service_id IS DISTINCT FROM o.service_id
      UNION ALL
      SELECT o.id, o.service_id, -1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.service_id IS DISTINCT FROM o.service_id) moved
    JOIN charges c ON c.purchase_id = moved.id
    WHERE c.status IN ('succeeded', 'paid', 'refunded', 'disputed') AND moved.service_id IS NOT NULL) d
  GROUP BY organization_id, day, service_id, stripe
  HAVING sum(amount) <> 0
  ORDER BY organization_id, day, service_id, stripe
  ON CONFLICT ON CONSTRAINT service_days_key DO UPDATE SET amount = x.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An insert, not an update of the row that is there: the purchase's stripe may have no row (counted in stripe 0).
CREATE OR REPLACE FUNCTION panel_purchases_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_counts AS x (organization_id, status, stripe, count)
  SELECT organization_id, status, stripe, -count(*)::integer
  FROM (SELECT organization_id, status::text AS status, panel_stripe(id) AS stripe FROM old_rows WHERE deleted_at IS NULL) d
  GROUP BY organization_id, status, stripe
  ORDER BY organization_id, status, stripe
  ON CONFLICT ON CONSTRAINT purchase_counts_key DO UPDATE SET count = x.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plan_purchase_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plan_purchase_counts AS x (plan_id, service_id, stripe, count)
  SELECT plan_id, service_id, panel_stripe(id), count(*)::integer
  FROM new_rows WHERE deleted_at IS NULL
  GROUP BY plan_id, service_id, 3
  ORDER BY plan_id, service_id, 3
  ON CONFLICT ON CONSTRAINT plan_purchase_counts_key DO UPDATE SET count = x.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plan_purchase_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plan_purchase_counts AS x (plan_id, service_id, stripe, count)
  SELECT plan_id, service_id, stripe, sum(count)::integer
  FROM (SELECT plan_id, service_id, panel_stripe(id) AS stripe, 1 AS count FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT plan_id, service_id, panel_stripe(id) AS stripe, -1 AS count FROM old_rows WHERE deleted_at IS NULL) d
  GROUP BY plan_id, service_id, stripe
  HAVING sum(count) <> 0
  ORDER BY plan_id, service_id, stripe
  ON CONFLICT ON CONSTRAINT plan_purchase_counts_key DO UPDATE SET count = x.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plan_purchase_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plan_purchase_counts AS x (plan_id, service_id, stripe, count)
  SELECT plan_id, service_id, panel_stripe(id), -count(*)::integer
  FROM old_rows WHERE deleted_at IS NULL
  GROUP BY plan_id, service_id, 3
  ORDER BY plan_id, service_id, 3
  ON CONFLICT ON CONSTRAINT plan_purchase_counts_key DO UPDATE SET count = x.count + excluded.count;
  RETURN NULL;
END $$;
