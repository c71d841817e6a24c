import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/ar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Date pickers in the current language (dayjs locales). Wraps only the screens that have pickers,
 * so the pickers' code and dayjs stay out of the home page's first download.
 */
export function DateLocalizationProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={i18n.language}>
      {children}
    </LocalizationProvider>
  );
}
