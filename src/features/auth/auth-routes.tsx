import { Navigate, useLocation } from 'react-router-dom';

import { ForgotPasswordPage } from './components/forgot-password-page';
import { LoginPage } from './components/login-page';
import { ResetPasswordPage } from './components/reset-password-page';
import { SignupPage } from './components/signup-page';
import { VerifyOtpPage } from './components/verify-otp-page';
import { readResetPasswordState, readVerifyOtpState } from './navigation-state';

// The sign-in screens, one lazy chunk. Their strings register on first use (useAuthTranslation).

/** /login */
export function LoginRoute() {
  return <LoginPage />;
}

/** /signup */
export function SignupRoute() {
  return <SignupPage />;
}

/** /verify-otp: needs the email in navigation state, else back to /signup (§4). */
export function VerifyOtpRoute() {
  const flow = readVerifyOtpState(useLocation().state);
  if (!flow) return <Navigate to="/signup" replace />;
  // A new email or flow is a new page: fresh boxes, fresh countdown.
  return <VerifyOtpPage key={`${flow.from ?? 'signup'}:${flow.email}`} flow={flow} />;
}

/** /forgot-password */
export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}

/** /reset-password: needs the verified reset token in navigation state, else /forgot-password. */
export function ResetPasswordRoute() {
  const flow = readResetPasswordState(useLocation().state);
  if (!flow) return <Navigate to="/forgot-password" replace />;
  return <ResetPasswordPage flow={flow} />;
}
