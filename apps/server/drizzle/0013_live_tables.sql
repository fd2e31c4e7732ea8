-- The house's live baccarat tables (issue 12, decision 0031): one set of tables per brand, their
-- shoes (the seed is committed by its SHA-256 before the first hand and revealed when the shoe
-- ends), rounds (phase, revealed cards, outcome: what a restarted dealer resumes from) and bets.
CREATE TABLE "live_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"no_commission" boolean DEFAULT false NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"max_per_round" bigint NOT NULL,
	"betting_seconds" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_tables_limits" CHECK ("live_tables"."min_bet" > 0 and "live_tables"."max_bet" >= "live_tables"."min_bet" and "live_tables"."max_per_round" >= "live_tables"."max_bet")
);--> statement-breakpoint
CREATE UNIQUE INDEX "live_tables_code_idx" ON "live_tables" ("site_code","code");--> statement-breakpoint
CREATE TABLE "live_shoes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"shoe_no" integer NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"status" text NOT NULL,
	"position" integer NOT NULL,
	"hands_dealt" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "live_shoes_no_idx" ON "live_shoes" ("table_id","shoe_no");--> statement-breakpoint
CREATE UNIQUE INDEX "live_shoes_playing_idx" ON "live_shoes" ("table_id") WHERE "live_shoes"."status" = 'playing';--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"shoe_id" bigint NOT NULL,
	"hand_no" integer NOT NULL,
	"phase" text NOT NULL,
	"start_position" integer NOT NULL,
	"betting_closes_at" timestamp with time zone NOT NULL,
	"next_step_at" timestamp with time zone NOT NULL,
	"cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_hand_idx" ON "live_rounds" ("shoe_id","hand_no");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_open_idx" ON "live_rounds" ("table_id") WHERE "live_rounds"."phase" in ('betting', 'dealing');--> statement-breakpoint
CREATE INDEX "live_rounds_table_idx" ON "live_rounds" ("table_id","id");--> statement-breakpoint
CREATE TABLE "live_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"table_id" integer NOT NULL,
	"round_id" bigint NOT NULL,
	"side" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"valid_stake" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "live_bets_amounts" CHECK ("live_bets"."stake" > 0 and ("live_bets"."payout" is null or "live_bets"."payout" >= 0))
);--> statement-breakpoint
CREATE UNIQUE INDEX "live_bets_request_idx" ON "live_bets" ("site_code","member_id","request_id","side");--> statement-breakpoint
CREATE INDEX "live_bets_round_idx" ON "live_bets" ("round_id","member_id");--> statement-breakpoint
CREATE INDEX "live_bets_member_idx" ON "live_bets" ("site_code","member_id","placed_at");--> statement-breakpoint
-- The house baccarat tile opens now (it was under maintenance until the live tables landed).
UPDATE "games" SET "maintenance" = false WHERE "wallet_code" = 'house' AND "game_code" = 'baccarat';
