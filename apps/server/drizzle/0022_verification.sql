-- Identity verification and risk signals (issue 25; decisions 0062, 0063): the member's KYC record
-- (real name, date of birth, state, the operator's reason), the current document of each kind, the
-- purpose of an upload (a KYC document is served only through the KYC endpoints), the limit
-- changes the risk detector counts, and the member and brand a job alert is about, with what an
-- operator did about it.
CREATE TABLE "member_kyc" (
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"real_name" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"status" text DEFAULT 'unverified' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_kyc_pk" PRIMARY KEY ("site_code","member_id"),
	CONSTRAINT "member_kyc_status_ck" CHECK ("status" IN ('unverified', 'pending', 'verified', 'rejected', 'resubmit'))
);--> statement-breakpoint
CREATE INDEX "member_kyc_queue_idx" ON "member_kyc" USING btree ("site_code","status","submitted_at");--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"kind" text NOT NULL,
	"upload_id" text NOT NULL REFERENCES "uploads"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_pk" PRIMARY KEY ("site_code","member_id","kind"),
	CONSTRAINT "kyc_documents_kind_ck" CHECK ("kind" IN ('id_front', 'id_back', 'selfie', 'address'))
);--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "purpose" text DEFAULT 'feedback' NOT NULL;--> statement-breakpoint
CREATE TABLE "risk_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_limit_changes_direction_ck" CHECK ("direction" IN ('increase', 'decrease'))
);--> statement-breakpoint
CREATE INDEX "risk_limit_changes_member_idx" ON "risk_limit_changes" USING btree ("site_code","member_id","id");--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "site_code" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "resolved_by" bigint;--> statement-breakpoint
CREATE INDEX "job_alerts_site_job_idx" ON "job_alerts" USING btree ("site_code","job","id");--> statement-breakpoint
CREATE INDEX "auth_events_device_idx" ON "auth_events" USING btree ("site_code","kind","device_no","created_at");
