import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { multipartForm, uploadedFile } from '../../lib/multipart.ts';
import { dropEmptyStrings, trimStrings } from '../../lib/trim-strings.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { AVATAR_TOO_LARGE } from './accounts.ts';
import { ACCOUNT_LIMITS } from './constants.ts';
import { authDeps } from './deps.ts';
import {
  ChangePasswordRequestSchema,
  DetailResponseSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  OtpRequestSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  RegisterMultipartSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResendOtpRequestSchema,
  ResetPasswordRequestSchema,
  ResetTokenResponseSchema,
  TokenPairSchema,
  type RegisterRequest,
} from './schemas.ts';
import { createPasswordService } from './password-service.ts';
import { createAuthService } from './service.ts';
import { endSession, refreshSession } from './sessions.ts';

const tags = ['authentication'];
const bearer = [{ bearerAuth: [] }];
const trimEmail = trimStrings(['email']);

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = authDeps(app);
  const auth = createAuthService(deps);
  const passwords = createPasswordService(deps);

  // Registration takes multipart/form-data (the spec's form, with an optional picture) or JSON;
  // multipart is parsed in this scope only.
  await app.register(async (form) => {
    await form.register(multipart);
    form.post(
      '/authentication/register/',
      {
        schema: {
          tags,
          summary: 'Create an account (unverified) and mail it a 4-digit code',
          body: {
            content: {
              'multipart/form-data': { schema: RegisterMultipartSchema },
              'application/json': { schema: RegisterRequestSchema },
            },
          },
          response: { 201: RegisterResponseSchema, ...errorResponses(400, 413, 415, 429) },
        },
        preValidation: [
          multipartForm({
            files: {
              image: { maxBytes: ACCOUNT_LIMITS.avatarMaxBytes, tooLarge: AVATAR_TOO_LARGE },
            },
            maxFields: 8,
          }),
          trimStrings(['name', 'email', 'phone_number']),
          dropEmptyStrings(['email']),
        ],
      },
      async (request, reply) => {
        // The body schema depends on the content type, so the type provider cannot infer it;
        // both schemas give these fields.
        const body = request.body as RegisterRequest;
        const created = await auth.register(body, uploadedFile(request, 'image'), request.ip);
        return reply.code(201).send(created);
      },
    );
  });

  app.post(
    '/authentication/verify-otp/',
    {
      schema: {
        tags,
        summary: 'Verify the sign-up code; signs the new account in',
        body: OtpRequestSchema,
        response: { 200: TokenPairSchema, ...errorResponses(400, 429) },
      },
      preValidation: trimStrings(['email', 'otp']),
    },
    async (request) => auth.verifySignup(request.body, request.ip),
  );

  app.post(
    '/authentication/resend-otp/',
    {
      schema: {
        tags,
        summary: 'Mail a new code (one a minute, five an hour per email)',
        body: ResendOtpRequestSchema,
        response: { 200: DetailResponseSchema, ...errorResponses(400, 429) },
      },
      preValidation: trimEmail,
    },
    async (request) => auth.resendCode(request.body),
  );

  app.post(
    '/authentication/login/',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginRequestSchema,
        response: { 200: TokenPairSchema, ...errorResponses(400, 401, 403, 429) },
      },
      preValidation: trimEmail,
    },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/authentication/forgot-password/',
    {
      schema: {
        tags,
        summary: 'Mail a password reset code, if the account exists (same answer either way)',
        body: ForgotPasswordRequestSchema,
        response: { 200: DetailResponseSchema, ...errorResponses(400, 429) },
      },
      preValidation: trimEmail,
    },
    async (request) => passwords.forgotPassword(request.body),
  );

  app.post(
    '/authentication/verify-forgot-password-otp/',
    {
      schema: {
        tags,
        summary: 'Trade the password reset code for a single-use reset token',
        body: OtpRequestSchema,
        response: { 200: ResetTokenResponseSchema, ...errorResponses(400, 429) },
      },
      preValidation: trimStrings(['email', 'otp']),
    },
    async (request) => passwords.verifyResetCode(request.body, request.ip),
  );

  app.post(
    '/authentication/reset-password/',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token; ends every session',
        body: ResetPasswordRequestSchema,
        response: { 200: DetailResponseSchema, ...errorResponses(400) },
      },
      preValidation: trimEmail,
    },
    async (request) => passwords.resetPassword(request.body),
  );

  app.post(
    '/authentication/token/refresh/',
    {
      schema: {
        tags,
        summary: 'Trade a refresh token for new tokens (the one sent is used up)',
        description:
          'A refresh token that was already traded is refused, and its whole session is ended.',
        body: RefreshRequestSchema,
        response: { 200: RefreshResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => refreshSession(deps, request.body.refresh),
  );

  app.post(
    '/authentication/logout/',
    {
      schema: {
        tags,
        summary: 'End the session of a refresh token',
        description:
          'Answers 200 for any refresh token this server signed, even one already used, revoked or expired (logging out twice is fine), and 401 for anything else.',
        body: RefreshRequestSchema,
        response: { 200: DetailResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await endSession(deps, request.body.refresh);
      return { detail: 'Signed out' };
    },
  );

  app.post(
    '/authentication/change-password/',
    {
      schema: {
        tags,
        summary: 'Change the password; ends the other sessions',
        security: bearer,
        body: ChangePasswordRequestSchema,
        response: { 200: DetailResponseSchema, ...errorResponses(400, 401, 429) },
      },
      onRequest: app.authenticate,
    },
    async (request) => passwords.changePassword(signedInUser(request), request.body),
  );
};
