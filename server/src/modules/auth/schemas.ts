import { Type, type Static } from 'typebox';
import { ACCOUNT_LIMITS, OTP_RULES, PHONE_PATTERN, RESENDABLE_OTP_PURPOSES } from './constants.ts';

export {
  ACCOUNT_LIMITS,
  OTP_PURPOSES,
  OTP_RULES,
  PHONE_PATTERN,
  RATE_LIMITS,
  RESENDABLE_OTP_PURPOSES,
  TOKEN_LIFETIMES,
  type OtpPurpose,
  type ResendableOtpPurpose,
} from './constants.ts';

// Password rules (length, match, not common) are checked by the service, not here, so each
// broken rule gets the spec's own message (§5) and the checks run in the spec's order.
const password = (description: string) =>
  Type.String({ maxLength: 1024, description, examples: ['Desert-Falcon-42'] });

const email = Type.String({
  format: 'email',
  maxLength: ACCOUNT_LIMITS.emailMax,
  examples: ['layla@example.com'],
});

// No control characters (PostgreSQL text cannot even hold NUL).
export const NameSchema = Type.String({
  minLength: 1,
  maxLength: ACCOUNT_LIMITS.nameMax,
  pattern: '^[^\\u0000-\\u001f\\u007f]*$',
  examples: ['Layla Haddad'],
});

export const EmailSchema = email;

export const PhoneNumberSchema = Type.String({
  minLength: 1,
  maxLength: ACCOUNT_LIMITS.phoneMax,
  pattern: PHONE_PATTERN,
  description: `Digits, spaces and + ( ) . -, with ${ACCOUNT_LIMITS.phoneDigitsMin} to ${ACCOUNT_LIMITS.phoneDigitsMax} digits. Stored without the separators.`,
  examples: ['+971 50 123 4567'],
});

const otp = Type.String({
  maxLength: 16,
  description: `The ${OTP_RULES.length}-digit code from the mail`,
  examples: ['4821'],
});

// An avatar in a multipart body. Checked from its bytes: JPEG, PNG or WebP, at most 2 MB.
export const AvatarFileSchema = Type.String({
  contentMediaType: 'application/octet-stream',
  description: `JPEG, PNG or WebP, at most ${ACCOUNT_LIMITS.avatarMaxBytes / 1024 / 1024} MB`,
});

const registerFields = {
  phone_number: PhoneNumberSchema,
  password: password(
    `${ACCOUNT_LIMITS.passwordMin} to ${ACCOUNT_LIMITS.passwordMax} characters, not a common password`,
  ),
  name: NameSchema,
  email: Type.Optional(
    Type.String({
      ...email,
      description:
        'Optional in the spec, but needed to mail the verification code: a sign-up without it is refused.',
    }),
  ),
};

export const RegisterRequestSchema = Type.Object(registerFields, { additionalProperties: false });
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

export const RegisterMultipartSchema = Type.Object(
  { ...registerFields, image: Type.Optional(AvatarFileSchema) },
  { additionalProperties: false },
);

export const RegisterResponseSchema = Type.Object(
  {
    user_id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Type.String(),
    phone_number: Type.String(),
  },
  { description: 'The account was created, unverified; a code was mailed' },
);
export type RegisterResponse = Static<typeof RegisterResponseSchema>;

export const OtpRequestSchema = Type.Object({ email, otp }, { additionalProperties: false });
export type OtpRequest = Static<typeof OtpRequestSchema>;

export const ResendOtpRequestSchema = Type.Object(
  { email, purpose: Type.Enum(RESENDABLE_OTP_PURPOSES) },
  { additionalProperties: false },
);
export type ResendOtpRequest = Static<typeof ResendOtpRequestSchema>;

export const LoginRequestSchema = Type.Object(
  {
    email,
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const TokenPairSchema = Type.Object(
  {
    access: Type.String({ description: 'Bearer access token (JWT), valid 15 minutes' }),
    refresh: Type.String({ description: 'Refresh token (JWT), valid 7 days, single use' }),
    user_id: Type.String({ format: 'uuid' }),
  },
  { description: 'Signed in' },
);
export type TokenPair = Static<typeof TokenPairSchema>;

export const ForgotPasswordRequestSchema = Type.Object({ email }, { additionalProperties: false });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequestSchema>;

export const ResetTokenResponseSchema = Type.Object(
  {
    reset_token: Type.String({
      description: 'Good for one POST /authentication/reset-password/ within 15 minutes',
    }),
  },
  { description: 'The reset code was right' },
);
export type ResetTokenResponse = Static<typeof ResetTokenResponseSchema>;

export const ResetPasswordRequestSchema = Type.Object(
  {
    email,
    reset_token: Type.String({ minLength: 1, maxLength: 256 }),
    new_password: password('The sign-up password rules apply'),
    confirm_password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = Type.Object(
  {
    old_password: Type.String({ maxLength: 1024 }),
    new_password: password('The sign-up password rules apply'),
    confirm_password: Type.String({ maxLength: 1024 }),
    refresh: Type.Optional(
      Type.String({
        maxLength: 4096,
        description:
          "The caller's refresh token: its sign-in stays valid. Without it, every sign-in of the account ends.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

export const RefreshRequestSchema = Type.Object(
  { refresh: Type.String({ minLength: 1, maxLength: 4096 }) },
  { additionalProperties: false },
);
export type RefreshRequest = Static<typeof RefreshRequestSchema>;
export type LogoutRequest = RefreshRequest;

export const RefreshResponseSchema = Type.Object(
  {
    access: Type.String({ description: 'A new access token' }),
    refresh: Type.String({ description: 'The next refresh token; the one sent is now used up' }),
  },
  { description: 'New tokens' },
);
export type RefreshResponse = Static<typeof RefreshResponseSchema>;

export const DetailResponseSchema = Type.Object({ detail: Type.String() }, { description: 'Done' });
export type DetailResponse = Static<typeof DetailResponseSchema>;
