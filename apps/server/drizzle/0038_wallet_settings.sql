-- Issue 24 (decision 0082): a brand's deposit channels and withdrawal rules as finance sets them in
-- the console. No row = the wallet's code defaults. Amounts in minor units (1/10 000); an order
-- keeps the limits and multiple it was opened under.
CREATE TABLE "deposit_channel_settings" (
	"site_code" text NOT NULL,
	"channel_id" text NOT NULL,
	"enabled" boolean NOT NULL,
	"min" bigint NOT NULL,
	"max" bigint NOT NULL,
	"flow_multiple_permille" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channel_settings_site_code_channel_id_pk" PRIMARY KEY("site_code","channel_id"),
	CONSTRAINT "deposit_channel_settings_limits_ck" CHECK ("deposit_channel_settings"."min" > 0 and "deposit_channel_settings"."max" >= "deposit_channel_settings"."min"),
	CONSTRAINT "deposit_channel_settings_flow_ck" CHECK ("deposit_channel_settings"."flow_multiple_permille" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "withdraw_settings" (
	"site_code" text PRIMARY KEY NOT NULL,
	"min" bigint NOT NULL,
	"max" bigint NOT NULL,
	"daily_count_limit" integer NOT NULL,
	"daily_amount_limit" bigint NOT NULL,
	"free_count_per_day" integer NOT NULL,
	"fee_permille" integer NOT NULL,
	"fee_min" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_settings_limits_ck" CHECK ("withdraw_settings"."min" > 0 and "withdraw_settings"."max" >= "withdraw_settings"."min" and "withdraw_settings"."daily_amount_limit" >= "withdraw_settings"."max"),
	CONSTRAINT "withdraw_settings_counts_ck" CHECK ("withdraw_settings"."daily_count_limit" between 1 and 1000 and "withdraw_settings"."free_count_per_day" between 0 and 1000),
	CONSTRAINT "withdraw_settings_fee_ck" CHECK ("withdraw_settings"."fee_permille" between 0 and 100 and "withdraw_settings"."fee_min" >= 0)
);
