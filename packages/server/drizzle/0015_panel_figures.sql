CREATE TABLE "charge_hours" (
	"organization_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"brute" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"success" integer DEFAULT 0 NOT NULL,
	"refund" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "charge_hours_key" UNIQUE("organization_id","hour")
);
--> statement-breakpoint
CREATE TABLE "purchase_counts" (
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_counts_key" UNIQUE("organization_id","status")
);
--> statement-breakpoint
CREATE TABLE "service_days" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"service_id" uuid NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "service_days_key" UNIQUE("organization_id","day","service_id")
);
--> statement-breakpoint
ALTER TABLE "charge_hours" ADD CONSTRAINT "charge_hours_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_counts" ADD CONSTRAINT "purchase_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_days" ADD CONSTRAINT "service_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_days" ADD CONSTRAINT "service_days_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The panel's figures follow every statement on charges and purchases (decision 0290): it adds what its new rows bring
-- and takes away what its old rows brought, grouped by key and in key order (so concurrent statements lock the rows
-- in one order); a delete only subtracts
-- from the rows there (an organization or service being deleted has already lost its rows to the cascade). Collected are panel-rules.ts's
-- COLLECTED_STATUSES, a success is succeeded or paid, and the subscription card counts purchases not deleted.
CREATE FUNCTION panel_charges_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO charge_hours AS x (organization_id, hour, brute, net, success, refund, failed, charges)
  SELECT organization_id, hour, sum(brute), sum(net), sum(success), sum(refund), sum(failed), sum(charges)
  FROM (SELECT c.organization_id, date_trunc('hour', c.created_at, 'UTC') AS hour,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN c.amount ELSE 0 END)::bigint AS brute,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN coalesce(c.amount_net, 0) ELSE 0 END)::bigint AS net,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid') THEN 1 ELSE 0 END) AS success,
      1 * (CASE WHEN c.status = 'refunded' OR c.refunded THEN 1 ELSE 0 END) AS refund,
      1 * (CASE WHEN c.status = 'failed' THEN 1 ELSE 0 END) AS failed,
      1 AS charges
    FROM new_rows c) d
  GROUP BY organization_id, hour
  HAVING sum(brute) <> 0 OR sum(net) <> 0 OR sum(success) <> 0 OR sum(refund) <> 0 OR sum(failed) <> 0 OR sum(charges) <> 0
  ORDER BY organization_id, hour
  ON CONFLICT ON CONSTRAINT charge_hours_key DO UPDATE SET brute = x.brute + excluded.brute, net = x.net + excluded.net, success = x.success + excluded.success, refund = x.refund + excluded.refund, failed = x.failed + excluded.failed, charges = x.charges + excluded.charges;
  INSERT INTO service_days AS x (organization_id, day, service_id, amount)
  SELECT organization_id, day, service_id, sum(amount)
  FROM (SELECT c.organization_id, (c.created_at AT TIME ZONE 'Europe/Madrid')::date AS day, p.service_id,
      1 * c.amount::bigint AS amount
    FROM new_rows c JOIN purchases p ON p.id = c.purchase_id
    WHERE c.status IN ('succeeded', 'paid', 'refunded', 'disputed') AND p.service_id IS NOT NULL) d
  GROUP BY organization_id, day, service_id
  HAVING sum(amount) <> 0
  ORDER BY organization_id, day, service_id
  ON CONFLICT ON CONSTRAINT service_days_key DO UPDATE SET amount = x.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION panel_purchases_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO purchase_counts AS x (organization_id, status, count)
  SELECT organization_id, status, sum(count)
  FROM (SELECT organization_id, status::text AS status, 1 AS count FROM new_rows WHERE deleted_at IS NULL) d
  GROUP BY organization_id, status
  HAVING sum(count) <> 0
  ORDER BY organization_id, status
  ON CONFLICT ON CONSTRAINT purchase_counts_key DO UPDATE SET count = x.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION panel_charges_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO charge_hours AS x (organization_id, hour, brute, net, success, refund, failed, charges)
  SELECT organization_id, hour, sum(brute), sum(net), sum(success), sum(refund), sum(failed), sum(charges)
  FROM (SELECT c.organization_id, date_trunc('hour', c.created_at, 'UTC') AS hour,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN c.amount ELSE 0 END)::bigint AS brute,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN coalesce(c.amount_net, 0) ELSE 0 END)::bigint AS net,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid') THEN 1 ELSE 0 END) AS success,
      1 * (CASE WHEN c.status = 'refunded' OR c.refunded THEN 1 ELSE 0 END) AS refund,
      1 * (CASE WHEN c.status = 'failed' THEN 1 ELSE 0 END) AS failed,
      1 AS charges
    FROM new_rows c
    UNION ALL
    SELECT c.organization_id, date_trunc('hour', c.created_at, 'UTC') AS hour,
      -1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN c.amount ELSE 0 END)::bigint AS brute,
      -1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN coalesce(c.amount_net, 0) ELSE 0 END)::bigint AS net,
      -1 * (CASE WHEN c.status IN ('succeeded', 'paid') THEN 1 ELSE 0 END) AS success,
      -1 * (CASE WHEN c.status = 'refunded' OR c.refunded THEN 1 ELSE 0 END) AS refund,
      -1 * (CASE WHEN c.status = 'failed' THEN 1 ELSE 0 END) AS failed,
      -1 AS charges
    FROM old_rows c) d
  GROUP BY organization_id, hour
  HAVING sum(brute) <> 0 OR sum(net) <> 0 OR sum(success) <> 0 OR sum(refund) <> 0 OR sum(failed) <> 0 OR sum(charges) <> 0
  ORDER BY organization_id, hour
  ON CONFLICT ON CONSTRAINT charge_hours_key DO UPDATE SET brute = x.brute + excluded.brute, net = x.net + excluded.net, success = x.success + excluded.success, refund = x.refund + excluded.refund, failed = x.failed + excluded.failed, charges = x.charges + excluded.charges;
  INSERT INTO service_days AS x (organization_id, day, service_id, amount)
  SELECT organization_id, day, service_id, sum(amount)
  FROM (SELECT c.organization_id, (c.created_at AT TIME ZONE 'Europe/Madrid')::date AS day, p.service_id,
      1 * c.amount::bigint AS amount
    FROM new_rows c JOIN purchases p ON p.id = c.purchase_id
    WHERE c.status IN ('succeeded', 'paid', 'refunded', 'disputed') AND p.service_id IS NOT NULL
    UNION ALL
    SELECT c.organization_id, (c.created_at AT TIME ZONE 'Europe/Madrid')::date AS day, p.service_id,
      -1 * c.amount::bigint AS amount
    FROM old_rows c JOIN purchases p ON p.id = c.purchase_id
    WHERE c.status IN ('succeeded', 'paid', 'refunded', 'disputed') AND p.service_id IS NOT NULL) d
  GROUP BY organization_id, day, service_id
  HAVING sum(amount) <> 0
  ORDER BY organization_id, day, service_id
  ON CONFLICT ON CONSTRAINT service_days_key DO UPDATE SET amount = x.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION panel_purchases_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION panel_charges_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
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
  WHERE x.organization_id = d.organization_id AND x.hour = d.hour;
  UPDATE service_days x SET amount = x.amount + d.amount
  FROM (SELECT organization_id, day, service_id, sum(amount) AS amount FROM (SELECT c.organization_id, (c.created_at AT TIME ZONE 'Europe/Madrid')::date AS day, p.service_id,
      -1 * c.amount::bigint AS amount
    FROM old_rows c JOIN purchases p ON p.id = c.purchase_id
    WHERE c.status IN ('succeeded', 'paid', 'refunded', 'disputed') AND p.service_id IS NOT NULL) o GROUP BY organization_id, day, service_id) d
  WHERE x.organization_id = d.organization_id AND x.day = d.day AND x.service_id = d.service_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION panel_purchases_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE purchase_counts x SET count = x.count + d.count
  FROM (SELECT organization_id, status, sum(count) AS count FROM (SELECT organization_id, status::text AS status, -1 AS count FROM old_rows WHERE deleted_at IS NULL) o GROUP BY organization_id, status) d
  WHERE x.organization_id = d.organization_id AND x.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER panel_charges_insert AFTER INSERT ON charges REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_charges_after_insert();
--> statement-breakpoint
CREATE TRIGGER panel_purchases_insert AFTER INSERT ON purchases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_purchases_after_insert();
--> statement-breakpoint
CREATE TRIGGER panel_charges_update AFTER UPDATE ON charges REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_charges_after_update();
--> statement-breakpoint
CREATE TRIGGER panel_purchases_update AFTER UPDATE ON purchases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_purchases_after_update();
--> statement-breakpoint
CREATE TRIGGER panel_charges_delete AFTER DELETE ON charges REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_charges_after_delete();
--> statement-breakpoint
CREATE TRIGGER panel_purchases_delete AFTER DELETE ON purchases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_purchases_after_delete();
--> statement-breakpoint
-- What was written before this migration.
INSERT INTO charge_hours AS x (organization_id, hour, brute, net, success, refund, failed, charges)
  SELECT organization_id, hour, sum(brute), sum(net), sum(success), sum(refund), sum(failed), sum(charges)
  FROM (SELECT c.organization_id, date_trunc('hour', c.created_at, 'UTC') AS hour,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN c.amount ELSE 0 END)::bigint AS brute,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid', 'refunded', 'disputed') THEN coalesce(c.amount_net, 0) ELSE 0 END)::bigint AS net,
      1 * (CASE WHEN c.status IN ('succeeded', 'paid') THEN 1 ELSE 0 END) AS success,
      1 * (CASE WHEN c.status = 'refunded' OR c.refunded THEN 1 ELSE 0 END) AS refund,
      1 * (CASE WHEN c.status = 'failed' THEN 1 ELSE 0 END) AS failed,
      1 AS charges
    FROM charges c) d
  GROUP BY organization_id, hour
  HAVING sum(brute) <> 0 OR sum(net) <> 0 OR sum(success) <> 0 OR sum(refund) <> 0 OR sum(failed) <> 0 OR sum(charges) <> 0
  ORDER BY organization_id, hour
  ON CONFLICT ON CONSTRAINT charge_hours_key DO UPDATE SET brute = x.brute + excluded.brute, net = x.net + excluded.net, success = x.success + excluded.success, refund = x.refund + excluded.refund, failed = x.failed + excluded.failed, charges = x.charges + excluded.charges;
--> statement-breakpoint
INSERT INTO service_days AS x (organization_id, day, service_id, amount)
  SELECT organization_id, day, service_id, sum(amount)
  FROM (SELECT c.organization_id, (c.created_at AT TIME ZONE 'Europe/Madrid')::date AS day, p.service_id,
      1 * c.amount::bigint AS amount
    FROM charges c JOIN purchases p ON p.id = c.purchase_id
    WHERE c.status IN ('succeeded', 'paid', 'refunded', 'disputed') AND p.service_id IS NOT NULL) d
  GROUP BY organization_id, day, service_id
  HAVING sum(amount) <> 0
  ORDER BY organization_id, day, service_id
  ON CONFLICT ON CONSTRAINT service_days_key DO UPDATE SET amount = x.amount + excluded.amount;
--> statement-breakpoint
INSERT INTO purchase_counts AS x (organization_id, status, count)
  SELECT organization_id, status, sum(count)
  FROM (SELECT organization_id, status::text AS status, 1 AS count FROM purchases WHERE deleted_at IS NULL) d
  GROUP BY organization_id, status
  HAVING sum(count) <> 0
  ORDER BY organization_id, status
  ON CONFLICT ON CONSTRAINT purchase_counts_key DO UPDATE SET count = x.count + excluded.count;
