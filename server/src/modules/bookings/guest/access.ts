import type { FastifyRequest } from 'fastify';
import { bearerToken, unauthorized } from '../../../plugins/auth.ts';
import { TokenError, type TokenService } from '../../auth/tokens.ts';

// The booking a guest token opens, or a 401 (an account's token is not one).
export async function guestBookingOf(
  tokens: TokenService,
  request: FastifyRequest,
): Promise<string> {
  const token = bearerToken(request.headers.authorization);
  if (token === null) {
    throw unauthorized('Authentication credentials were not provided.', 'not_authenticated');
  }
  try {
    return (await tokens.verifyGuestBooking(token)).bookingId;
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    throw error.code === 'token_expired'
      ? unauthorized(
          'Your access to this booking has expired. Please ask for a new code.',
          'token_expired',
        )
      : unauthorized('The access token is not valid.', 'token_invalid');
  }
}
