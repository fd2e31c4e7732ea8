-- The casino (issue 11): games get the venue's game code and a maintenance flag; our side of game
-- sessions, game settings, favourites, per-venue maintenance, venue rounds, pull cursors and the
-- seamless wallet's transactions.
ALTER TABLE "games" ADD COLUMN "game_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"venue" text NOT NULL,
	"platform" text NOT NULL,
	"auto_transfer" boolean NOT NULL,
	"request_id" text NOT NULL,
	"transfer_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_request_idx" ON "game_sessions" ("site_code","member_id","request_id");--> statement-breakpoint
CREATE INDEX "game_sessions_open_idx" ON "game_sessions" ("site_code","member_id") WHERE "ended_at" is null;--> statement-breakpoint
CREATE INDEX "game_sessions_idle_idx" ON "game_sessions" ("last_seen_at") WHERE "ended_at" is null;--> statement-breakpoint
CREATE TABLE "member_game_settings" (
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"auto_transfer" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_game_settings_site_code_member_id_pk" PRIMARY KEY("site_code","member_id")
);--> statement-breakpoint
CREATE TABLE "game_favorites" (
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorites_site_code_member_id_game_id_pk" PRIMARY KEY("site_code","member_id","game_id")
);--> statement-breakpoint
CREATE TABLE "venue_settings" (
	"site_code" text NOT NULL,
	"venue" text NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_settings_site_code_venue_pk" PRIMARY KEY("site_code","venue")
);--> statement-breakpoint
CREATE TABLE "venue_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"venue" text NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"game_id" integer,
	"product" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_bets_amounts" CHECK ("stake" >= 0 and "valid_stake" >= 0 and "payout" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "venue_bets_round_idx" ON "venue_bets" ("venue","round_id");--> statement-breakpoint
CREATE INDEX "venue_bets_member_idx" ON "venue_bets" ("site_code","member_id","placed_at");--> statement-breakpoint
CREATE INDEX "venue_bets_venue_idx" ON "venue_bets" ("venue","placed_at");--> statement-breakpoint
CREATE TABLE "venue_pull_cursors" (
	"venue" text PRIMARY KEY NOT NULL,
	"pulled_to" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "seamless_txns" (
	"provider" text NOT NULL,
	"txn_id" text NOT NULL,
	"venue" text NOT NULL,
	"round_id" text NOT NULL,
	"kind" text NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"balance_after" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_txns_provider_txn_id_pk" PRIMARY KEY("provider","txn_id")
);--> statement-breakpoint
CREATE INDEX "seamless_txns_round_idx" ON "seamless_txns" ("venue","round_id");
