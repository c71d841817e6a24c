import { createRequire } from 'node:module';

// Cairo as whole TrueType files (Arabic and Latin in one font, so a line mixing them needs no
// font switch), from the @expo-google-fonts/cairo package: nothing is fetched at run time.
const requirePackage = createRequire(import.meta.url);

export const DOCUMENT_FONTS = {
  regular: requirePackage.resolve('@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf'),
  bold: requirePackage.resolve('@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf'),
};
