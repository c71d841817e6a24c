import { boolean, object, string, type InferType } from 'yup';

import { authError, emailField } from './rules';

// §5: login requires email and password.
export const loginSchema = object({
  email: emailField(),
  password: string().required(authError('passwordRequired')),
  remember: boolean().default(true),
});

export type LoginFormValues = InferType<typeof loginSchema>;

// "Remember me" starts checked: the session survives closing the browser.
export const EMPTY_LOGIN_FORM: LoginFormValues = { email: '', password: '', remember: true };
