-- Activities, sponsor page, help centre and tutorials (issue 13): per-brand articles and
-- promotions whose bodies are typed content blocks (jsonb, never HTML), and one application per
-- member and promotion.
CREATE TABLE "content_articles" (
	"site_code" text NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" jsonb NOT NULL,
	"sort" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_articles_site_code_slug_pk" PRIMARY KEY("site_code","slug")
);--> statement-breakpoint
CREATE TABLE "promotions" (
	"site_code" text NOT NULL,
	"id" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" jsonb NOT NULL,
	"banner_url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"apply_mode" text NOT NULL,
	"bonus" bigint,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"popup" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_site_code_id_pk" PRIMARY KEY("site_code","id"),
	CONSTRAINT "promotions_window_ck" CHECK ("ends_at" > "starts_at"),
	CONSTRAINT "promotions_bonus_ck" CHECK ("bonus" IS NULL OR "bonus" > 0)
);--> statement-breakpoint
CREATE TABLE "promo_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"promo_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"state" text NOT NULL,
	"bonus" bigint,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"reason" text,
	CONSTRAINT "promo_applications_promo_fk" FOREIGN KEY ("site_code","promo_id") REFERENCES "promotions"("site_code","id"),
	CONSTRAINT "promo_applications_member_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "promo_applications_member_uq" ON "promo_applications" ("site_code","promo_id","member_id");--> statement-breakpoint
CREATE INDEX "promo_applications_state_idx" ON "promo_applications" ("site_code","state","created_at");
