-- Issue 24 (decision 0079): a brand's own settings of a catalogue task, edited in the console.
-- No row = the catalogue's default for the brand. Amounts in minor units (target: minor units for
-- amount metrics, a count otherwise). The reward stays above zero: a claim always pays something.
CREATE TABLE "task_settings" (
	"site_code" text NOT NULL,
	"code" text NOT NULL,
	"enabled" boolean NOT NULL,
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"points" integer NOT NULL,
	"flow_multiple" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_settings_site_code_code_pk" PRIMARY KEY("site_code","code"),
	CONSTRAINT "task_settings_target_ck" CHECK ("task_settings"."target" > 0),
	CONSTRAINT "task_settings_reward_ck" CHECK ("task_settings"."reward" > 0),
	CONSTRAINT "task_settings_points_ck" CHECK ("task_settings"."points" >= 0),
	CONSTRAINT "task_settings_flow_multiple_ck" CHECK ("task_settings"."flow_multiple" between 0 and 100)
);
