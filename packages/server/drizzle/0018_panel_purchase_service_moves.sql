-- A purchase moved to a plan of another service takes its collected charges' amounts with it in the panel's
-- service days (decision 0290): the update of purchases kept only the subscription card's counts, so the days went
-- on crediting the old service while a recount credits the new one.
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
  INSERT INTO service_days AS x (organization_id, day, service_id, amount)
  SELECT organization_id, day, service_id, sum(amount)
  FROM (SELECT c.organization_id, (c.created_at AT TIME ZONE 'Europe/Madrid')::date AS day, moved.service_id,
      moved.sign * c.amount::bigint AS amount
    FROM (SELECT n.id, n.service_id, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.service_id IS DISTINCT FROM o.service_id
      UNION ALL
      SELECT o.id, o.service_id, -1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.service_id IS DISTINCT FROM o.service_id) moved
    JOIN charges c ON c.purchase_id = moved.id
    WHERE c.status IN ('succeeded', 'paid', 'refunded', 'disputed') AND moved.service_id IS NOT NULL) d
  GROUP BY organization_id, day, service_id
  HAVING sum(amount) <> 0
  ORDER BY organization_id, day, service_id
  ON CONFLICT ON CONSTRAINT service_days_key DO UPDATE SET amount = x.amount + excluded.amount;
  RETURN NULL;
END $$;
