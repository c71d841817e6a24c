import { SUPPORT_CODE_PATTERN } from '../modules/support/constants.ts';

// A problem report's code as a traveller reads it out and support staff type it: the server and
// the support screen read it the same way.

const CODE = new RegExp(SUPPORT_CODE_PATTERN);

/** "k7m4-9qxd " as read out over the phone is K7M49QXD. */
export const normaliseReportCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** Whether the text, normalised, is a report code (8 of the letters and digits codes use). */
export const isReportCode = (code: string) => CODE.test(normaliseReportCode(code));
