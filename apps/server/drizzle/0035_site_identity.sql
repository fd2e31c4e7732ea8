-- Issue 24 (decision 0081): the brand's name, short name and slogan as operators set them in the
-- console. NULL = the brand registry's text (the default a reset returns to).
ALTER TABLE "site_home" ADD COLUMN "site_name" text;
--> statement-breakpoint
ALTER TABLE "site_home" ADD COLUMN "short_name" text;
--> statement-breakpoint
ALTER TABLE "site_home" ADD COLUMN "slogan" text;
