-- Issue 8 items 1-5: late gateway payments held for finance, one driver per venue transfer with
-- backoff and a stuck state, refusals recorded at the demo venue, and alerts operators can list.
CREATE TABLE "deposit_late_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"gateway" text NOT NULL,
	"nonce" text NOT NULL,
	"paid_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"order_status" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"resolved_by" bigint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "deposit_late_payments_amount_positive" CHECK ("deposit_late_payments"."paid_amount" > 0),
	CONSTRAINT "deposit_late_payments_status" CHECK ("deposit_late_payments"."status" in ('held', 'credited', 'refunded_outside'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_late_payments_order_uq" ON "deposit_late_payments" USING btree ("order_no");
--> statement-breakpoint
CREATE INDEX "deposit_late_payments_status_idx" ON "deposit_late_payments" USING btree ("site_code","status","id");
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"subject" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "job_alerts_open_idx" ON "job_alerts" USING btree ("resolved_at","id");
--> statement-breakpoint
ALTER TABLE "venue_transfers" ADD COLUMN "lease_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "venue_transfers" ADD COLUMN "next_attempt_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "venue_transfers" ADD COLUMN "stuck_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "demo_venue_transfers" ADD COLUMN "outcome" text DEFAULT 'ok' NOT NULL;
