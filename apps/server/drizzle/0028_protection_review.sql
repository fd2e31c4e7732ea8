-- Issue 25: a member with limits is asked to review them every 6 months, and a member without any
-- is asked once a year to set one; the answer (reviewed, or later) is remembered here.
ALTER TABLE "protection_settings" ADD COLUMN "limits_reviewed_at" timestamp with time zone;
