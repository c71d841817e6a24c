CREATE TYPE "public"."flight_cabin" AS ENUM('ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST');--> statement-breakpoint
CREATE TABLE "flight_seat_sales" (
	"departure_date" date NOT NULL,
	"carrier_code" varchar(2) NOT NULL,
	"flight_number" integer NOT NULL,
	"cabin" "flight_cabin" NOT NULL,
	"seats_sold" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flight_seat_sales_pk" PRIMARY KEY("departure_date","carrier_code","flight_number","cabin"),
	CONSTRAINT "flight_seat_sales_seats_sold_check" CHECK ("flight_seat_sales"."seats_sold" >= 0)
);
