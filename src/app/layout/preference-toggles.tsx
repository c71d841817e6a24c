import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

import type { SxProps, Theme } from '@mui/material/styles';

import {
  digitsToggled,
  languageToggled,
  selectDigits,
  selectLanguage,
  selectTheme,
  themeToggled,
} from '@/features/preferences/preferences-slice';

import { useAppDispatch, useAppSelector } from '../hooks';

export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectTheme);
  const label = mode === 'dark' ? t('header.themeToLight') : t('header.themeToDark');
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => dispatch(themeToggled())}
    >
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}

/**
 * Shows the code of the language it switches to (EN or AR); its name starts with that code
 * (WCAG 2.5.3 Label in Name: "click AR" works by voice).
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <Button
      color="inherit"
      aria-label={t('header.languageToggle')}
      title={t('header.languageToggle')}
      lang={language === 'ar' ? 'en' : 'ar'}
      onClick={() => dispatch(languageToggled())}
      sx={{ minWidth: 44, fontWeight: 700 }}
    >
      {t('header.languageCode')}
    </Button>
  );
}

/**
 * In Arabic only: switches between Arabic-Indic digits (١٢٣, the default) and Latin ones (123, as
 * most Gulf sites write), everywhere numbers are shown. Shows the digits it switches to.
 */
export function DigitsToggle({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const digits = useAppSelector(selectDigits);
  if (language !== 'ar') return null;
  const label = digits === 'latn' ? t('header.digitsToArabic') : t('header.digitsToLatin');
  return (
    <Button
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => dispatch(digitsToggled())}
      sx={{ minWidth: 44, fontWeight: 700, ...sx }}
    >
      {digits === 'latn' ? '١٢٣' : '123'}
    </Button>
  );
}
