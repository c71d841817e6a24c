import { ValidationError, type AnySchema } from 'yup';

/** The first message key yup reports for each field, as a form shows it. */
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
      errors[path] ??= issue.message;
    }
    return errors;
  }
}
