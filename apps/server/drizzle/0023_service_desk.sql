-- The service desk (issue 26, decisions 0064–0065): per-brand settings, agents with their load,
-- conversations and their append-only messages numbered per conversation, canned replies.
CREATE TABLE "service_desk_settings" (
	"site_code" text PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'builtin' NOT NULL,
	"external_url" text DEFAULT '' NOT NULL,
	"opens_at_minute" integer DEFAULT 0 NOT NULL,
	"closes_at_minute" integer DEFAULT 1440 NOT NULL,
	"utc_offset_minutes" integer DEFAULT 480 NOT NULL,
	"welcome_text" text DEFAULT '' NOT NULL,
	"quick_questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "service_desk_agents" (
	"site_code" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"status" text NOT NULL,
	"capacity" integer NOT NULL,
	"skills" text[] NOT NULL,
	"active_count" integer DEFAULT 0 NOT NULL,
	"last_assigned_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_desk_agents_site_code_operator_id_pk" PRIMARY KEY("site_code","operator_id"),
	CONSTRAINT "service_desk_agents_status" CHECK ("status" in ('online', 'away', 'offline')),
	CONSTRAINT "service_desk_agents_load" CHECK ("active_count" >= 0 and "active_count" <= "capacity")
);--> statement-breakpoint
CREATE TABLE "service_desk_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint,
	"guest_key" text,
	"guest_address" text,
	"skill" text NOT NULL,
	"status" text NOT NULL,
	"agent_id" bigint,
	"request_id" text NOT NULL,
	"excerpt" text NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"member_read_seq" integer DEFAULT 0 NOT NULL,
	"agent_read_seq" integer DEFAULT 0 NOT NULL,
	"ticket" integer DEFAULT 0 NOT NULL,
	"rating" integer,
	"rating_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_at" timestamp with time zone,
	"first_response_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "service_desk_conversations_status" CHECK ("status" in ('queued', 'assigned', 'ticket', 'closed')),
	CONSTRAINT "service_desk_conversations_who" CHECK (("member_id" is null) <> ("guest_key" is null)),
	CONSTRAINT "service_desk_conversations_rating" CHECK ("rating" is null or "rating" between 1 and 5)
);--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_conversations_request_idx" ON "service_desk_conversations" ("site_code","member_id","guest_key","request_id");--> statement-breakpoint
CREATE INDEX "service_desk_conversations_member_idx" ON "service_desk_conversations" ("site_code","member_id","created_at");--> statement-breakpoint
CREATE INDEX "service_desk_conversations_status_idx" ON "service_desk_conversations" ("site_code","status","id");--> statement-breakpoint
CREATE INDEX "service_desk_conversations_agent_idx" ON "service_desk_conversations" ("site_code","agent_id","status");--> statement-breakpoint
CREATE TABLE "service_desk_messages" (
	"conversation_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"agent_id" bigint,
	"agent_name" text,
	"body" text NOT NULL,
	"image" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_desk_messages_conversation_id_seq_pk" PRIMARY KEY("conversation_id","seq"),
	CONSTRAINT "service_desk_messages_author" CHECK ("author" in ('member', 'agent', 'system', 'note')),
	CONSTRAINT "service_desk_messages_conversation_id_service_desk_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "service_desk_conversations"("id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "service_desk_messages_request_idx" ON "service_desk_messages" ("conversation_id","author","request_id");--> statement-breakpoint
CREATE TABLE "service_desk_canned" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "service_desk_canned_site_idx" ON "service_desk_canned" ("site_code","id");
