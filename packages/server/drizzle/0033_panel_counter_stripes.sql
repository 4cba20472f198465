-- Decision 1168. The panel's kept figures spread over 16 stripes per key: every checkout of a merchant used to update
-- the one charge_hours row of its hour and the one service_days row of its day and service, so all of them queued
-- on those rows (a transactionid lock held to the commit, decision 1166). A charge's counts now land on the stripe
-- its id hashes to (panel_stripe), still in the statement's transaction, so the panel stays exact and sums the
-- stripes; two charges of one merchant and hour meet on a row one time in 16. The rows already kept move to stripe 0.
CREATE FUNCTION panel_stripe(id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (uuid_hash(id) & 15)::smallint
$$;
--> statement-breakpoint
ALTER TABLE "charge_hours" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "charge_hours" ALTER COLUMN "stripe" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "charge_hours" DROP CONSTRAINT "charge_hours_key";
--> statement-breakpoint
ALTER TABLE "charge_hours" ADD CONSTRAINT "charge_hours_key" UNIQUE("organization_id","hour","stripe");
--> statement-breakpoint
ALTER TABLE "service_days" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "service_days" ALTER COLUMN "stripe" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "service_days" DROP CONSTRAINT "service_days_key";
--> statement-breakpoint
ALTER TABLE "service_days" ADD CONSTRAINT "service_days_key" UNIQUE("organization_id","day","service_id","stripe");
--> statement-breakpoint
-- Migration 0015's triggers with the stripe in each key (and in the order rows are locked).
CREATE OR REPLACE FUNCTION panel_charges_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO charge_hours AS x (organization_id, hour, stripe, brute, net, success, refund, failed, charges)
  SELECT organization_id, hour, stripe, sum(brute), sum(net), sum(success), sum(refund), sum(failed), sum(charges)
  FROM (SELECT c.organization_id, date_trunc('hour', c.created_at, 'UTC') AS hour, panel_stripe(c.id) AS stripe,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN c.amount ELSE 0 END)::bigint AS brute,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN coalesce(c.amount_net, 0) ELSE 0 END)::bigint AS net,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid') THEN 1 ELSE 0 END) AS success,
      1 * (CASE WHEN c.status = 'refunded' OR c.refunded THEN 1 ELSE 0 END) AS refund,
      1 * (CASE WHEN c.status = 'failed' THEN 1 ELSE 0 END) AS failed,
      1 AS charges
    FROM new_rows c) d
  GROUP BY organization_id, hour, stripe
  HAVING sum(brute) <> 0 OR sum(net) <> 0 OR sum(success) <> 0 OR sum(refund) <> 0 OR sum(failed) <> 0 OR sum(charges) <> 0
  ORDER BY organization_id, hour, stripe
  ON CONFLICT ON CONSTRAINT charge_hours_key DO UPDATE SET brute = x.brute + excluded.brute, net = x.net + excluded.net, success = x.success + excluded.success, refund = x.refund + excluded.refund, failed = x.failed + excluded.failed, charges = x.charges + excluded.charges;
  INSERT INTO service_days AS x (organization_id, day, service_id, stripe, amount)
  SELECT organization_id, day, service_id, stripe, sum(amount)
  FROM (SELECT c.organization_id, (c.created_at AT TIME ZONE 'Europe/Madrid')::date AS day, p.service_id, panel_stripe(c.id) AS stripe,
      1 * c.amount::bigint AS amount
    FROM new_rows c JOIN purchases p ON p.id = c.purchase_id
    WHERE c.status IN ('succeeded', 'paid', 'refunded', 'disputed') AND p.service_id IS NOT NULL) d
  GROUP BY organization_id, day, service_id, stripe
  HAVING sum(amount) <> 0
  ORDER BY organization_id, day, service_id, stripe
  ON CONFLICT ON CONSTRAINT service_days_key DO UPDATE SET amount = x.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION panel_charges_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO charge_hours AS x (organization_id, hour, stripe, brute, net, success, refund, failed, charges)
  SELECT organization_id, hour, stripe, sum(brute), sum(net), sum(success), sum(refund), sum(failed), sum(charges)
  FROM (SELECT c.organization_id, date_trunc('hour', c.created_at, 'UTC') AS hour, panel_stripe(c.id) AS stripe,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN c.amount ELSE 0 END)::bigint AS brute,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN coalesce(c.amount_net, 0) ELSE 0 END)::bigint AS net,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid') THEN 1 ELSE 0 END) AS success,
      1 * (CASE WHEN c.status = 'refunded' OR c.refunded THEN 1 ELSE 0 END) AS refund,
      1 * (CASE WHEN c.status = 'failed' THEN 1 ELSE 0 END) AS failed,
      1 AS charges
    FROM new_rows c
    UNION ALL
    SELECT c.organization_id, date_trunc('hour', c.created_at, 'UTC') AS hour, panel_stripe(c.id) AS stripe,
      -1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN c.amount ELSE 0 END)::bigint AS brute,
      -1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN coalesce(c.amount_net, 0) ELSE 0 END)::bigint AS net,
      -1 * (CASE WHEN c.status IN ('succeeded', 'paid') THEN 1 ELSE 0 END) AS success,
      -1 * (CASE WHEN c.status = 'refunded' OR c.refunded THEN 1 ELSE 0 END) AS refund,
      -1 * (CASE WHEN c.status = 'failed' THEN 1 ELSE 0 END) AS failed,
      -1 AS charges
    FROM old_rows c) d
  GROUP BY organization_id, hour, stripe
  HAVING sum(brute) <> 0 OR sum(net) <> 0 OR sum(success) <> 0 OR sum(refund) <> 0 OR sum(failed) <> 0 OR sum(charges) <> 0
  ORDER BY organization_id, hour, stripe
  ON CONFLICT ON CONSTRAINT charge_hours_key DO UPDATE SET brute = x.brute + excluded.brute, net = x.net + excluded.net, success = x.success + excluded.success, refund = x.refund + excluded.refund, failed = x.failed + excluded.failed, charges = x.charges + excluded.charges;
  INSERT INTO service_days AS x (organization_id, day, service_id, stripe, amount)
  SELECT organization_id, day, service_id, stripe, sum(amount)
  FROM (SELECT c.organization_id, (c.created_at AT TIME ZONE 'Europe/Madrid')::date AS day, p.service_id, panel_stripe(c.id) AS stripe,
      1 * c.amount::bigint AS amount
    FROM new_rows c JOIN purchases p ON p.id = c.purchase_id
    WHERE c.status IN ('succeeded', 'paid', 'refunded', 'disputed') AND p.service_id IS NOT NULL
    UNION ALL
    SELECT c.organization_id, (c.created_at AT TIME ZONE 'Europe/Madrid')::date AS day, p.service_id, panel_stripe(c.id) AS stripe,
      -1 * c.amount::bigint AS amount
    FROM old_rows c JOIN purchases p ON p.id = c.purchase_id
    WHERE c.status IN ('succeeded', 'paid', 'refunded', 'disputed') AND p.service_id IS NOT NULL) d
  GROUP BY organization_id, day, service_id, stripe
  HAVING sum(amount) <> 0
  ORDER BY organization_id, day, service_id, stripe
  ON CONFLICT ON CONSTRAINT service_days_key DO UPDATE SET amount = x.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A delete only updates rows there (an organization or service being deleted has lost its rows to the cascade). A
-- charge kept before this migration is counted on stripe 0, later changes to it on its own stripe, so its key's row
-- on its own stripe may not exist: what the deleted charges brought is taken from one row of each key that exists
-- (the lowest stripe), which leaves the sum over the stripes, all the panel reads, exact.
CREATE OR REPLACE FUNCTION panel_charges_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE charge_hours x SET brute = x.brute + d.brute, net = x.net + d.net, success = x.success + d.success, refund = x.refund + d.refund, failed = x.failed + d.failed, charges = x.charges + d.charges
  FROM (SELECT organization_id, hour, sum(brute) AS brute, sum(net) AS net, sum(success) AS success, sum(refund) AS refund, sum(failed) AS failed, sum(charges) AS charges FROM (SELECT c.organization_id, date_trunc('hour', c.created_at, 'UTC') AS hour,
      -1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN c.amount ELSE 0 END)::bigint AS brute,
      -1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN coalesce(c.amount_net, 0) ELSE 0 END)::bigint AS net,
      -1 * (CASE WHEN c.status IN ('succeeded', 'paid') THEN 1 ELSE 0 END) AS success,
      -1 * (CASE WHEN c.status = 'refunded' OR c.refunded THEN 1 ELSE 0 END) AS refund,
      -1 * (CASE WHEN c.status = 'failed' THEN 1 ELSE 0 END) AS failed,
      -1 AS charges
    FROM old_rows c) o GROUP BY organization_id, hour) d
  WHERE x.organization_id = d.organization_id AND x.hour = d.hour
    AND x.stripe = (SELECT min(y.stripe) FROM charge_hours y WHERE y.organization_id = d.organization_id AND y.hour = d.hour);
  UPDATE service_days x SET amount = x.amount + d.amount
  FROM (SELECT organization_id, day, service_id, sum(amount) AS amount FROM (SELECT c.organization_id, (c.created_at AT TIME ZONE 'Europe/Madrid')::date AS day, p.service_id,
      -1 * c.amount::bigint AS amount
    FROM old_rows c JOIN purchases p ON p.id = c.purchase_id
    WHERE c.status IN ('succeeded', 'paid', 'refunded', 'disputed') AND p.service_id IS NOT NULL) o GROUP BY organization_id, day, service_id) d
  WHERE x.organization_id = d.organization_id AND x.day = d.day AND x.service_id = d.service_id
    AND x.stripe = (SELECT min(y.stripe) FROM service_days y WHERE y.organization_id = d.organization_id AND y.day = d.day AND y.service_id = d.service_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Migration 0018's: a purchase moved to another service moves its charges' amounts on each charge's stripe.
CREATE OR REPLACE FUNCTION panel_purchases_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_counts AS x (organization_id, status, count)
  SELECT organization_id, status, sum(count)
  FROM (SELECT organization_id, status::text AS status, 1 AS count FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT organization_id, status::text AS status, -1 AS count FROM old_rows WHERE deleted_at IS NULL) d
  GROUP BY organization_id, status
  HAVING sum(count) <> 0
  ORDER BY organization_id, status
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
