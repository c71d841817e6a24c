-- Every flight booking moves into the one bookings table, nothing lost: the offer, travellers and
-- extras become the flight's details, the seats it took its holds. The UTC columns stay empty
-- here (SQL cannot know an airport's time zone); the server fills them at its next start.
INSERT INTO "bookings" (
	"id", "user_id", "kind", "reference", "status", "title", "starts_local", "ends_local",
	"starts_at", "ends_at", "party", "price", "payment", "contact", "details", "holds", "refund",
	"created_at", "cancelled_at"
)
SELECT
	fb."id",
	fb."user_id",
	'flight',
	fb."reference",
	fb."status",
	fb."title",
	fb."departure_at",
	fb."offer" -> 'itineraries' -> -1 -> 'segments' -> -1 -> 'arrival' ->> 'at',
	NULL,
	NULL,
	jsonb_build_object(
		'adults', (SELECT count(*) FROM jsonb_array_elements(fb."offer" -> 'travelerPricings') AS p WHERE p ->> 'travelerType' = 'ADULT'),
		'children', (SELECT count(*) FROM jsonb_array_elements(fb."offer" -> 'travelerPricings') AS p WHERE p ->> 'travelerType' = 'CHILD'),
		'infants', (SELECT count(*) FROM jsonb_array_elements(fb."offer" -> 'travelerPricings') AS p WHERE p ->> 'travelerType' = 'HELD_INFANT')
	),
	fb."price",
	fb."payment",
	fb."contact",
	jsonb_build_object(
		'flightOffer', fb."offer",
		'travelers', fb."travelers",
		'extras', fb."extras",
		'returnDate', fb."return_at"
	),
	fb."seats",
	NULL,
	fb."created_at",
	fb."cancelled_at"
FROM "flight_bookings" AS fb;
--> statement-breakpoint
DROP TABLE "flight_bookings" CASCADE;
