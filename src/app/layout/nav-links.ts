// The five links of the header and the mobile menu (§2 Header).
export const NAV_LINKS = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/flights', labelKey: 'nav.flights', end: false },
  { to: '/hotels', labelKey: 'nav.hotels', end: false },
  { to: '/cars', labelKey: 'nav.cars', end: false },
  { to: '/contact', labelKey: 'nav.contact', end: false },
] as const;
