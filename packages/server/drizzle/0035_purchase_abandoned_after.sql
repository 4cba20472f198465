-- Decision 1179. A purchases page tested each pending or failed purchase it walked for abandoned attempts with two
-- probes of the charges' purchase index (livePurchase): page 2,000 of 25,000 purchases read 18,000 buffers, 95 % of
-- them in the probes. Whether a purchase is an abandoned attempt depends on `now` only through its charges' dates,
-- so it is kept on the purchase as an instant: `abandoned_after`, the moment after which the purchase leaves the
-- lists (null: never, as its charges stand). A charge is abandoned after `charge_abandoned_after`: a pending one 24
-- hours after it was made (ABANDONED_ATTEMPT_HOURS), a failed one the buyer never attempted always (the epoch), any
-- other never (infinity). A pending or failed purchase is abandoned when one of its charges is and every charge that
-- counts is (one not failed; for a failed purchase, every one): after the latest of the earliest charge's instant
-- and every counting charge's. The list then tests `abandoned_after is null or abandoned_after >= now` in its index.
CREATE FUNCTION charge_abandoned_after(status text, failure_code text, created_at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN status = 'pending' THEN created_at + interval '24 hours'
    WHEN status = 'failed' AND failure_code IN ('abandoned', 'not_started') THEN 'epoch'::timestamptz
    ELSE 'infinity'::timestamptz
  END
$$;
--> statement-breakpoint
CREATE FUNCTION purchase_abandoned_after(purchase uuid, purchase_status text) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN earliest IS NULL OR greatest(earliest, latest) = 'infinity'::timestamptz THEN NULL ELSE greatest(earliest, latest) END
  FROM (
    SELECT min(charge_abandoned_after(c.status, c.failure_code, c.created_at)) AS earliest,
      coalesce(max(charge_abandoned_after(c.status, c.failure_code, c.created_at)) FILTER (WHERE c.status <> 'failed' OR purchase_status = 'failed'), 'epoch'::timestamptz) AS latest
    FROM charges c
    WHERE c.purchase_id = purchase AND purchase_status IN ('pending', 'failed')
  ) kept
$$;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "abandoned_after" timestamp with time zone;
--> statement-breakpoint
-- Only a change writes the purchase, so the charges of a paid or active purchase (refunds, disputes, renewals) never
-- touch it: the purchases a charge moves are pending or failed ones, which their checkout has locked earliest.
CREATE FUNCTION purchases_abandoned_after_of(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE purchases p SET abandoned_after = kept.at
  FROM (SELECT id, purchase_abandoned_after(id, status) AS at FROM purchases WHERE id = ANY (ids)) kept
  WHERE p.id = kept.id AND p.abandoned_after IS DISTINCT FROM kept.at
$$;
--> statement-breakpoint
CREATE FUNCTION abandoned_after_charges_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM purchases_abandoned_after_of(ARRAY(SELECT DISTINCT purchase_id FROM new_rows WHERE purchase_id IS NOT NULL ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION abandoned_after_charges_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM purchases_abandoned_after_of(ARRAY(
    SELECT DISTINCT purchase FROM new_rows n JOIN old_rows o ON o.id = n.id,
      LATERAL (VALUES (n.purchase_id), (o.purchase_id)) moved(purchase)
    WHERE purchase IS NOT NULL
      AND (n.status, n.failure_code, n.created_at, n.purchase_id) IS DISTINCT FROM (o.status, o.failure_code, o.created_at, o.purchase_id)
    ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION abandoned_after_charges_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM purchases_abandoned_after_of(ARRAY(SELECT DISTINCT purchase_id FROM old_rows WHERE purchase_id IS NOT NULL ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER abandoned_after_charges_insert AFTER INSERT ON charges REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION abandoned_after_charges_inserted();
--> statement-breakpoint
CREATE TRIGGER abandoned_after_charges_update AFTER UPDATE ON charges REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION abandoned_after_charges_updated();
--> statement-breakpoint
CREATE TRIGGER abandoned_after_charges_delete AFTER DELETE ON charges REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION abandoned_after_charges_deleted();
--> statement-breakpoint
-- A purchase's status decides which charges count.
CREATE FUNCTION abandoned_after_purchase_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.abandoned_after := purchase_abandoned_after(NEW.id, NEW.status);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER abandoned_after_purchase_status BEFORE UPDATE OF status ON purchases
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION abandoned_after_purchase_status();
--> statement-breakpoint
UPDATE purchases SET abandoned_after = purchase_abandoned_after(id, status) WHERE status IN ('pending', 'failed');
--> statement-breakpoint
-- The date walk reads the kept instant in the index, and the id is a key after the date (no sort of ties).
DROP INDEX "purchases_org_created_idx";
--> statement-breakpoint
CREATE INDEX "purchases_org_created_idx" ON "purchases" USING btree ("organization_id","created_at","id") INCLUDE ("status","payment_method","customer_id","deleted_at","abandoned_after");
--> statement-breakpoint
-- The planner knows the new column at once (without it, until autovacuum, it sorted a scan of the table instead).
ANALYZE "purchases";
