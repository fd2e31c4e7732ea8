-- Issue 25: a member on a break or self-excluded receives no marketing. Notices say whether they
-- are marketing (offers, promotions) or service (maintenance, rules); the member's notice list
-- leaves marketing ones out while an exclusion or a time-out is in force.
ALTER TABLE "message_notices" ADD COLUMN "marketing" boolean DEFAULT false NOT NULL;
