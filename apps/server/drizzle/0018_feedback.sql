-- Feedback and uploads (issue 13, decision 0037): the images members upload (re-encoded by the
-- server, stored under the row's id), the feedback threads and their messages.
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"source_type" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_size" CHECK ("size_bytes" > 0 and "width" > 0 and "height" > 0)
);--> statement-breakpoint
CREATE INDEX "uploads_member_idx" ON "uploads" ("site_code","member_id","created_at");--> statement-breakpoint
CREATE TABLE "feedback_threads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"excerpt" text NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reply_at" timestamp with time zone,
	"member_read_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "feedback_threads_status" CHECK ("status" in ('open', 'replied', 'closed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_threads_request_idx" ON "feedback_threads" ("site_code","member_id","request_id");--> statement-breakpoint
CREATE INDEX "feedback_threads_member_idx" ON "feedback_threads" ("site_code","member_id","updated_at");--> statement-breakpoint
CREATE INDEX "feedback_threads_status_idx" ON "feedback_threads" ("site_code","status","updated_at");--> statement-breakpoint
CREATE TABLE "feedback_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread_id" bigint NOT NULL,
	"author" text NOT NULL,
	"operator_id" bigint,
	"body" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_messages_author" CHECK ("author" in ('member', 'operator')),
	CONSTRAINT "feedback_messages_images" CHECK (cardinality("images") <= 3),
	CONSTRAINT "feedback_messages_thread_id_feedback_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "feedback_threads"("id")
);--> statement-breakpoint
CREATE INDEX "feedback_messages_thread_idx" ON "feedback_messages" ("thread_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_messages_request_idx" ON "feedback_messages" ("thread_id","request_id");
