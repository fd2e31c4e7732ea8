-- Issue 24: the agent commission rates per brand, edited in the console. Seeded from the
-- constants (level 1 = 50 bp, level 2 = 20 bp) the first time a brand's rates are read.
CREATE TABLE "agent_commission_rates" (
	"site_code" text NOT NULL,
	"level" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_commission_rates_site_code_level_pk" PRIMARY KEY("site_code","level"),
	CONSTRAINT "agent_commission_rates_level" CHECK ("agent_commission_rates"."level" in (1, 2)),
	CONSTRAINT "agent_commission_rates_rate" CHECK ("agent_commission_rates"."rate_bp" between 0 and 1000)
);
