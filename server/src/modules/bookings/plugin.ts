import { globalPlugin } from '../../lib/global-plugin.ts';
import { createBookingCore, type BookingCore } from './core.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bookings: BookingCore;
  }
}

// The booking core, for every kind's module: each registers its adapter (app.bookings.register)
// and places its orders through it; the core's own routes list and cancel bookings of any kind.
export const bookingsPlugin = globalPlugin(
  { name: 'bookings', dependencies: ['config', 'db', 'mail', 'rate-limits', 'search-answers'] },
  async (app) => {
    app.decorate(
      'bookings',
      createBookingCore({
        db: app.db,
        clock: app.clock,
        mail: app.mail,
        rateLimits: app.rateLimits,
        salesChanged: () => app.searchAnswers.salesChanged(),
      }),
    );
  },
);
