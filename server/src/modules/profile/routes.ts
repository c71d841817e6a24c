import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { multipartForm, uploadedFile } from '../../lib/multipart.ts';
import { trimStrings } from '../../lib/trim-strings.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { AVATAR_TOO_LARGE } from '../auth/accounts.ts';
import { ACCOUNT_LIMITS } from '../auth/constants.ts';
import { authDeps } from '../auth/deps.ts';
import {
  ConfirmEmailRequestSchema,
  ProfileSchema,
  ProfileUpdateMultipartSchema,
  ProfileUpdateSchema,
  type ProfileUpdate,
} from './schemas.ts';
import { changeProfile, confirmEmailChange, getProfile } from './service.ts';

const tags = ['profile'];
const security = [{ bearerAuth: [] }];

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = authDeps(app);
  await app.register(multipart);

  app.get(
    '/authentication/profile/',
    {
      schema: {
        tags,
        summary: "The signed-in user's profile",
        security,
        response: { 200: ProfileSchema, ...errorResponses(401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => getProfile(deps, signedInUser(request).id),
  );

  app.put(
    '/authentication/profile/',
    {
      schema: {
        tags,
        summary: 'Change name, email, phone number or avatar',
        description:
          'JSON, or multipart/form-data to send a new avatar as `image` (JPEG, PNG or WebP, at most 2 MB). Fields left out keep their value. A new email is mailed a code and shows as `pending_email` until confirmed.',
        security,
        body: {
          content: {
            'application/json': { schema: ProfileUpdateSchema },
            'multipart/form-data': { schema: ProfileUpdateMultipartSchema },
          },
        },
        response: { 200: ProfileSchema, ...errorResponses(400, 401, 413, 415) },
      },
      onRequest: app.authenticate,
      preValidation: [
        multipartForm({
          files: { image: { maxBytes: ACCOUNT_LIMITS.avatarMaxBytes, tooLarge: AVATAR_TOO_LARGE } },
          maxFields: 6,
        }),
        trimStrings(['name', 'email', 'phone_number']),
      ],
    },
    async (request) => {
      // The body schema depends on the content type, so the type provider cannot infer it.
      const update = request.body as ProfileUpdate;
      return changeProfile(deps, signedInUser(request).id, update, uploadedFile(request, 'image'));
    },
  );

  app.post(
    '/authentication/profile/confirm-email/',
    {
      schema: {
        tags,
        summary: 'Confirm a new email with the code mailed to it',
        security,
        body: ConfirmEmailRequestSchema,
        response: { 200: ProfileSchema, ...errorResponses(400, 401, 429) },
      },
      onRequest: app.authenticate,
      preValidation: trimStrings(['otp']),
    },
    async (request) =>
      confirmEmailChange(deps, signedInUser(request).id, request.body.otp, request.ip),
  );
};
