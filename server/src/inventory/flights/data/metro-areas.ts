// IATA metropolitan-area codes: a city code that stands for all of a city's airports. A flight
// search from LON searches Heathrow, Gatwick, Stansted, Luton, City and Southend together.
// Where the city code is also an airport's own code (BER, SHA), the airport wins in a flight
// search, as it does for every single-airport city (see README.md, "Cities").
export interface MetroArea {
  code: string;
  name: string;
  countryCode: string;
  airports: readonly string[];
}

export const METRO_AREAS: readonly MetroArea[] = [
  {
    code: 'LON',
    name: 'London',
    countryCode: 'GB',
    airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'],
  },
  { code: 'PAR', name: 'Paris', countryCode: 'FR', airports: ['CDG', 'ORY', 'BVA'] },
  { code: 'NYC', name: 'New York', countryCode: 'US', airports: ['JFK', 'EWR', 'LGA'] },
  { code: 'TYO', name: 'Tokyo', countryCode: 'JP', airports: ['HND', 'NRT'] },
  { code: 'MIL', name: 'Milan', countryCode: 'IT', airports: ['MXP', 'LIN', 'BGY'] },
  { code: 'ROM', name: 'Rome', countryCode: 'IT', airports: ['FCO', 'CIA'] },
  { code: 'WAS', name: 'Washington', countryCode: 'US', airports: ['IAD', 'DCA', 'BWI'] },
  { code: 'CHI', name: 'Chicago', countryCode: 'US', airports: ['ORD', 'MDW'] },
  { code: 'MOW', name: 'Moscow', countryCode: 'RU', airports: ['SVO', 'DME', 'VKO', 'ZIA'] },
  { code: 'STO', name: 'Stockholm', countryCode: 'SE', airports: ['ARN', 'BMA', 'NYO', 'VST'] },
  { code: 'OSA', name: 'Osaka', countryCode: 'JP', airports: ['KIX', 'ITM', 'UKB'] },
  { code: 'SEL', name: 'Seoul', countryCode: 'KR', airports: ['ICN', 'GMP'] },
  { code: 'BER', name: 'Berlin', countryCode: 'DE', airports: ['BER'] },
  { code: 'JKT', name: 'Jakarta', countryCode: 'ID', airports: ['CGK', 'HLP'] },
  { code: 'BUE', name: 'Buenos Aires', countryCode: 'AR', airports: ['EZE', 'AEP'] },
  { code: 'SAO', name: 'São Paulo', countryCode: 'BR', airports: ['GRU', 'CGH', 'VCP'] },
  { code: 'RIO', name: 'Rio de Janeiro', countryCode: 'BR', airports: ['GIG', 'SDU'] },
  { code: 'YTO', name: 'Toronto', countryCode: 'CA', airports: ['YYZ', 'YTZ'] },
  { code: 'YMQ', name: 'Montréal', countryCode: 'CA', airports: ['YUL'] },
  { code: 'BJS', name: 'Beijing', countryCode: 'CN', airports: ['PEK', 'PKX'] },
  { code: 'SHA', name: 'Shanghai', countryCode: 'CN', airports: ['PVG', 'SHA'] },
  { code: 'DXB', name: 'Dubai', countryCode: 'AE', airports: ['DXB', 'DWC'] },
];
