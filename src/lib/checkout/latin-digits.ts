import { toLatinDigits } from '@server/shared/digits.ts';

// Phone, passport and card numbers are read and sent with Latin digits whichever the traveller
// typed (server/src/shared/digits.ts, which the server reads them with too).
export { toLatinDigits };
