/*
 * What a form schema says is wrong, in no language yet: an i18next key (with its namespace,
 * 'checkout:errors.cardExpired') and the values it quotes. The field shows it in the reader's
 * language (components/form/use-field-error-text.ts), where i18next formats the numbers and
 * dates, so a limit reads "٦" in Arabic and "6" in English from one schema. yup keeps any
 * value as a message and react-hook-form passes it on untouched.
 */
// A type, not an interface: yup takes a message object only with an index signature.
export type ValidationMessage = {
  key: string;
  values?: Record<string, string | number>;
};

export const invalid = (key: string, values?: ValidationMessage['values']): ValidationMessage =>
  values ? { key, values } : { key };

export function isValidationMessage(value: unknown): value is ValidationMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string'
  );
}
