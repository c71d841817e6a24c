// The auth API's bodies, written once as the server's TypeBox schemas (type-only: no server code
// reaches the bundle).
export type {
  ChangePasswordRequest,
  DetailResponse,
  LoginRequest,
  OtpPurpose,
  OtpRequest,
  RegisterResponse,
  ResendOtpRequest,
  ResetPasswordRequest,
  ResetTokenResponse,
  TokenPair,
} from '@server/modules/auth/schemas.ts';
export type { Profile as ApiProfile } from '@server/modules/profile/schemas.ts';

/** The sign-up form's fields as sent (nationality is collected but not sent, §3). */
export interface RegisterRequest {
  name: string;
  email: string;
  phone_number: string;
  password: string;
}

export interface ProfileUpdate {
  name: string;
  email: string;
  phone_number: string;
  /** A new avatar; sends the update as multipart instead of JSON. */
  image?: File | null;
}
