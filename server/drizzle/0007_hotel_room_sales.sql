CREATE TABLE "hotel_room_sales" (
	"hotel_code" integer NOT NULL,
	"room_code" varchar(6) NOT NULL,
	"night" date NOT NULL,
	"rooms_sold" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hotel_room_sales_pk" PRIMARY KEY("hotel_code","night","room_code"),
	CONSTRAINT "hotel_room_sales_rooms_sold_check" CHECK ("hotel_room_sales"."rooms_sold" >= 0)
);
