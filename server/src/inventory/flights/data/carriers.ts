import type { Cabin } from '../constants.ts';

// The airlines the simulated inventory flies: real IATA codes and the names the airlines trade
// under today. Everything else is the model's own: where each airline is based and how far its
// network reaches.
export interface CarrierProfile {
  code: string;
  name: string;
  // The name the airline uses in Arabic (its own where it has one, else as Arabic media write it).
  nameAr: string;
  // The first hub is the main one. Every route starts or ends at a hub.
  hubs: readonly string[];
  // Countries where the airline also serves medium airports (domestic and focus markets).
  focusCountries: readonly string[];
  // Large airports within this distance of a hub are in its regional network.
  regionKm: number;
  // Low-cost: short and medium routes only, economy-dense cabins, no free checked bag.
  lowCost: boolean;
  // Aircraft types (data/aircraft.ts); the network reaches as far as the longest-range type.
  fleet: readonly string[];
  // Cabins the airline sells (where the aircraft has them).
  cabins: readonly Cabin[];
  // Checked bags included per cabin.
  bags: Readonly<Partial<Record<Cabin, number>>>;
  // Multiplier on the distance-based fare: premium airlines above 1, low-cost well below.
  fareLevel: number;
}

type Profile = Omit<CarrierProfile, 'name' | 'nameAr'>;

const AIRLINE_NAMES: Readonly<Record<string, string>> = {
  EK: 'Emirates',
  QR: 'Qatar Airways',
  EY: 'Etihad Airways',
  SV: 'Saudia',
  MS: 'EgyptAir',
  TK: 'Turkish Airlines',
  WY: 'Oman Air',
  GF: 'Gulf Air',
  RJ: 'Royal Jordanian',
  ME: 'Middle East Airlines',
  KU: 'Kuwait Airways',
  FZ: 'flydubai',
  XY: 'flynas',
  G9: 'Air Arabia',
  J9: 'Jazeera Airways',
  PC: 'Pegasus Airlines',
  AF: 'Air France',
  KL: 'KLM',
  LH: 'Lufthansa',
  BA: 'British Airways',
  LX: 'Swiss',
  IB: 'Iberia',
  AZ: 'ITA Airways',
  U2: 'easyJet',
  FR: 'Ryanair',
  AA: 'American Airlines',
  UA: 'United Airlines',
  DL: 'Delta Air Lines',
  AC: 'Air Canada',
  LA: 'LATAM Airlines',
  SQ: 'Singapore Airlines',
  CX: 'Cathay Pacific',
  QF: 'Qantas',
  NZ: 'Air New Zealand',
  JL: 'Japan Airlines',
  NH: 'All Nippon Airways',
  KE: 'Korean Air',
  AI: 'Air India',
  '6E': 'IndiGo',
  TG: 'Thai Airways',
  MH: 'Malaysia Airlines',
  CA: 'Air China',
  ET: 'Ethiopian Airlines',
  KQ: 'Kenya Airways',
  SA: 'South African Airways',
  AT: 'Royal Air Maroc',
};

// The airlines' Arabic names: the Arab carriers' own (on their aircraft and Arabic sites), and for
// the others the name they use on their Arabic pages or that Arabic media use — a translation where
// the name says what it is (الخطوط الجوية البريطانية), a transliteration where it is a brand
// (لوفتهانزا, رايان إير).
const AIRLINE_NAMES_AR: Readonly<Record<string, string>> = {
  EK: 'طيران الإمارات',
  QR: 'الخطوط الجوية القطرية',
  EY: 'الاتحاد للطيران',
  SV: 'الخطوط السعودية',
  MS: 'مصر للطيران',
  TK: 'الخطوط الجوية التركية',
  WY: 'الطيران العماني',
  GF: 'طيران الخليج',
  RJ: 'الملكية الأردنية',
  ME: 'طيران الشرق الأوسط',
  KU: 'الخطوط الجوية الكويتية',
  FZ: 'فلاي دبي',
  XY: 'طيران ناس',
  G9: 'العربية للطيران',
  J9: 'طيران الجزيرة',
  PC: 'طيران بيغاسوس',
  AF: 'إير فرانس',
  KL: 'الخطوط الجوية الملكية الهولندية',
  LH: 'لوفتهانزا',
  BA: 'الخطوط الجوية البريطانية',
  LX: 'الخطوط الجوية السويسرية',
  IB: 'إيبيريا',
  AZ: 'إيتا إيروايز',
  U2: 'إيزي جت',
  FR: 'رايان إير',
  AA: 'الخطوط الجوية الأمريكية',
  UA: 'يونايتد إيرلاينز',
  DL: 'دلتا إيرلاينز',
  AC: 'طيران كندا',
  LA: 'لاتام',
  SQ: 'الخطوط الجوية السنغافورية',
  CX: 'كاثي باسيفيك',
  QF: 'كانتاس',
  NZ: 'طيران نيوزيلندا',
  JL: 'الخطوط الجوية اليابانية',
  NH: 'أول نيبون إيروايز',
  KE: 'الخطوط الجوية الكورية',
  AI: 'طيران الهند',
  '6E': 'إنديغو',
  TG: 'الخطوط الجوية التايلاندية',
  MH: 'الخطوط الجوية الماليزية',
  CA: 'طيران الصين',
  ET: 'الخطوط الجوية الإثيوبية',
  KQ: 'الخطوط الجوية الكينية',
  SA: 'الخطوط الجوية الجنوب أفريقية',
  AT: 'الخطوط الملكية المغربية',
};

const ALL_CABINS: Cabin[] = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'];
const NO_FIRST: Cabin[] = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS'];
const TWO_CABINS: Cabin[] = ['ECONOMY', 'BUSINESS'];
const GULF_BAGS = { ECONOMY: 2, PREMIUM_ECONOMY: 2, BUSINESS: 2, FIRST: 3 };
const STANDARD_BAGS = { ECONOMY: 1, PREMIUM_ECONOMY: 2, BUSINESS: 2, FIRST: 3 };
const LOW_COST_BAGS = { ECONOMY: 0, BUSINESS: 2 };

interface Base {
  hubs: string[];
  focusCountries: string[];
  fleet: string[];
  regionKm?: number;
}

const fullService = (
  code: string,
  base: Base,
  extra: Partial<Omit<CarrierProfile, 'code' | 'name' | 'lowCost'>> = {},
): Profile => ({
  code,
  regionKm: 3_000,
  lowCost: false,
  cabins: NO_FIRST,
  bags: STANDARD_BAGS,
  fareLevel: 1,
  ...base,
  ...extra,
});

const lowCost = (
  code: string,
  base: Base,
  extra: Partial<Omit<CarrierProfile, 'code' | 'name' | 'lowCost'>> = {},
): Profile => ({
  code,
  regionKm: 3_500,
  lowCost: true,
  cabins: ['ECONOMY'],
  bags: LOW_COST_BAGS,
  fareLevel: 0.55,
  ...base,
  ...extra,
});

const PROFILES: readonly Profile[] = [
  // Gulf and Middle East (the spec's airlines first).
  fullService(
    'EK',
    { hubs: ['DXB'], focusCountries: ['AE'], fleet: ['388', '77W', '359'], regionKm: 3_500 },
    { cabins: ALL_CABINS, bags: GULF_BAGS, fareLevel: 1.12 },
  ),
  fullService(
    'QR',
    {
      hubs: ['DOH'],
      focusCountries: ['QA'],
      fleet: ['388', '77W', '359', '789', '320', '7M8'],
      regionKm: 3_500,
    },
    { cabins: ALL_CABINS, bags: GULF_BAGS, fareLevel: 1.1 },
  ),
  fullService(
    'EY',
    { hubs: ['AUH'], focusCountries: ['AE'], fleet: ['789', '77W', '359', '32N'], regionKm: 3_500 },
    { bags: GULF_BAGS, fareLevel: 1.05 },
  ),
  fullService(
    'SV',
    {
      hubs: ['JED', 'RUH', 'DMM'],
      focusCountries: ['SA'],
      fleet: ['77W', '789', '333', '320', '32N'],
      regionKm: 3_500,
    },
    { cabins: TWO_CABINS, bags: GULF_BAGS, fareLevel: 0.95 },
  ),
  fullService(
    'MS',
    {
      hubs: ['CAI'],
      focusCountries: ['EG'],
      fleet: ['77W', '789', '333', '32N', '738'],
      regionKm: 3_500,
    },
    { cabins: TWO_CABINS, fareLevel: 0.85 },
  ),
  fullService(
    'TK',
    {
      hubs: ['IST'],
      focusCountries: ['TR'],
      fleet: ['77W', '359', '789', '333', '32Q', '7M8'],
      regionKm: 3_500,
    },
    { cabins: TWO_CABINS, bags: GULF_BAGS, fareLevel: 0.95 },
  ),
  fullService(
    'WY',
    { hubs: ['MCT'], focusCountries: ['OM'], fleet: ['789', '333', '7M8', '738'], regionKm: 3_500 },
    { cabins: TWO_CABINS, bags: GULF_BAGS, fareLevel: 0.95 },
  ),
  fullService(
    'GF',
    { hubs: ['BAH'], focusCountries: ['BH'], fleet: ['789', '32N', '320'], regionKm: 3_500 },
    { cabins: TWO_CABINS, bags: GULF_BAGS, fareLevel: 0.95 },
  ),
  fullService(
    'RJ',
    { hubs: ['AMM'], focusCountries: ['JO'], fleet: ['789', '320', 'E90'] },
    { cabins: TWO_CABINS, fareLevel: 0.95 },
  ),
  fullService(
    'ME',
    { hubs: ['BEY'], focusCountries: ['LB'], fleet: ['333', '32N'] },
    { cabins: TWO_CABINS, fareLevel: 0.95 },
  ),
  fullService(
    'KU',
    { hubs: ['KWI'], focusCountries: ['KW'], fleet: ['77W', '333', '32N'], regionKm: 3_500 },
    { cabins: TWO_CABINS, bags: GULF_BAGS, fareLevel: 0.9 },
  ),
  lowCost(
    'FZ',
    {
      hubs: ['DXB'],
      focusCountries: ['AE', 'SA', 'OM', 'KW', 'IR', 'PK', 'IN'],
      fleet: ['7M8', '738'],
    },
    { cabins: TWO_CABINS, fareLevel: 0.6 },
  ),
  lowCost('XY', { hubs: ['RUH', 'JED'], focusCountries: ['SA', 'EG'], fleet: ['32N', '320'] }, {}),
  lowCost('G9', { hubs: ['SHJ'], focusCountries: ['AE', 'OM', 'IN', 'PK'], fleet: ['32N', '320'] }),
  lowCost('J9', { hubs: ['KWI'], focusCountries: ['KW'], fleet: ['32N', '320'] }),
  lowCost('PC', { hubs: ['SAW'], focusCountries: ['TR'], fleet: ['32N', '738'] }),
  // Europe.
  fullService(
    'AF',
    { hubs: ['CDG'], focusCountries: ['FR'], fleet: ['77W', '359', '789', '320'] },
    { cabins: ALL_CABINS, fareLevel: 1.08 },
  ),
  fullService(
    'KL',
    { hubs: ['AMS'], focusCountries: ['NL'], fleet: ['77W', '789', 'E90', '738'] },
    { fareLevel: 1.05 },
  ),
  fullService(
    'LH',
    { hubs: ['FRA', 'MUC'], focusCountries: ['DE'], fleet: ['388', '359', '789', '32N', '320'] },
    { cabins: ALL_CABINS, fareLevel: 1.1 },
  ),
  fullService(
    'BA',
    { hubs: ['LHR'], focusCountries: ['GB'], fleet: ['388', '77W', '789', '32N', '320'] },
    { cabins: ALL_CABINS, fareLevel: 1.1 },
  ),
  fullService(
    'LX',
    { hubs: ['ZRH'], focusCountries: ['CH'], fleet: ['77W', '333', '320'] },
    { cabins: ALL_CABINS, fareLevel: 1.12 },
  ),
  fullService(
    'IB',
    { hubs: ['MAD'], focusCountries: ['ES'], fleet: ['359', '32Q', '320'] },
    { fareLevel: 1 },
  ),
  fullService(
    'AZ',
    { hubs: ['FCO'], focusCountries: ['IT'], fleet: ['359', '32N'] },
    { fareLevel: 1 },
  ),
  lowCost('U2', { hubs: ['LGW', 'LTN'], focusCountries: ['GB'], fleet: ['32N', '320'] }),
  lowCost(
    'FR',
    { hubs: ['STN', 'DUB'], focusCountries: ['GB', 'IE'], fleet: ['738', '7M8'] },
    { fareLevel: 0.5 },
  ),
  // The Americas.
  fullService(
    'AA',
    {
      hubs: ['DFW', 'CLT', 'MIA'],
      focusCountries: ['US'],
      fleet: ['77W', '789', '32Q', '738'],
      regionKm: 2_500,
    },
    { fareLevel: 1.05 },
  ),
  fullService(
    'UA',
    {
      hubs: ['ORD', 'EWR', 'SFO'],
      focusCountries: ['US'],
      fleet: ['77W', '789', '32N', '7M8'],
      regionKm: 2_500,
    },
    { fareLevel: 1.05 },
  ),
  fullService(
    'DL',
    {
      hubs: ['ATL', 'JFK', 'LAX'],
      focusCountries: ['US'],
      fleet: ['359', '333', '32N', '738'],
      regionKm: 2_500,
    },
    { fareLevel: 1.05 },
  ),
  fullService(
    'AC',
    { hubs: ['YYZ', 'YUL', 'YVR'], focusCountries: ['CA'], fleet: ['77W', '789', '320'] },
    { fareLevel: 1.05 },
  ),
  fullService(
    'LA',
    { hubs: ['GRU', 'SCL', 'LIM'], focusCountries: ['BR', 'CL', 'PE'], fleet: ['789', '320'] },
    { fareLevel: 0.95 },
  ),
  // Asia and the Pacific.
  fullService(
    'SQ',
    {
      hubs: ['SIN'],
      focusCountries: ['SG'],
      fleet: ['388', '77W', '359', '789', '7M8'],
      regionKm: 3_500,
    },
    { cabins: ALL_CABINS, fareLevel: 1.15 },
  ),
  fullService(
    'CX',
    { hubs: ['HKG'], focusCountries: ['HK'], fleet: ['77W', '359', '32Q'], regionKm: 3_500 },
    { cabins: ALL_CABINS, fareLevel: 1.12 },
  ),
  fullService(
    'QF',
    {
      hubs: ['SYD', 'MEL'],
      focusCountries: ['AU'],
      fleet: ['388', '789', '333', '738'],
      regionKm: 3_500,
    },
    { cabins: ALL_CABINS, fareLevel: 1.1 },
  ),
  fullService(
    'NZ',
    { hubs: ['AKL'], focusCountries: ['NZ'], fleet: ['789', '32N', 'AT7'], regionKm: 3_500 },
    { fareLevel: 1.08 },
  ),
  fullService(
    'JL',
    { hubs: ['HND', 'NRT'], focusCountries: ['JP'], fleet: ['77W', '359', '789', '738'] },
    { cabins: ALL_CABINS, fareLevel: 1.1 },
  ),
  fullService(
    'NH',
    { hubs: ['HND', 'NRT'], focusCountries: ['JP'], fleet: ['77W', '789', '32N'] },
    { cabins: ALL_CABINS, fareLevel: 1.1 },
  ),
  fullService(
    'KE',
    { hubs: ['ICN'], focusCountries: ['KR'], fleet: ['388', '77W', '333', '738'] },
    { cabins: ALL_CABINS, fareLevel: 1.05 },
  ),
  fullService(
    'AI',
    {
      hubs: ['DEL', 'BOM'],
      focusCountries: ['IN'],
      fleet: ['77W', '789', '32N', '320'],
      regionKm: 3_500,
    },
    { fareLevel: 0.9 },
  ),
  lowCost(
    '6E',
    { hubs: ['DEL', 'BOM', 'BLR'], focusCountries: ['IN'], fleet: ['32N', '320', 'AT7'] },
    {},
  ),
  fullService(
    'TG',
    { hubs: ['BKK'], focusCountries: ['TH'], fleet: ['359', '789', '320'], regionKm: 3_500 },
    { fareLevel: 0.95 },
  ),
  fullService(
    'MH',
    { hubs: ['KUL'], focusCountries: ['MY'], fleet: ['359', '333', '738'], regionKm: 3_500 },
    { fareLevel: 0.95 },
  ),
  fullService(
    'CA',
    { hubs: ['PEK'], focusCountries: ['CN'], fleet: ['77W', '333', '32N', '738'] },
    { cabins: ALL_CABINS, fareLevel: 0.95 },
  ),
  // Africa.
  fullService(
    'ET',
    { hubs: ['ADD'], focusCountries: ['ET'], fleet: ['359', '789', '738'], regionKm: 4_000 },
    { fareLevel: 0.92 },
  ),
  fullService(
    'KQ',
    { hubs: ['NBO'], focusCountries: ['KE'], fleet: ['789', '738', 'E90'] },
    { fareLevel: 0.95 },
  ),
  fullService(
    'SA',
    { hubs: ['JNB'], focusCountries: ['ZA'], fleet: ['359', '320'] },
    { fareLevel: 0.95 },
  ),
  fullService(
    'AT',
    { hubs: ['CMN'], focusCountries: ['MA'], fleet: ['789', '738'] },
    { fareLevel: 0.9 },
  ),
];

export const CARRIERS: readonly CarrierProfile[] = PROFILES.map((profile) => {
  const name = AIRLINE_NAMES[profile.code];
  const nameAr = AIRLINE_NAMES_AR[profile.code];
  if (!name || !nameAr) throw new Error(`no name for airline ${profile.code}`);
  return { ...profile, name, nameAr };
});
