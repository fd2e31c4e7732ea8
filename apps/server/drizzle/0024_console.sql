-- The console (issue 24; decision 0066): operators' notes on a player, and the indexes the player
-- search needs over 100 000 members: an account-name prefix (lower(username) with text_pattern_ops,
-- so LIKE 'abc%' uses the index under any collation), a phone without its area code, a bank card
-- and a login address.
CREATE TABLE "member_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL REFERENCES "members"("id"),
	"operator_id" bigint NOT NULL REFERENCES "operators"("id"),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("site_code","member_id","id");--> statement-breakpoint
CREATE INDEX "members_site_username_prefix_idx" ON "members" USING btree ("site_code",lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_site_phone_idx" ON "members" USING btree ("site_code","phone") WHERE "phone" <> '';--> statement-breakpoint
CREATE INDEX "withdrawal_accounts_account_no_idx" ON "withdrawal_accounts" USING btree ("account_no");--> statement-breakpoint
CREATE INDEX "auth_events_member_ip_idx" ON "auth_events" USING btree ("ip","site_code") WHERE "member_id" IS NOT NULL;
