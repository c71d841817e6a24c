CREATE TABLE "car_rental_sales" (
	"branch_code" varchar(6) NOT NULL,
	"day" date NOT NULL,
	"supplier_code" varchar(2) NOT NULL,
	"car_class" varchar(4) NOT NULL,
	"cars_out" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "car_rental_sales_pk" PRIMARY KEY("branch_code","day","supplier_code","car_class"),
	CONSTRAINT "car_rental_sales_cars_out_check" CHECK ("car_rental_sales"."cars_out" >= 0)
);
