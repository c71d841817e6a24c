CREATE TABLE "flight_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reference" varchar(6) NOT NULL,
	"status" varchar(20) NOT NULL,
	"title" text NOT NULL,
	"departure_at" text NOT NULL,
	"return_at" text,
	"offer" jsonb NOT NULL,
	"travelers" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"extras" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"seats" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "flight_bookings_status_check" CHECK ("flight_bookings"."status" in ('confirmed', 'in-progress', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "flight_bookings" ADD CONSTRAINT "flight_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_bookings_reference_unique" ON "flight_bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "flight_bookings_user_created_idx" ON "flight_bookings" USING btree ("user_id","created_at" DESC NULLS LAST);