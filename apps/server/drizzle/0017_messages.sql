-- Site messages (issue 13, decision 0036): personal messages tied to the ledger entry they tell of
-- (one per member and entry), soft deletion, system notices with each member's read/delete state,
-- and the notifier's cursor over the ledger.
ALTER TABLE "member_messages" ADD COLUMN "ledger_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "member_messages_entry_uq" ON "member_messages" ("ledger_entry_id","member_id") WHERE "ledger_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "member_messages_list_idx" ON "member_messages" ("member_id","id");--> statement-breakpoint
CREATE TABLE "message_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text,
	"min_vip_level" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" bigint,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "message_notices_vip_level_check" CHECK ("min_vip_level" >= 0)
);--> statement-breakpoint
CREATE INDEX "message_notices_site_idx" ON "message_notices" ("site_code","published_at");--> statement-breakpoint
CREATE TABLE "message_notice_states" (
	"notice_id" bigint NOT NULL REFERENCES "message_notices"("id") ON DELETE cascade,
	"member_id" bigint NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	PRIMARY KEY ("notice_id","member_id")
);--> statement-breakpoint
CREATE INDEX "message_notice_states_member_idx" ON "message_notice_states" ("member_id");--> statement-breakpoint
CREATE TABLE "message_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_entry_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The notifier starts after the ledger as it is now: money that moved before messages existed is
-- not announced years later.
INSERT INTO "message_cursors" ("name", "last_entry_id") SELECT 'ledger', coalesce(max("id"), 0) FROM "ledger_entries";
