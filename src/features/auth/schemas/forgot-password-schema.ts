import { object, type InferType } from 'yup';

import { emailField } from './rules';

// §5: forgot password requires an email.
export const forgotPasswordSchema = object({ email: emailField() });

export type ForgotPasswordFormValues = InferType<typeof forgotPasswordSchema>;
