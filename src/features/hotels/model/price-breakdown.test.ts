import type { HotelRate } from '../api/hotel-types';

import { stayPrice } from './price-breakdown';

const rate = (net: string, serviceFee: string, atHotel: string, total: string) =>
  ({
    net,
    serviceFee,
    total,
    taxes: {
      allIncluded: atHotel === '0.00',
      taxes: [
        { included: true, amount: '19.81', currency: 'USD', type: 'TAX' },
        { included: false, amount: atHotel, currency: 'USD', type: 'FEE' },
      ],
    },
  }) as HotelRate;

describe('a stay’s price', () => {
  it('is the rooms, the service fee and the tax paid at the hotel, adding up to the total', () => {
    // The availability answer's own figures for two rooms in Paris (net + fee + tax = total).
    const price = stayPrice([
      rate('217.90', '7.19', '10.80', '235.89'),
      rate('0.10', '0.10', '0.00', '0.20'),
    ]);
    expect(price).toEqual({ rooms: 218, serviceFee: 7.29, atProperty: 10.8, total: 236.09 });
    expect(price.rooms + price.serviceFee + price.atProperty).toBeCloseTo(price.total, 10);
  });
});
