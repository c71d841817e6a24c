import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

import { baseApi } from '@/api/base-api';
import { readTokens } from '@/lib/token-storage';

import type {
  ChangePasswordRequest,
  DetailResponse,
  LoginRequest,
  OtpRequest,
  RegisterRequest,
  RegisterResponse,
  ResendOtpRequest,
  ResetPasswordRequest,
  ResetTokenResponse,
  TokenPair,
} from './auth-types';

// A logout that hangs must not keep the traveller signed in: the user is cleared after this.
const LOGOUT_TIMEOUT_MS = 5000;

/** Registration is multipart (the contract allows an image); nationality is never sent (§3). */
export function toRegisterFormData(request: RegisterRequest): FormData {
  const form = new FormData();
  form.append('phone_number', request.phone_number);
  form.append('password', request.password);
  form.append('name', request.name);
  if (request.email) form.append('email', request.email);
  return form;
}

/** Seconds from a 429's Retry-After header, when it gives a number. */
function retryAfterSeconds(meta: unknown): number | null {
  const header = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('Retry-After');
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenPair, LoginRequest>({
      query: (body) => ({ url: 'authentication/login/', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (request) => ({
        url: 'authentication/register/',
        method: 'POST',
        body: toRegisterFormData(request),
      }),
    }),
    verifyOtp: build.mutation<Partial<TokenPair>, OtpRequest>({
      query: (body) => ({ url: 'authentication/verify-otp/', method: 'POST', body }),
    }),
    verifyForgotPasswordOtp: build.mutation<ResetTokenResponse, OtpRequest>({
      query: (body) => ({
        url: 'authentication/verify-forgot-password-otp/',
        method: 'POST',
        body,
      }),
    }),
    resendOtp: build.mutation<DetailResponse, ResendOtpRequest>({
      query: (body) => ({ url: 'authentication/resend-otp/', method: 'POST', body }),
      transformErrorResponse: (error, meta) => ({ ...error, retryAfter: retryAfterSeconds(meta) }),
    }),
    forgotPassword: build.mutation<DetailResponse, { email: string }>({
      query: (body) => ({ url: 'authentication/forgot-password/', method: 'POST', body }),
    }),
    resetPassword: build.mutation<DetailResponse, ResetPasswordRequest>({
      query: (body) => ({ url: 'authentication/reset-password/', method: 'POST', body }),
    }),
    // The change ends every other sign-in; sending our refresh token keeps this one (the base
    // query then refreshes the access token the change invalidated).
    changePassword: build.mutation<DetailResponse, Omit<ChangePasswordRequest, 'refresh'>>({
      query: (body) => ({
        url: 'authentication/change-password/',
        method: 'POST',
        body: { ...body, refresh: readTokens()?.refresh ?? undefined },
      }),
    }),
    logout: build.mutation<unknown, { refresh: string | null }>({
      query: (body) => ({
        url: 'authentication/logout/',
        method: 'POST',
        body,
        timeout: LOGOUT_TIMEOUT_MS,
      }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useVerifyOtpMutation,
  useVerifyForgotPasswordOtpMutation,
  useResendOtpMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
} = authApi;
