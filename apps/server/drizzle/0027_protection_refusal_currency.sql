-- Issue 25: the limits are in the brand's center currency, but protection_refusal summed deposit
-- orders and postings whatever their currency: 100 USDT arrived on the chain (718 CNY at the mid
-- rate) counted as 100 against a CNY deposit limit. Amounts in USDT now count at the rate the
-- caller passes (p_usdt_rate: center-currency minor units per USDT, 10000 where the center is
-- USDT itself), the same mid rate the turnover of a USDT deposit uses (decision 0075). The caller
-- converts the asked amount (p_amount) itself.
DROP FUNCTION IF EXISTS "protection_refusal"(text, bigint, text, bigint, timestamptz);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "protection_refusal"(p_site text, p_member bigint, p_purpose text, p_amount bigint, p_at timestamptz, p_usdt_rate bigint)
RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  ex record;
  lim record;
  me record;
  since timestamptz;
  resets timestamptz;
  first_at timestamptz;
  used bigint;
BEGIN
  IF p_purpose NOT IN ('stake', 'seamless_debit', 'transfer_in', 'deposit', 'reward') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('protection:' || p_site || ':' || p_member, 0));
  SELECT phone, phone_area, email INTO me FROM members WHERE id = p_member;
  SELECT e.kind, e.ends_at, e.reopen_requested_at INTO ex FROM protection_exclusions e
   WHERE e.started_at <= greatest(p_at, clock_timestamp())
     AND ((e.site_code = p_site AND e.member_id = p_member)
       OR (e.all_brands AND ((me.phone <> '' AND e.phone = me.phone_area || me.phone)
                          OR (me.email <> '' AND lower(e.email) = lower(me.email)))))
     AND (CASE WHEN e.kind = 'timeout' THEN p_at < e.ends_at
          ELSE e.reopen_requested_at IS NULL OR p_at < e.reopen_requested_at + interval '24 hours' END)
   ORDER BY e.ends_at DESC LIMIT 1;
  IF FOUND THEN
    RETURN 'EXCLUDED|' || ex.kind || '|' || to_char(
      CASE WHEN ex.kind = 'timeout' OR ex.reopen_requested_at IS NULL THEN ex.ends_at
      ELSE ex.reopen_requested_at + interval '24 hours' END AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
  END IF;
  IF p_purpose NOT IN ('stake', 'seamless_debit', 'deposit') THEN
    RETURN NULL;
  END IF;
  FOR lim IN SELECT l.kind, l.period, l.amount FROM protection_limits l
    WHERE l.site_code = p_site AND l.member_id = p_member AND l.amount IS NOT NULL
      AND l.kind = CASE WHEN p_purpose = 'deposit' THEN 'deposit' ELSE l.kind END
      AND (p_purpose = 'deposit' OR l.kind <> 'deposit')
    ORDER BY l.kind, l.period
  LOOP
    IF lim.period = 'day' THEN since := p_at - interval '24 hours';
    ELSIF lim.period = 'week' THEN since := p_at - interval '7 days';
    ELSIF lim.period = 'month' THEN
      since := date_trunc('month', p_at AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai';
    ELSE since := p_at;
    END IF;
    resets := NULL;
    IF lim.kind = 'stake' THEN
      IF p_amount > lim.amount THEN RETURN 'LIMIT|stake|single|' || lim.amount || '|'; END IF;
      CONTINUE;
    ELSIF lim.kind = 'play_time' THEN
      SELECT coalesce(sum(t.seconds), 0) INTO used FROM protection_play_time t
       WHERE t.site_code = p_site AND t.member_id = p_member
         AND t.day = (p_at AT TIME ZONE 'Asia/Shanghai')::date;
      IF used < lim.amount * 60 THEN CONTINUE; END IF;
      resets := (((p_at AT TIME ZONE 'Asia/Shanghai')::date + 1)::timestamp) AT TIME ZONE 'Asia/Shanghai';
    ELSE
      IF lim.kind = 'deposit' THEN
        SELECT coalesce(sum(CASE WHEN d.currency = 'USDT' THEN d.amount * p_usdt_rate / 10000 ELSE d.amount END), 0),
               min(d.created_at) INTO used, first_at FROM deposit_orders d
         WHERE d.site_code = p_site AND d.member_id = p_member AND d.created_at > since
           AND d.status NOT IN ('failed', 'expired');
      ELSE
        SELECT coalesce(sum(CASE WHEN p.currency = 'USDT' THEN -p.amount * p_usdt_rate / 10000 ELSE -p.amount END), 0),
               min(e.created_at) INTO used, first_at
          FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id
          JOIN ledger_entries e ON e.id = p.entry_id
         WHERE a.member_id = p_member AND a.site_code = p_site
           AND e.created_at > since
           AND e.kind IN ('bet', 'live_bet', 'venue_debit', 'bet_settle', 'live_settle', 'live_void',
                          'venue_credit', 'venue_rollback');
      END IF;
      IF used + p_amount <= lim.amount THEN CONTINUE; END IF;
      first_at := coalesce(first_at, p_at);
      IF lim.period = 'month' THEN
        resets := (date_trunc('month', p_at AT TIME ZONE 'Asia/Shanghai') + interval '1 month')
          AT TIME ZONE 'Asia/Shanghai';
      ELSIF lim.period = 'day' THEN resets := first_at + interval '24 hours';
      ELSE resets := first_at + interval '7 days';
      END IF;
    END IF;
    RETURN 'LIMIT|' || lim.kind || '|' || lim.period || '|' || lim.amount || '|'
      || to_char(resets AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
  END LOOP;
  RETURN NULL;
END $$;
