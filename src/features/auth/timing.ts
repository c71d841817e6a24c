// §9 account timing.
export const LOGIN_REDIRECT_MS = 1500;
export const VERIFY_REDIRECT_MS = 1500;
export const REGISTER_REDIRECT_MS = 2000;
// Not in the spec (it leaves the reset step out); the same pause as after signing in.
export const RESET_REDIRECT_MS = 1500;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const OTP_DELIVERY_MINUTES = 5;
