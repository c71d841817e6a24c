CREATE TABLE "saved_travellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"gender" varchar(10) NOT NULL,
	"date_of_birth" date NOT NULL,
	"nationality" varchar(3) NOT NULL,
	"passport_number" varchar(12) NOT NULL,
	"passport_expiry" date NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_travellers" ADD CONSTRAINT "saved_travellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_travellers_user_passport_unique" ON "saved_travellers" USING btree ("user_id","passport_number");