ALTER TYPE "public"."otp_purpose" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" varchar(254);