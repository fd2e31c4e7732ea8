-- The demo game provider's own books (issue 11, decision 0023): launch tokens and play sessions,
-- rounds, K3 draws and bet lines, and the outbox of its seamless-wallet calls.
CREATE TABLE "demo_play_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"venue" text NOT NULL,
	"player" text NOT NULL,
	"game_code" text NOT NULL,
	"platform" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "demo_play_tokens_expiry_idx" ON "demo_play_tokens" ("expires_at");--> statement-breakpoint
CREATE TABLE "demo_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"venue" text NOT NULL,
	"player" text NOT NULL,
	"game_code" text NOT NULL,
	"wallet_mode" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"request_id" text NOT NULL,
	"line" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "demo_rounds_amounts" CHECK ("demo_rounds"."stake" > 0 and "demo_rounds"."payout" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "demo_rounds_venue_round_idx" ON "demo_rounds" ("venue","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_rounds_request_idx" ON "demo_rounds" ("venue","player","request_id","line");--> statement-breakpoint
CREATE INDEX "demo_rounds_settled_idx" ON "demo_rounds" ("venue","settled_at","round_id");--> statement-breakpoint
CREATE INDEX "demo_rounds_player_idx" ON "demo_rounds" ("venue","player","placed_at");--> statement-breakpoint
CREATE TABLE "demo_k3_draws" (
	"game_code" text NOT NULL,
	"draw_no" text NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"dice" text,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "demo_k3_draws_game_code_draw_no_pk" PRIMARY KEY("game_code","draw_no")
);--> statement-breakpoint
CREATE INDEX "demo_k3_draws_due_idx" ON "demo_k3_draws" ("draws_at") WHERE "demo_k3_draws"."drawn_at" is null;--> statement-breakpoint
CREATE TABLE "demo_k3_bets" (
	"round_id" text PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"draw_no" text NOT NULL,
	"bet_type" text NOT NULL,
	"selection" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "demo_k3_bets_draw_idx" ON "demo_k3_bets" ("game_code","draw_no");--> statement-breakpoint
CREATE TABLE "demo_seamless_outbox" (
	"txn_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "demo_seamless_outbox_due_idx" ON "demo_seamless_outbox" ("next_at") WHERE "demo_seamless_outbox"."done_at" is null;
