CREATE TABLE "sales_versions" (
	"scope" varchar(40) PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
