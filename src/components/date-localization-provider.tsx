import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/ar';
import { type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AdapterDayjsLocalizedDigits, digitConverter } from './adapter-dayjs-localized-digits';
import { languageOf } from '@/lib/language';

/**
 * Date pickers in the current language (dayjs locales), with the language's digits (in Arabic,
 * Arabic-Indic unless the traveller chose Latin ones, as everywhere else in the app). Wraps only
 * the screens that have pickers, so the pickers' code and dayjs stay out of the home page's first
 * download.
 */
export function DateLocalizationProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const converter = digitConverter(language);

  // A date field reads the typed character from its section and expects a Latin digit (MUI X
  // shows localized digits but does not yet take them from the keyboard): an Arabic keyboard's
  // '٤' becomes '4' before the field reads it, and the field shows '٤' again.
  const onInputCapture = (event: FormEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // jsdom has no isContentEditable; the attribute is what MUI's sections set.
    const editable = target.getAttribute('contenteditable') === 'true';
    if (!converter || !editable || !target.textContent) return;
    const latin = converter.toLatin(target.textContent);
    if (latin !== target.textContent) target.textContent = latin;
  };

  return (
    <LocalizationProvider
      // A change of digits changes the adapter, so the pickers redraw in the new ones.
      dateAdapter={converter ? AdapterDayjsLocalizedDigits : AdapterDayjs}
      adapterLocale={language}
    >
      <Box sx={{ display: 'contents' }} onInputCapture={onInputCapture}>
        {children}
      </Box>
    </LocalizationProvider>
  );
}
