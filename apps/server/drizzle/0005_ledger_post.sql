-- Issue 8, item 6: the books are append-only. Entries and postings are written once and never
-- changed or removed; a correction is a new entry. As "operator_audit" (0004), triggers refuse the rest.
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: post a correcting entry instead', TG_TABLE_NAME
    USING ERRCODE = 'HL004';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
--> statement-breakpoint
-- Issue 8, item 15: a whole ledger post in one call (one round trip instead of seven statements).
--   1. Claims the idempotency key; a used key answers the first post's postings (replayed), or
--      HL002 when it was used for another request (another request hash).
--   2. Checks every line against its account (exists, same site, same currency, non-zero) and
--      that the lines balance per currency (HL003: a programming error, never a member's).
--   3. Moves member balances in ascending account id order (so concurrent posts cannot deadlock)
--      with a conditional UPDATE that is also the lock: no row is read FOR UPDATE first. A debit
--      the balance does not cover matches no row: HL001, insufficient balance. House accounts keep
--      no balance (their balance is the sum of their postings) and are never locked.
--   4. Inserts the postings in line order with each member line's running balance after it.
-- Errors abort the caller's transaction, so nothing of a refused post stays.
CREATE FUNCTION "ledger_post"(
  "p_site_code" text,
  "p_kind" text,
  "p_idempotency_key" text,
  "p_request_hash" text,
  "p_memo" text,
  "p_reference" text,
  "p_created_at" timestamptz,
  "p_account_ids" bigint[],
  "p_currencies" text[],
  "p_amounts" bigint[]
) RETURNS TABLE (
  "posted_entry_id" bigint,
  "was_replayed" boolean,
  "posted_account_id" bigint,
  "posted_amount" bigint,
  "posted_balance_after" bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_lines integer := coalesce(cardinality(p_account_ids), 0);
  v_entry bigint;
  v_hash text;
  v_ids bigint[] := '{}';
  v_starts bigint[] := '{}';
  v_account bigint;
  v_change bigint;
  v_after bigint;
BEGIN
  IF v_lines < 2 OR v_lines > 16
     OR coalesce(cardinality(p_currencies), 0) <> v_lines
     OR coalesce(cardinality(p_amounts), 0) <> v_lines THEN
    RAISE EXCEPTION 'a ledger entry needs 2..16 lines of equal-length arrays, got %', v_lines
      USING ERRCODE = 'HL003';
  END IF;

  INSERT INTO ledger_entries AS e (site_code, kind, idempotency_key, request_hash, memo, reference, created_at)
  VALUES (p_site_code, p_kind, p_idempotency_key, p_request_hash, coalesce(p_memo, ''), p_reference,
          coalesce(p_created_at, now()))
  ON CONFLICT (site_code, idempotency_key) DO NOTHING
  RETURNING e.id INTO v_entry;

  IF v_entry IS NULL THEN
    SELECT e.id, e.request_hash INTO v_entry, v_hash
      FROM ledger_entries e
     WHERE e.site_code = p_site_code AND e.idempotency_key = p_idempotency_key;
    IF v_entry IS NULL OR v_hash <> p_request_hash THEN
      RAISE EXCEPTION 'idempotency key % was used for another request', p_idempotency_key
        USING ERRCODE = 'HL002';
    END IF;
    RETURN QUERY
      SELECT p.entry_id, true, p.account_id, p.amount, p.balance_after
        FROM ledger_postings p
       WHERE p.entry_id = v_entry
       ORDER BY p.id;
    RETURN;
  END IF;

  IF EXISTS (
    SELECT 1
      FROM unnest(p_account_ids, p_currencies, p_amounts) AS l(line_account, line_currency, line_amount)
      LEFT JOIN ledger_accounts a ON a.id = l.line_account
     WHERE a.id IS NULL OR a.site_code <> p_site_code OR a.currency <> l.line_currency
        OR l.line_amount IS NULL OR l.line_amount = 0
  ) THEN
    RAISE EXCEPTION 'a ledger line does not match its account' USING ERRCODE = 'HL003';
  END IF;
  IF EXISTS (
    SELECT 1
      FROM unnest(p_currencies, p_amounts) AS l(line_currency, line_amount)
     GROUP BY l.line_currency
    HAVING sum(l.line_amount) <> 0
  ) THEN
    RAISE EXCEPTION 'a ledger entry does not balance' USING ERRCODE = 'HL003';
  END IF;

  FOR v_account, v_change IN
    SELECT l.line_account, sum(l.line_amount)::bigint
      FROM unnest(p_account_ids, p_amounts) AS l(line_account, line_amount)
      JOIN ledger_accounts a ON a.id = l.line_account
     WHERE a.member_id IS NOT NULL
     GROUP BY l.line_account
     ORDER BY l.line_account
  LOOP
    UPDATE ledger_accounts a
       SET balance = a.balance + v_change
     WHERE a.id = v_account AND a.balance + v_change >= 0
    RETURNING a.balance INTO v_after;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient balance in ledger account %', v_account USING ERRCODE = 'HL001';
    END IF;
    v_ids := v_ids || v_account;
    v_starts := v_starts || (v_after - v_change);
  END LOOP;

  RETURN QUERY
    WITH inserted AS (
      INSERT INTO ledger_postings AS p (entry_id, account_id, currency, amount, balance_after)
      SELECT v_entry, l.line_account, l.line_currency, l.line_amount,
             (m.start_balance + sum(l.line_amount) OVER (PARTITION BY l.line_account ORDER BY l.line_no))::bigint
        FROM unnest(p_account_ids, p_currencies, p_amounts)
             WITH ORDINALITY AS l(line_account, line_currency, line_amount, line_no)
        LEFT JOIN unnest(v_ids, v_starts) AS m(member_account, start_balance)
               ON m.member_account = l.line_account
       ORDER BY l.line_no
      RETURNING p.id, p.entry_id, p.account_id, p.amount, p.balance_after
    )
    SELECT i.entry_id, false, i.account_id, i.amount, i.balance_after FROM inserted i ORDER BY i.id;
END;
$$;
