import { useNavigate } from 'react-router-dom';

import { apiErrorCode } from '@/api/error-message';
import { useAppDispatch } from '@/app/hooks';
import { saveTokens } from '@/lib/token-storage';

import {
  useResendOtpMutation,
  useVerifyForgotPasswordOtpMutation,
  useVerifyOtpMutation,
} from '../api/auth-api';
import { OTP_ERROR_KEYS, type AuthRequestError } from '../api/auth-errors';
import { tokensStored } from '../auth-slice';
import { returnState, type ResetPasswordState, type VerifyOtpState } from '../navigation-state';
import { VERIFY_REDIRECT_MS } from '../timing';

import { useAuthErrorText } from './use-auth-error-text';
import { useDelayedNavigate } from './use-delayed-navigate';
import { useRefreshUser } from './use-refresh-user';

export type VerifyOutcome =
  | { kind: 'verified' }
  | { kind: 'moved-on' }
  | { kind: 'failed'; message: string; blocked: boolean };

export type ResendOutcome = { ok: true } | { ok: false; retryAfter: number | null };

const BLOCKING_CODES = ['otp_expired', 'otp_locked'];

const retryAfterOf = (error: AuthRequestError) => {
  const seconds = (error as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof seconds === 'number' ? seconds : null;
};

/**
 * The code's two requests. Sign-up: verify-otp, store the tokens (remembered), refresh the user,
 * then after 1.5 s /dashboard (§4), or the page the traveller was going to before signing up
 * (returnTo); without tokens, /login, which takes them on there after sign-in. Password reset
 * (from=forget): the forgot-password verify call, then straight on to /reset-password with the
 * reset token.
 */
export function useOtpRequests(flow: VerifyOtpState) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const refreshUser = useRefreshUser();
  const errorText = useAuthErrorText();
  const [verifySignup, signupState] = useVerifyOtpMutation();
  const [verifyReset, resetState] = useVerifyForgotPasswordOtpMutation();
  const [resendOtp, resendState] = useResendOtpMutation();
  const resetFlow = flow.from === 'forget';

  const failed = (error: AuthRequestError): VerifyOutcome => ({
    kind: 'failed',
    message: errorText(error, OTP_ERROR_KEYS, 'otp.invalid'),
    blocked: BLOCKING_CODES.includes(apiErrorCode(error) ?? ''),
  });

  const verify = async (otp: string): Promise<VerifyOutcome> => {
    if (resetFlow) {
      const result = await verifyReset({ email: flow.email, otp });
      if (result.error) return failed(result.error);
      const state: ResetPasswordState = { email: flow.email, reset_token: result.data.reset_token };
      void navigate('/reset-password', { replace: true, state });
      return { kind: 'moved-on' };
    }
    const result = await verifySignup({ email: flow.email, otp });
    if (result.error) return failed(result.error);
    const { access, refresh, user_id: userId } = result.data;
    let signedIn = false;
    if (access) {
      saveTokens({ access, refresh, userId: userId === undefined ? null : String(userId) }, true);
      dispatch(tokensStored(access));
      signedIn = (await refreshUser()) !== null;
    }
    if (signedIn) {
      navigateLater(flow.returnTo ?? '/dashboard', VERIFY_REDIRECT_MS, { replace: true });
    } else {
      navigateLater('/login', VERIFY_REDIRECT_MS, {
        replace: true,
        state: returnState(flow.returnTo),
      });
    }
    return { kind: 'verified' };
  };

  const resend = async (): Promise<ResendOutcome> => {
    const result = await resendOtp({ email: flow.email, purpose: resetFlow ? 'reset' : 'signup' });
    return result.error ? { ok: false, retryAfter: retryAfterOf(result.error) } : { ok: true };
  };

  return {
    verify,
    resend,
    verifying: signupState.isLoading || resetState.isLoading,
    resending: resendState.isLoading,
    done: signupState.isSuccess || resetState.isSuccess,
  };
}
