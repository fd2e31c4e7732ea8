-- Issue 24 (decision 0088): the last two deposit settings that were code become a brand's own.
-- A channel's quick-pick amounts (null = the code's), a brand's receiving bank account (no row = the
-- code's), and the account a bank-transfer order was shown, kept on the order (null = the code's
-- account, which every order made before this migration was shown). Amounts in minor units (1/10 000).
ALTER TABLE "deposit_channel_settings" ADD COLUMN "presets" bigint[];--> statement-breakpoint
ALTER TABLE "deposit_channel_settings" ADD CONSTRAINT "deposit_channel_settings_presets_ck" CHECK ("deposit_channel_settings"."presets" is null or (cardinality("deposit_channel_settings"."presets") between 1 and 8 and "deposit_channel_settings"."min" <= all("deposit_channel_settings"."presets") and "deposit_channel_settings"."max" >= all("deposit_channel_settings"."presets")));--> statement-breakpoint
CREATE TABLE "deposit_receiving_accounts" (
	"site_code" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"branch" text,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_receiving_accounts_names_ck" CHECK (length("deposit_receiving_accounts"."bank_name") between 1 and 40 and length("deposit_receiving_accounts"."account_name") between 1 and 60 and ("deposit_receiving_accounts"."branch" is null or length("deposit_receiving_accounts"."branch") between 1 and 60)),
	CONSTRAINT "deposit_receiving_accounts_no_ck" CHECK (length(replace("deposit_receiving_accounts"."account_no", ' ', '')) between 8 and 30 and "deposit_receiving_accounts"."account_no" ~ '^[0-9]+( [0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "receiver" jsonb;
