// The auth API's bodies as the contract gives them. When server/src/modules/auth/schemas.ts lands,
// these become `import type` re-exports of the server's TypeBox types.

/** Some servers send numeric ids; the SPA keeps every id as a string. */
export type ApiId = string | number;

export interface TokenPair {
  access: string;
  refresh: string;
  user_id: ApiId;
}

export interface ApiProfile {
  user_id: ApiId;
  name: string;
  email: string | null;
  phone_number: string;
  /** A path such as /media/avatars/x.webp, or null. */
  image: string | null;
}

export interface DetailResponse {
  detail: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  phone_number: string;
  password: string;
}

export interface RegisterResponse {
  user_id: ApiId;
  name: string;
  email: string | null;
  phone_number: string;
}

export interface OtpRequest {
  email: string;
  otp: string;
}

export type OtpPurpose = 'signup' | 'reset';

export interface ResendOtpRequest {
  email: string;
  purpose: OtpPurpose;
}

export interface ResetTokenResponse {
  reset_token: string;
}

export interface ResetPasswordRequest {
  email: string;
  reset_token: string;
  new_password: string;
  confirm_password: string;
}

export interface ChangePasswordRequest {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export interface ProfileUpdate {
  name: string;
  email: string;
  phone_number: string;
  /** A new avatar; sends the update as multipart instead of JSON. */
  image?: File | null;
}
