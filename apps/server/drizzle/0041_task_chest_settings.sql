-- Issue 24 (decision 0089): a brand's own settings of a daily activity chest, edited in the console.
-- No row = the catalogue's chest for the brand. The reward in minor units, above zero: a chest's
-- claim always pays something (a chest that should pay nothing is turned off).
CREATE TABLE "task_chest_settings" (
	"site_code" text NOT NULL,
	"tier" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"points" integer NOT NULL,
	"reward" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_chest_settings_site_code_tier_pk" PRIMARY KEY("site_code","tier"),
	CONSTRAINT "task_chest_settings_points_ck" CHECK ("task_chest_settings"."points" > 0),
	CONSTRAINT "task_chest_settings_reward_ck" CHECK ("task_chest_settings"."reward" > 0)
);
