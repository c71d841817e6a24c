import type { BookingRecord } from '../../bookings/adapter.ts';
import { freeCancellationUntilMs } from '../../../inventory/shared/free-cancellation.ts';
import { changeMailOf } from '../../bookings/change-mail.ts';
import { cancellationMailOf } from '../../bookings/cancellation-mail.ts';
import { mailLocalTime, mailUtcTime } from '../../bookings/mail-times.ts';
import type { MailMessage } from '../../mail/schemas.ts';
import type { CarBookingDetails } from './schemas.ts';

// The car booking e-mails: the voucher a renter shows at the desk, in plain text a phone reads,
// with the times and the cancellation deadline on the branch's clock (no card data, and the
// licence number only as its last four characters).

type CarRecord = BookingRecord<CarBookingDetails>;

const EXTRA_NAMES = {
  withDriver: 'a driver',
  childSeat: 'a child seat',
  gps: 'GPS',
} as const;

function summary(booking: CarRecord): string[] {
  const { car, supplier, pickup, dropoff, days, driver, extras } = booking.details;
  const currency = booking.price.currency;
  const chosen: string[] = (Object.keys(EXTRA_NAMES) as (keyof typeof EXTRA_NAMES)[])
    .filter((extra) => extras[extra])
    .map((extra) => EXTRA_NAMES[extra]);
  if (extras.insurance !== 'none') chosen.push(`${extras.insurance} insurance`);
  return [
    `Booking reference: ${booking.reference}`,
    `Car: ${car.name} (${car.acriss}), ${car.transmission}, ${car.seats} seats`,
    `Supplier: ${supplier.name}`,
    `Pickup: ${mailLocalTime(booking.startsLocal)} (${pickup.timeZone}) at ${pickup.name}, ${pickup.address}`,
    `Return: ${mailLocalTime(booking.endsLocal)} (${dropoff.timeZone}) at ${dropoff.name}, ${dropoff.address}`,
    `Rental days: ${days}`,
    `Driver: ${driver.fullName}, licence ending ${driver.licenseNumber.slice(-4)}`,
    `Add-ons: ${chosen.length > 0 ? chosen.join(', ') : 'none'}`,
    `Total: ${booking.price.total} ${currency}`,
  ];
}

function policies(booking: CarRecord): string[] {
  const details = booking.details;
  const currency = booking.price.currency;
  const mileage = details.mileage.unlimited
    ? 'unlimited'
    : `${details.mileage.kmPerDay} km a day included, then ${details.mileage.extraKm} ${currency} a km`;
  const fuel =
    details.fuelPolicy === 'full-to-full'
      ? 'full to full (collect it full, return it full)'
      : 'same to same (return it with as much fuel as it had)';
  return [
    `Deposit: ${details.deposit} ${currency}, held on the driver's card at pickup and released when the car is returned; it is not charged.`,
    `Excess: ${details.excess} ${currency} owed after damage with the cover chosen.`,
    `Fuel: ${fuel}.`,
    `Mileage: ${mileage}.`,
  ];
}

function cancellationLine(booking: CarRecord): string {
  const until = booking.details.freeCancellationUntil;
  if (until === null) return 'This booking is non-refundable.';
  const inUtc = booking.startsAt
    ? `, that is ${mailUtcTime(new Date(freeCancellationUntilMs(booking.startsAt.getTime())))} UTC`
    : '';
  return `Free cancellation until ${mailLocalTime(until)} branch time (${booking.details.pickup.timeZone})${inUtc}; after that, until pickup, ${booking.details.lateCancellationCharge} ${booking.price.currency} (one rental day) is kept.`;
}

export function confirmationMail(booking: CarRecord): MailMessage {
  const onPickup = booking.payment.method === 'pay-on-pickup';
  return {
    to: booking.contact.email,
    subject: `Your Safar car rental ${booking.reference} is confirmed`,
    text: [
      onPickup
        ? 'Thank you for booking with Safar. Your car is reserved; you pay at the desk when you collect it.'
        : 'Thank you for booking with Safar. Your car is booked.',
      'Show this voucher, the driver’s licence and a credit card in the driver’s name at the desk.',
      '',
      ...summary(booking),
      '',
      ...policies(booking),
      '',
      cancellationLine(booking),
      'You can see and cancel this booking in your Safar dashboard.',
    ].join('\n'),
  };
}

export const cancellationMail = (booking: CarRecord): MailMessage =>
  cancellationMailOf(booking, { booking: 'car rental', released: 'the car' }, summary(booking));

export const changeMail = (booking: CarRecord): MailMessage =>
  changeMailOf(booking, { booking: 'car rental' }, summary(booking));
