CREATE TABLE "plan_purchase_counts" (
	"plan_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_purchase_counts_key" UNIQUE("plan_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "plan_purchase_counts" ADD CONSTRAINT "plan_purchase_counts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_purchase_counts" ADD CONSTRAINT "plan_purchase_counts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_purchase_counts_service_idx" ON "plan_purchase_counts" USING btree ("service_id");--> statement-breakpoint
-- Every statement that writes purchases keeps the counts (decision 0107): a live purchase counts for its plan and
-- service, one deleted or soft-deleted no longer does. Rows are upserted in key order, so two statements never
-- wait on each other's rows in opposite orders.
CREATE FUNCTION plan_purchase_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plan_purchase_counts AS x (plan_id, service_id, count)
  SELECT plan_id, service_id, count(*)::integer
  FROM new_rows WHERE deleted_at IS NULL
  GROUP BY plan_id, service_id
  ORDER BY plan_id, service_id
  ON CONFLICT ON CONSTRAINT plan_purchase_counts_key DO UPDATE SET count = x.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION plan_purchase_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plan_purchase_counts AS x (plan_id, service_id, count)
  SELECT plan_id, service_id, sum(count)::integer
  FROM (SELECT plan_id, service_id, 1 AS count FROM new_rows WHERE deleted_at IS NULL
    UNION ALL
    SELECT plan_id, service_id, -1 AS count FROM old_rows WHERE deleted_at IS NULL) d
  GROUP BY plan_id, service_id
  HAVING sum(count) <> 0
  ORDER BY plan_id, service_id
  ON CONFLICT ON CONSTRAINT plan_purchase_counts_key DO UPDATE SET count = x.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION plan_purchase_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plan_purchase_counts AS x (plan_id, service_id, count)
  SELECT plan_id, service_id, -count(*)::integer
  FROM old_rows WHERE deleted_at IS NULL
  GROUP BY plan_id, service_id
  ORDER BY plan_id, service_id
  ON CONFLICT ON CONSTRAINT plan_purchase_counts_key DO UPDATE SET count = x.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER plan_purchase_counts_insert AFTER INSERT ON purchases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION plan_purchase_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER plan_purchase_counts_update AFTER UPDATE ON purchases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION plan_purchase_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER plan_purchase_counts_delete AFTER DELETE ON purchases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION plan_purchase_counts_after_delete();
--> statement-breakpoint
-- What was written before this migration.
INSERT INTO plan_purchase_counts (plan_id, service_id, count)
  SELECT plan_id, service_id, count(*)::integer FROM purchases WHERE deleted_at IS NULL GROUP BY plan_id, service_id;
