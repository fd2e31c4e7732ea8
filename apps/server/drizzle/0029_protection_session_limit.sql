-- Issue 25, reality check: an optional session end at a time limit the member chooses.
ALTER TABLE "protection_settings" ADD COLUMN "session_limit_minutes" integer;
