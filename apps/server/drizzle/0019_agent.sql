-- Agents and share-to-earn (issue 13): daily commission on the downline's valid turnover, one row
-- per agent and brand day, and one row per settled day (written with them: exactly once per day).
CREATE TABLE "agent_commission_periods" (
	"site_code" text NOT NULL,
	"period" text NOT NULL,
	"agents" integer NOT NULL,
	"total" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_commission_periods_site_code_period_pk" PRIMARY KEY("site_code","period")
);--> statement-breakpoint
CREATE TABLE "agent_commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"period" text NOT NULL,
	"level1_turnover" bigint NOT NULL,
	"level2_turnover" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_commissions_amount_positive" CHECK ("amount" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "agent_commissions_member_period_uq" ON "agent_commissions" ("site_code","member_id","period");--> statement-breakpoint
CREATE INDEX "turnover_entries_site_kind_created_idx" ON "turnover_entries" ("site_code","kind","created_at");
