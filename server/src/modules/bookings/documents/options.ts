import { Type, type Static } from 'typebox';

// What a traveller chooses about a document: its language, and for Arabic the digits it is
// written in (the SPA's `digits` preference; English always writes Latin digits).

export const DOCUMENT_LANGUAGES = ['en', 'ar'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const DOCUMENT_DIGITS = ['arab', 'latn'] as const;
export type DocumentDigits = (typeof DOCUMENT_DIGITS)[number];

export interface DocumentOptions {
  lang: DocumentLanguage;
  digits: DocumentDigits;
  // The IANA zone of an airport by its IATA code: a flight's segments are printed on their own
  // airports' clocks, and a booking keeps only the codes.
  airportZone: (code: string) => string;
}

export const DocumentQuerySchema = Type.Object({
  lang: Type.Optional(Type.Enum(DOCUMENT_LANGUAGES, { default: 'en' })),
  digits: Type.Optional(
    Type.Enum(DOCUMENT_DIGITS, {
      default: 'arab',
      description: 'Arabic documents only: Arabic-Indic (arab) or Latin (latn) digits',
    }),
  ),
});
export type DocumentQuery = Static<typeof DocumentQuerySchema>;
