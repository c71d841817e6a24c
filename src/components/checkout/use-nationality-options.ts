import {
  NATIONALITIES,
  NATIONALITY_REGIONS,
  type Nationality,
} from '@server/modules/bookings/constants.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// §5's five options keep the top of the list; the others follow in the reader's alphabet.
const SPEC_OPTIONS = 5;

export interface NationalityOption {
  code: Nationality;
  name: string;
}

/** Every nationality a booking takes, named in a language by the browser's own country names. */
export function nationalityOptions(language: string): NationalityOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const named = NATIONALITIES.map((code) => ({
    code,
    name: names.of(NATIONALITY_REGIONS[code] ?? code) ?? code,
  }));
  const collator = new Intl.Collator(language);
  return [
    ...named.slice(0, SPEC_OPTIONS),
    ...named.slice(SPEC_OPTIONS).sort((a, b) => collator.compare(a.name, b.name)),
  ];
}

/** The nationality options in the interface language (built once per language). */
export function useNationalityOptions(): NationalityOption[] {
  const { i18n } = useTranslation();
  return useMemo(() => nationalityOptions(i18n.language), [i18n.language]);
}
