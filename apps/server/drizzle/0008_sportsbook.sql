CREATE TABLE "sb_leagues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"feed_ref" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sb_leagues_feed_ref_uq" ON "sb_leagues" USING btree ("feed_ref");--> statement-breakpoint
CREATE INDEX "sb_leagues_sport_idx" ON "sb_leagues" USING btree ("sport");--> statement-breakpoint
CREATE TABLE "sb_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"league_id" bigint NOT NULL REFERENCES "sb_leagues"("id"),
	"sport" text NOT NULL,
	"feed_ref" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"period" text,
	"clock_seconds" integer,
	"score_home" integer DEFAULT 0 NOT NULL,
	"score_away" integer DEFAULT 0 NOT NULL,
	"h1_home" integer,
	"h1_away" integer,
	"recommended" boolean DEFAULT false NOT NULL,
	"recommend_sort" integer DEFAULT 0 NOT NULL,
	"result_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_matches_status_ck" CHECK ("status" in ('scheduled','live','finished','postponed','cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sb_matches_feed_ref_uq" ON "sb_matches" USING btree ("feed_ref");--> statement-breakpoint
CREATE INDEX "sb_matches_sport_kickoff_idx" ON "sb_matches" USING btree ("sport","kickoff_at");--> statement-breakpoint
CREATE INDEX "sb_matches_status_idx" ON "sb_matches" USING btree ("status");--> statement-breakpoint
CREATE TABLE "sb_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" bigint NOT NULL REFERENCES "sb_matches"("id"),
	"type" text NOT NULL,
	"period" text NOT NULL,
	"line_q" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_markets_status_ck" CHECK ("status" in ('open','suspended','settled','void'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sb_markets_key_uq" ON "sb_markets" USING btree ("match_id","type","period","line_q");--> statement-breakpoint
CREATE TABLE "sb_selections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" bigint NOT NULL REFERENCES "sb_markets"("id"),
	"code" text NOT NULL,
	"odds_k" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sb_selections_odds_ck" CHECK ("odds_k" > 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sb_selections_market_code_uq" ON "sb_selections" USING btree ("market_id","code");--> statement-breakpoint
CREATE TABLE "sb_results" (
	"match_id" bigint NOT NULL REFERENCES "sb_matches"("id"),
	"version" integer NOT NULL,
	"ft_home" integer NOT NULL,
	"ft_away" integer NOT NULL,
	"h1_home" integer,
	"h1_away" integer,
	"source" text NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_results_match_id_version_pk" PRIMARY KEY("match_id","version")
);
--> statement-breakpoint
CREATE TABLE "sb_limits" (
	"site_code" text PRIMARY KEY NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"live_delay_ms" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_member_prefs" (
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"odds_format" text DEFAULT 'hk' NOT NULL,
	"odds_policy" text DEFAULT 'better' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_member_prefs_site_code_member_id_pk" PRIMARY KEY("site_code","member_id")
);
--> statement-breakpoint
CREATE TABLE "sb_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds_k" bigint NOT NULL,
	"potential_return" bigint NOT NULL,
	"odds_policy" text NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"payout" bigint DEFAULT 0 NOT NULL,
	"valid_stake" bigint DEFAULT 0 NOT NULL,
	"settle_version" integer DEFAULT 0 NOT NULL,
	"cashout_amount" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sb_bets_stake_ck" CHECK ("stake" > 0),
	CONSTRAINT "sb_bets_payout_ck" CHECK ("payout" >= 0),
	CONSTRAINT "sb_bets_status_ck" CHECK ("status" in ('open','settled','void','cashed_out')),
	CONSTRAINT "sb_bets_kind_ck" CHECK ("kind" in ('single','parlay'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sb_bets_request_uq" ON "sb_bets" USING btree ("site_code","member_id","request_id");--> statement-breakpoint
CREATE INDEX "sb_bets_member_idx" ON "sb_bets" USING btree ("site_code","member_id","placed_at");--> statement-breakpoint
CREATE INDEX "sb_bets_open_idx" ON "sb_bets" USING btree ("status");--> statement-breakpoint
CREATE TABLE "sb_bet_legs" (
	"bet_id" bigint NOT NULL REFERENCES "sb_bets"("id"),
	"leg_no" smallint NOT NULL,
	"match_id" bigint NOT NULL REFERENCES "sb_matches"("id"),
	"market_id" bigint NOT NULL REFERENCES "sb_markets"("id"),
	"selection_id" bigint NOT NULL REFERENCES "sb_selections"("id"),
	"market_type" text NOT NULL,
	"period" text NOT NULL,
	"line_q" integer NOT NULL,
	"selection_code" text NOT NULL,
	"odds_k" integer NOT NULL,
	"outcome" text,
	CONSTRAINT "sb_bet_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no")
);
--> statement-breakpoint
CREATE INDEX "sb_bet_legs_match_idx" ON "sb_bet_legs" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "sb_bet_legs_selection_idx" ON "sb_bet_legs" USING btree ("selection_id");--> statement-breakpoint
CREATE TABLE "sb_settlements" (
	"bet_id" bigint NOT NULL REFERENCES "sb_bets"("id"),
	"version" integer NOT NULL,
	"outcome" text NOT NULL,
	"payout" bigint NOT NULL,
	"delta" bigint NOT NULL,
	"result_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_settlements_bet_id_version_pk" PRIMARY KEY("bet_id","version")
);
--> statement-breakpoint
CREATE TABLE "sb_cashout_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL REFERENCES "sb_bets"("id"),
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"versions" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sb_cashout_quotes_bet_idx" ON "sb_cashout_quotes" USING btree ("bet_id");
