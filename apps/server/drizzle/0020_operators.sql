-- The operator room (issue 22 item 2, issue 24; decision 0056): brand binding to a list of brands,
-- a forced second factor, before/after and the address on every audit row, the first approval of
-- a withdrawal above the four-eyes threshold, and pending approvals of large adjustments.
ALTER TABLE "operators" ADD COLUMN "brands" text[];--> statement-breakpoint
UPDATE "operators" SET "brands" = ARRAY["site_code"] WHERE "site_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "site_code";--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "operator_audit_target_idx" ON "operator_audit" USING btree ("site_code","target","id");--> statement-breakpoint
CREATE INDEX "operator_audit_operator_idx" ON "operator_audit" USING btree ("operator_id","id");--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD COLUMN "first_approved_by" bigint;--> statement-breakpoint
CREATE TABLE "operator_approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"requested_by" bigint NOT NULL REFERENCES "operators"("id"),
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" bigint REFERENCES "operators"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "operator_approvals_status_ck" CHECK ("status" IN ('pending', 'approved')),
	CONSTRAINT "operator_approvals_four_eyes_ck" CHECK ("decided_by" IS NULL OR "decided_by" <> "requested_by")
);--> statement-breakpoint
CREATE INDEX "operator_approvals_site_idx" ON "operator_approvals" USING btree ("site_code","status","id");
