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
  themeToggled,
} from '@/features/preferences/preferences-slice';

import { whenDark } from '@/theme/color-scheme';

import { useAppDispatch, useAppSelector } from '../hooks';

// Both buttons are drawn and CSS shows the one for the scheme on screen, so the page is the same
// drawing in either (the server's first screen does not know the scheme: src/theme/color-scheme.ts).
const IN_LIGHT_ONLY = { display: 'inline-flex', ...whenDark({ display: 'none' }) };
const IN_DARK_ONLY = { display: 'none', ...whenDark({ display: 'inline-flex' }) };

export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toggle = () => dispatch(themeToggled());
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('header.themeToDark')}
        title={t('header.themeToDark')}
        onClick={toggle}
        sx={IN_LIGHT_ONLY}
      >
        <DarkModeIcon />
      </IconButton>
      <IconButton
        color="inherit"
        aria-label={t('header.themeToLight')}
        title={t('header.themeToLight')}
        onClick={toggle}
        sx={IN_DARK_ONLY}
      >
        <LightModeIcon />
      </IconButton>
    </>
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
