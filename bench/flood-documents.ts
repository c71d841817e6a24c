// bench:flood's documents step (bench/flood.ts): one real booking of the owner's, whose e-ticket a
// crowd then asks for again and again, each request from another address (so only the queue of
// documents being built holds it back, not the per-address limit).
import { searches } from './flood-searches.ts';
import type { DocumentTarget } from './flood-worker.ts';

/** Books a car for the signed-in owner over HTTP; the URL of its Arabic e-ticket. */
export async function ownersTicket(
  baseUrl: string,
  owner: { access: string; account: { email: string } },
): Promise<DocumentTarget> {
  const found = await fetch(`${baseUrl}/api/cars/search/?${searches.cars(7)}&page_size=50`);
  const { results } = (await found.json()) as { results: { id: string; carsLeft: number }[] };
  const offer = results.find((each) => each.carsLeft > 0);
  if (!offer) throw new Error('bench:flood: no car to book');
  const booked = await fetch(`${baseUrl}/api/cars/bookings/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${owner.access}`,
      'idempotency-key': `flood-${Date.now()}`,
    },
    body: JSON.stringify({
      offerId: offer.id,
      driver: {
        fullName: 'Omar Khalid',
        dateOfBirth: '1990-05-14',
        nationality: 'UAE',
        licenseNumber: 'DXB-1234567',
      },
      contact: { email: owner.account.email, phone: '+971 50 123 4567' },
      payment: {
        method: 'credit-card',
        card: {
          number: '4111 1111 1111 1111',
          expiry: '12/39',
          cvv: '123',
          holderName: 'Omar Khalid',
        },
      },
    }),
  });
  if (booked.status !== 201) throw new Error(`bench:flood: booking ${booked.status}`);
  const { reference } = (await booked.json()) as { reference: string };
  return {
    url: `${baseUrl}/api/bookings/${reference}/documents/ticket.pdf?lang=ar`,
    access: owner.access,
  };
}
