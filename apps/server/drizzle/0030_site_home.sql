-- Issue 24 (decision 0078): the brand's home — notice bar and banners — edited in the console.
-- Seeded from the brand registry the first time a brand's site config is read.
CREATE TABLE "site_home" (
	"site_code" text PRIMARY KEY NOT NULL,
	"notice" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_banners_site_idx" ON "site_banners" USING btree ("site_code","sort");
