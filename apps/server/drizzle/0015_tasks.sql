-- The task centre (issue 13, decision 0034): the rewards members received, one row per task or
-- chest and period; the unique key makes each reward paid at most once.
CREATE TABLE "task_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"group_code" text NOT NULL,
	"period_key" text NOT NULL,
	"currency" text NOT NULL,
	"reward" bigint NOT NULL,
	"points" integer NOT NULL,
	"turnover_required" bigint NOT NULL,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_claims_kind_ck" CHECK ("task_claims"."kind" in ('task','chest')),
	CONSTRAINT "task_claims_amounts_ck" CHECK ("task_claims"."reward" > 0 and "task_claims"."points" >= 0 and "task_claims"."turnover_required" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "task_claims_once_uq" ON "task_claims" ("site_code","member_id","kind","code","period_key");--> statement-breakpoint
CREATE INDEX "task_claims_member_idx" ON "task_claims" ("site_code","member_id","created_at");
