-- Issue 24 (decision 0090): operators add to a brand's lobby. A category an operator creates
-- (`custom`, ids from 100) holds any of the brand's games through game_category_games (a game may be
-- in several); every category has an English name; a category's name is unique in its brand; a
-- venue game is registered once per brand (venue + venue game code).
ALTER TABLE "game_categories" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_categories" ADD COLUMN "custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "game_categories" SET "name_en" = CASE "id" WHEN 1 THEN 'Sports' WHEN 2 THEN 'Live Casino' WHEN 3 THEN 'Slots' WHEN 4 THEN 'Lottery' WHEN 5 THEN 'Card Games' WHEN 6 THEN 'E-sports' WHEN 7 THEN 'Fishing' ELSE '' END;--> statement-breakpoint
CREATE UNIQUE INDEX "game_categories_site_name_uq" ON "game_categories" USING btree ("site_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "games_site_venue_code_uq" ON "games" USING btree ("site_code","wallet_code","game_code") WHERE "games"."game_code" <> '';--> statement-breakpoint
CREATE TABLE "game_category_games" (
	"site_code" text NOT NULL,
	"category_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "game_category_games_site_code_category_id_game_id_pk" PRIMARY KEY("site_code","category_id","game_id")
);
--> statement-breakpoint
CREATE INDEX "game_category_games_site_game_idx" ON "game_category_games" USING btree ("site_code","game_id");
