-- Player protection (issue 25, decision 0060): limits with their pending increases, their history,
-- time-outs and self-exclusions, each member's reality-check settings and play time, and the one
-- SQL function every money movement into play asks (the books port's protection guard).
CREATE TABLE "protection_limits" (
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"pending_requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("site_code","member_id","kind","period"),
	CONSTRAINT "protection_limits_kind_ck" CHECK ("kind" IN ('deposit', 'loss', 'stake', 'play_time')),
	CONSTRAINT "protection_limits_period_ck" CHECK ("period" IN ('day', 'week', 'month', 'single')),
	CONSTRAINT "protection_limits_amount_ck" CHECK ("amount" IS NULL OR "amount" > 0),
	CONSTRAINT "protection_limits_pending_ck" CHECK ("pending_amount" IS NULL OR "pending_amount" > 0)
);--> statement-breakpoint
CREATE TABLE "protection_limit_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"action" text NOT NULL,
	"old_amount" bigint,
	"new_amount" bigint,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "protection_limit_history_member_idx" ON "protection_limit_history" ("site_code","member_id","id");--> statement-breakpoint
CREATE TABLE "protection_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"kind" text NOT NULL,
	"all_brands" boolean DEFAULT false NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"username" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reopen_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_exclusions_kind_ck" CHECK ("kind" IN ('timeout', 'self_exclusion')),
	CONSTRAINT "protection_exclusions_span_ck" CHECK ("ends_at" > "started_at")
);--> statement-breakpoint
CREATE INDEX "protection_exclusions_member_idx" ON "protection_exclusions" ("site_code","member_id");--> statement-breakpoint
CREATE INDEX "protection_exclusions_register_idx" ON "protection_exclusions" ("site_code","started_at");--> statement-breakpoint
CREATE INDEX "protection_exclusions_phone_idx" ON "protection_exclusions" ("phone") WHERE "all_brands" AND "phone" <> '';--> statement-breakpoint
CREATE INDEX "protection_exclusions_email_idx" ON "protection_exclusions" ("email") WHERE "all_brands" AND "email" <> '';--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"reality_check_minutes" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("site_code","member_id"),
	CONSTRAINT "protection_settings_interval_ck" CHECK ("reality_check_minutes" BETWEEN 10 AND 240)
);--> statement-breakpoint
CREATE TABLE "protection_play_time" (
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"last_beat_at" timestamp with time zone,
	PRIMARY KEY ("site_code","member_id","day")
);--> statement-breakpoint
-- The calendar month and the play-time day are Beijing time (the brands' market; SPEC.md §1).
-- Why a movement into play is refused, or null when it is admitted. VOLATILE on purpose: it takes
-- the member's advisory lock first, and each query after it reads a fresh snapshot, so inside the
-- bet placement's single statement it still sees every movement committed by the lock's previous
-- holder. Deposits count the orders opened (not failed or expired) gross; losses are stakes minus
-- what came back on them (settlements, voids, venue credits and rollbacks) in the window.
CREATE FUNCTION "protection_refusal"(p_site text, p_member bigint, p_purpose text, p_amount bigint, p_at timestamptz)
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
   WHERE e.started_at <= p_at
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
        SELECT coalesce(sum(d.amount), 0), min(d.created_at) INTO used, first_at FROM deposit_orders d
         WHERE d.site_code = p_site AND d.member_id = p_member AND d.created_at > since
           AND d.created_at <= p_at AND d.status NOT IN ('failed', 'expired');
      ELSE
        SELECT coalesce(sum(-p.amount), 0), min(e.created_at) INTO used, first_at
          FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id
          JOIN ledger_entries e ON e.id = p.entry_id
         WHERE a.member_id = p_member AND a.site_code = p_site
           AND e.created_at > since AND e.created_at <= p_at
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
