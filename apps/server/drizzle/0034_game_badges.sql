-- Issue 24: the brand's lobby in the console. A game's flag (a 热门 / 新游 badge on its tile, '' =
-- none) and when an operator last changed the game (null: as seeded — the demo seed keeps the
-- order, layouts and flag of a game no operator has touched in step with the catalogue).
ALTER TABLE "games" ADD COLUMN "badge" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_badge_ck" CHECK ("games"."badge" in ('', 'hot', 'new'));
