-- Issue 24 (decision 0087): banner artwork a brand's operators upload from the console. The bytes
-- are the server's re-encoding (WebP), in the uploads directory under the row's id; only this
-- table is read by the public artwork route (members' uploads stay in "uploads").
CREATE TABLE "brand_artwork" (
	"id" text PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"source_type" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_artwork_size" CHECK ("brand_artwork"."size_bytes" > 0 and "brand_artwork"."width" > 0 and "brand_artwork"."height" > 0)
);
--> statement-breakpoint
CREATE INDEX "brand_artwork_site_idx" ON "brand_artwork" USING btree ("site_code","created_at");
