import { OFFER_ID_MAX_LENGTH } from '@server/modules/cars/constants.ts';

// Offer ids are opaque base64url text (the server's own pattern).
export const OFFER_ID = new RegExp(`^[A-Za-z0-9_-]{1,${OFFER_ID_MAX_LENGTH}}$`);
