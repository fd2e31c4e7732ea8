-- Issue 24: a message an operator sends to one member from the player 360 page carries the
-- console's request id, so a retried or doubled send writes one message (and one audit row).
ALTER TABLE "member_messages" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "member_messages_request_uq" ON "member_messages" USING btree ("member_id","request_id") WHERE "member_messages"."request_id" is not null;
