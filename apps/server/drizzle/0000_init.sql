CREATE TABLE "game_categories" (
	"site_code" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"sort" integer NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"icon_nor" text NOT NULL,
	"icon_sel" text NOT NULL,
	"big_img_url" text NOT NULL,
	CONSTRAINT "game_categories_site_code_id_pk" PRIMARY KEY("site_code","id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"site_code" text NOT NULL,
	"id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"wallet_code" text NOT NULL,
	"img_url" text NOT NULL,
	"icon_url" text NOT NULL,
	"description" text NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"show_h5" boolean DEFAULT true NOT NULL,
	"show_pc" boolean DEFAULT true NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "games_site_code_id_pk" PRIMARY KEY("site_code","id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"qq" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"visitor_id" text NOT NULL,
	"member_id" bigint,
	"path" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"layout" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"prev_token_hash" text,
	"prev_valid_until" timestamp with time zone,
	"token_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"device_no" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"counter_id" text NOT NULL,
	"visitor_id" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_site_category_idx" ON "games" USING btree ("site_code","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_username_uq" ON "members" USING btree ("site_code",lower("username"));--> statement-breakpoint
CREATE INDEX "page_views_site_created_idx" ON "page_views" USING btree ("site_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_prev_token_hash_idx" ON "sessions" USING btree ("prev_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "stat_hits_counter_idx" ON "stat_hits" USING btree ("site_code","counter_id");