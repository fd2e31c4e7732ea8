-- VIP (issue 13, decision 0033): each brand's level ladder and every VIP payment claimed (upgrade
-- per level, monthly per month, rebate per day), one row per member, kind and period.
CREATE TABLE "vip_levels" (
	"site_code" text NOT NULL,
	"level" integer NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"upgrade_bonus_minor" bigint NOT NULL,
	"monthly_bonus_minor" bigint NOT NULL,
	"rebate_bp" integer NOT NULL,
	"withdraw_daily_count" integer NOT NULL,
	"withdraw_daily_amount_minor" bigint NOT NULL,
	CONSTRAINT "vip_levels_site_code_level_pk" PRIMARY KEY("site_code","level"),
	CONSTRAINT "vip_levels_bounds" CHECK ("level" >= 0 and "turnover_minor" >= 0 and "deposit_minor" >= 0 and "upgrade_bonus_minor" >= 0
        and "monthly_bonus_minor" >= 0 and "rebate_bp" between 0 and 10000
        and "withdraw_daily_count" >= 0 and "withdraw_daily_amount_minor" >= 0)
);--> statement-breakpoint
CREATE TABLE "vip_rewards" (
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"level" integer NOT NULL,
	"base_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_rewards_site_code_member_id_kind_period_pk" PRIMARY KEY("site_code","member_id","kind","period"),
	CONSTRAINT "vip_rewards_amount_non_negative" CHECK ("amount_minor" >= 0 and "base_minor" >= 0)
);--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_rewards_period_idx" ON "vip_rewards" USING btree ("site_code","kind","period");--> statement-breakpoint
-- The rebate job sums each day's valid turnover of a brand.
CREATE INDEX "turnover_entries_progress_idx" ON "turnover_entries" USING btree ("site_code","created_at") WHERE "kind" = 'progress';
