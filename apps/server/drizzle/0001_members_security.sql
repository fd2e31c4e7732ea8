CREATE TABLE "auth_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" bigint,
	"success" boolean NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"device_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"device_no" text NOT NULL,
	"purpose" text NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"bank_code" text DEFAULT '' NOT NULL,
	"holder_name" text DEFAULT '' NOT NULL,
	"account_no" text NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone_area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "withdraw_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "withdraw_password_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "real_name_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_accounts" ADD CONSTRAINT "withdrawal_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_events_subject_idx" ON "auth_events" USING btree ("site_code","kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "auth_events_ip_idx" ON "auth_events" USING btree ("kind","ip","created_at");--> statement-breakpoint
CREATE INDEX "captchas_device_idx" ON "captchas" USING btree ("site_code","device_no","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_recipient_idx" ON "verification_codes" USING btree ("site_code","recipient","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_accounts_member_idx" ON "withdrawal_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_accounts_live_uq" ON "withdrawal_accounts" USING btree ("member_id","kind","account_no") WHERE "withdrawal_accounts"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_invite_code_uq" ON "members" USING btree ("site_code","invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_phone_uq" ON "members" USING btree ("site_code","phone_area","phone") WHERE "members"."phone" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "members_site_email_uq" ON "members" USING btree ("site_code",lower("email")) WHERE "members"."email" <> '';--> statement-breakpoint
CREATE INDEX "members_parent_idx" ON "members" USING btree ("parent_id");