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
-- PL/pgSQL, not SQL: a SQL function that is not inlined is planned again at every call (0.6 ms a trigger, measured
-- warm); PL/pgSQL keeps its plans for the session.
CREATE FUNCTION purchase_abandoned_after(purchase uuid, purchase_status text) RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
DECLARE
  earliest timestamptz;
  latest timestamptz;
BEGIN
  IF purchase_status NOT IN ('pending', 'failed') THEN RETURN NULL; END IF;
  SELECT min(charge_abandoned_after(c.status, c.failure_code, c.created_at)),
    coalesce(max(charge_abandoned_after(c.status, c.failure_code, c.created_at)) FILTER (WHERE c.status <> 'failed' OR purchase_status = 'failed'), 'epoch'::timestamptz)
  INTO earliest, latest
  FROM charges c WHERE c.purchase_id = purchase;
  IF earliest IS NULL OR greatest(earliest, latest) = 'infinity'::timestamptz THEN RETURN NULL; END IF;
  RETURN greatest(earliest, latest);
END $$;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "abandoned_after" timestamp with time zone;
--> statement-breakpoint
-- The instants of these purchases, written where they changed. Only a pending or failed purchase (or one that was and
-- still holds an instant) is looked at, so the charges of a paid or active purchase (refunds, disputes, renewals)
-- never touch it; the ones a charge moves are checkouts in flight, which lock their purchase before their charges
-- (decision 1176). Locked first and read in a statement of its own: under READ COMMITTED the read then sees every
-- charge committed by whoever held the purchase before. An update of no row still fires the purchases' statement
-- triggers (the panel's, 0.1-0.3 ms), so nothing is updated when nothing moved.
CREATE FUNCTION purchases_abandoned_after_of(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moved uuid[];
  moments timestamptz[];
BEGIN
  PERFORM 1 FROM purchases WHERE id = ANY (ids) AND (status IN ('pending', 'failed') OR abandoned_after IS NOT NULL) ORDER BY id FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT array_agg(id), array_agg(at) INTO moved, moments
  FROM (SELECT id, abandoned_after, purchase_abandoned_after(id, status) AS at FROM purchases
    WHERE id = ANY (ids) AND (status IN ('pending', 'failed') OR abandoned_after IS NOT NULL)) kept
  WHERE kept.abandoned_after IS DISTINCT FROM kept.at;
  IF moved IS NULL THEN RETURN; END IF;
  UPDATE purchases p SET abandoned_after = m.at FROM unnest(moved, moments) AS m(id, at) WHERE p.id = m.id;
END $$;
--> statement-breakpoint
-- Statement triggers where one statement may write many charges (the seed, a bulk load, a cascade), a row trigger
-- on the update, whose WHEN is tested without a call: most updates of a charge change none of the four columns.
CREATE FUNCTION abandoned_after_charges_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM purchases_abandoned_after_of(ARRAY(SELECT DISTINCT purchase_id FROM new_rows WHERE purchase_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION abandoned_after_charge_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM purchases_abandoned_after_of(ARRAY[NEW.purchase_id, OLD.purchase_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION abandoned_after_charges_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM purchases_abandoned_after_of(ARRAY(SELECT DISTINCT purchase_id FROM old_rows WHERE purchase_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER abandoned_after_charges_insert AFTER INSERT ON charges REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION abandoned_after_charges_inserted();
--> statement-breakpoint
CREATE TRIGGER abandoned_after_charge_update AFTER UPDATE OF status, failure_code, created_at, purchase_id ON charges FOR EACH ROW
  WHEN ((OLD.status, OLD.failure_code, OLD.created_at, OLD.purchase_id) IS DISTINCT FROM (NEW.status, NEW.failure_code, NEW.created_at, NEW.purchase_id))
  EXECUTE FUNCTION abandoned_after_charge_moved();
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
-- The planner knows the new column at once (without it, until autovacuum, it sorted a scan of the table instead); not
-- on an empty table, whose figures would then say "empty" until autovacuum looks again: a bulk load right after (the
-- benchmark's seed) had its triggers join 25,000 purchases as if there were none, 1 s a statement instead of 0.3 s.
DO $$ BEGIN IF EXISTS (SELECT 1 FROM purchases) THEN ANALYZE purchases; END IF; END $$;
