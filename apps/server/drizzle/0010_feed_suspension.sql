-- The odds feed's own suspensions (issue 10, decision 0018). A market the feed suspended (a goal,
-- the end of a half, the end of the match) carries feed_suspended = true and the feed reopens it;
-- a market an operator suspended (status 'suspended' written without this flag) stays suspended
-- whatever the feed says, until an operator reopens it.
ALTER TABLE "sb_markets" ADD COLUMN "feed_suspended" boolean DEFAULT false NOT NULL;
