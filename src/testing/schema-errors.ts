import { ValidationError, type AnySchema } from 'yup';

import type { ValidationMessage } from '@/lib/validation-message';

/** The first message key yup reports for each field (within the "auth" namespace). */
export async function errorsFor(
  schema: AnySchema,
  values: unknown,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner) {
      const path = issue.path ?? '';
      errors[path] ??= (issue.message as unknown as ValidationMessage).key.replace(/^auth:/, '');
    }
    return errors;
  }
}
