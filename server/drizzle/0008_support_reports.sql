-- Support replay (issue 14): a role on accounts (support staff, granted only by `npm run support:grant`)
-- and the problem reports travellers send, kept 30 days.
CREATE TYPE "public"."user_role" AS ENUM('traveller', 'support');--> statement-breakpoint
CREATE TABLE "support_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(12) NOT NULL,
	"user_id" uuid,
	"report" jsonb NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" "user_role" DEFAULT 'traveller' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_reports" ADD CONSTRAINT "support_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_reports_code_unique" ON "support_reports" USING btree ("code");--> statement-breakpoint
CREATE INDEX "support_reports_user_created_idx" ON "support_reports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_reports_created_idx" ON "support_reports" USING btree ("created_at");