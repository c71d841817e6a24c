/** The wizard's link for an offer; `withDriver` carries the details page's 'Need a driver?'. */
export const bookingLink = (offerId: string, withDriver = false) =>
  `/car-booking?${new URLSearchParams({ offer: offerId, ...(withDriver ? { driver: '1' } : {}) })}`;
