import { registerNamespace } from '@/i18n/i18n';
import arLegal from '@/i18n/locales/ar/legal.json';
import enLegal from '@/i18n/locales/en/legal.json';

import { LegalDocument } from './components/legal-document';

registerNamespace('legal', enLegal, arLegal);

/** /terms: linked from sign-up and the footer. */
export function TermsRoute() {
  return <LegalDocument name="terms" />;
}

/** /privacy: linked from sign-up and the footer. */
export function PrivacyRoute() {
  return <LegalDocument name="privacy" />;
}
