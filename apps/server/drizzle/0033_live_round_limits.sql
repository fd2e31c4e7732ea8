-- Issue 24 (decision 0084): a round keeps the limits its table had when it opened, so an operator's
-- change applies from the next round and every bet of one round is held to the same limits.
-- Null on the rounds dealt before: they read the table's.
ALTER TABLE "live_rounds" ADD COLUMN "min_bet" bigint;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD COLUMN "max_bet" bigint;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD COLUMN "max_per_round" bigint;
