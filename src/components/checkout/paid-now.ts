import type { Booking } from '@server/modules/bookings/schemas.ts';

// Paid at the place rather than online: nothing of the booking is charged when booking.
const ON_ARRIVAL: readonly Booking['payment']['method'][] = ['pay-at-hotel', 'pay-on-pickup'];

/**
 * What of a booking's total was paid online, when that is not all of it: part (a hotel's local
 * tax is paid at the hotel), or nothing (paid at the hotel or on pickup). Null when the total
 * was paid, or when nothing is paid yet for another reason (a bank transfer on its way).
 */
export function paidNow(
  booking: Pick<Booking, 'price' | 'payment' | 'cancellation'>,
): { part: string } | 'nothing' | null {
  const { paid } = booking.cancellation;
  if (Number(paid) > 0 && paid !== booking.price.total) return { part: paid };
  if (Number(paid) === 0 && ON_ARRIVAL.includes(booking.payment.method)) return 'nothing';
  return null;
}
