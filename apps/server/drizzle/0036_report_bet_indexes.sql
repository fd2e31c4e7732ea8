-- Issue 24: the reports read a brand's bets by the time they were placed (the member win/loss
-- ranking, the agents' GGR, the daily report's bets by product). The member indexes
-- (site_code, member_id, placed_at) cannot serve a range of time across members, so each bet table
-- gets (site_code, placed_at): a range of days reads its own rows, not the whole table.
CREATE INDEX IF NOT EXISTS "sb_bets_site_placed_idx" ON "sb_bets" USING btree ("site_code","placed_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "venue_bets_site_placed_idx" ON "venue_bets" USING btree ("site_code","placed_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "live_bets_site_placed_idx" ON "live_bets" USING btree ("site_code","placed_at");
