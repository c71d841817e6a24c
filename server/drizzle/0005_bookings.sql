CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"reference" varchar(6) NOT NULL,
	"status" varchar(20) NOT NULL,
	"title" text NOT NULL,
	"starts_local" text NOT NULL,
	"ends_local" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"party" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"holds" jsonb NOT NULL,
	"refund" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('flight', 'hotel', 'car')),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'in-progress', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_unique" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at" DESC NULLS LAST);