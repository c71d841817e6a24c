// City branches where travellers most often rent, by the flight inventory's city code: a
// two-letter district code (the branch is CITY-XX), its names and a point in it (rounded real
// coordinates). §9's Dubai locations come first. Every other city with branches gets one in
// its centre (DT, "Downtown").
export interface DistrictRecord {
  code: string;
  name: string;
  nameAr: string;
  latitude: number;
  longitude: number;
}

export const CITY_DISTRICTS: Readonly<Record<string, readonly DistrictRecord[]>> = {
  DXB: [
    {
      code: 'DT',
      name: 'Downtown Dubai',
      nameAr: 'وسط مدينة دبي',
      latitude: 25.1972,
      longitude: 55.2744,
    },
    {
      code: 'MA',
      name: 'Dubai Marina',
      nameAr: 'دبي مارينا',
      latitude: 25.0805,
      longitude: 55.1403,
    },
    { code: 'JU', name: 'Jumeirah', nameAr: 'جميرا', latitude: 25.2048, longitude: 55.2425 },
  ],
  AUH: [
    {
      code: 'DT',
      name: 'Abu Dhabi Corniche',
      nameAr: 'كورنيش أبوظبي',
      latitude: 24.4764,
      longitude: 54.3435,
    },
    { code: 'YS', name: 'Yas Island', nameAr: 'جزيرة ياس', latitude: 24.4989, longitude: 54.6071 },
  ],
  SHJ: [
    {
      code: 'DT',
      name: 'Al Majaz, Sharjah',
      nameAr: 'المجاز، الشارقة',
      latitude: 25.3254,
      longitude: 55.3872,
    },
  ],
  DOH: [
    {
      code: 'DT',
      name: 'West Bay, Doha',
      nameAr: 'الخليج الغربي، الدوحة',
      latitude: 25.3226,
      longitude: 51.5313,
    },
    { code: 'PE', name: 'The Pearl', nameAr: 'اللؤلؤة', latitude: 25.3716, longitude: 51.551 },
  ],
  RUH: [
    {
      code: 'DT',
      name: 'King Fahd Road, Riyadh',
      nameAr: 'طريق الملك فهد، الرياض',
      latitude: 24.7136,
      longitude: 46.6753,
    },
    { code: 'OL', name: 'Olaya', nameAr: 'العليا', latitude: 24.6957, longitude: 46.6855 },
  ],
  JED: [
    {
      code: 'DT',
      name: 'Al Balad, Jeddah',
      nameAr: 'البلد، جدة',
      latitude: 21.4858,
      longitude: 39.1925,
    },
    {
      code: 'CO',
      name: 'Jeddah Corniche',
      nameAr: 'كورنيش جدة',
      latitude: 21.581,
      longitude: 39.109,
    },
  ],
  CAI: [
    {
      code: 'DT',
      name: 'Downtown Cairo',
      nameAr: 'وسط القاهرة',
      latitude: 30.0444,
      longitude: 31.2357,
    },
    {
      code: 'HE',
      name: 'Heliopolis',
      nameAr: 'مصر الجديدة',
      latitude: 30.0911,
      longitude: 31.3227,
    },
    { code: 'NC', name: 'New Cairo', nameAr: 'القاهرة الجديدة', latitude: 30.03, longitude: 31.47 },
  ],
  LON: [
    {
      code: 'DT',
      name: 'Central London',
      nameAr: 'وسط لندن',
      latitude: 51.5074,
      longitude: -0.1278,
    },
    { code: 'PD', name: 'Paddington', nameAr: 'بادينغتون', latitude: 51.5154, longitude: -0.1755 },
    {
      code: 'CW',
      name: 'Canary Wharf',
      nameAr: 'كناري وارف',
      latitude: 51.5054,
      longitude: -0.0235,
    },
  ],
  PAR: [
    {
      code: 'DT',
      name: 'Central Paris',
      nameAr: 'وسط باريس',
      latitude: 48.8566,
      longitude: 2.3522,
    },
    { code: 'GL', name: 'Gare de Lyon', nameAr: 'محطة ليون', latitude: 48.8443, longitude: 2.3744 },
    { code: 'LD', name: 'La Défense', nameAr: 'لا ديفانس', latitude: 48.892, longitude: 2.238 },
  ],
  NYC: [
    {
      code: 'DT',
      name: 'Midtown Manhattan',
      nameAr: 'مانهاتن الوسطى',
      latitude: 40.7549,
      longitude: -73.984,
    },
    { code: 'BK', name: 'Brooklyn', nameAr: 'بروكلين', latitude: 40.6782, longitude: -73.9442 },
  ],
  IST: [
    { code: 'DT', name: 'Taksim', nameAr: 'تقسيم', latitude: 41.037, longitude: 28.985 },
    { code: 'KD', name: 'Kadıköy', nameAr: 'قاضي كوي', latitude: 40.991, longitude: 29.027 },
  ],
  AMM: [
    {
      code: 'DT',
      name: 'Abdali, Amman',
      nameAr: 'العبدلي، عمّان',
      latitude: 31.9635,
      longitude: 35.9106,
    },
  ],
  BEY: [
    {
      code: 'DT',
      name: 'Hamra, Beirut',
      nameAr: 'الحمرا، بيروت',
      latitude: 33.8961,
      longitude: 35.4823,
    },
  ],
  MCT: [
    {
      code: 'DT',
      name: 'Qurum, Muscat',
      nameAr: 'القرم، مسقط',
      latitude: 23.6141,
      longitude: 58.4746,
    },
  ],
  KWI: [
    {
      code: 'DT',
      name: 'Kuwait City',
      nameAr: 'مدينة الكويت',
      latitude: 29.3759,
      longitude: 47.9774,
    },
    { code: 'SA', name: 'Salmiya', nameAr: 'السالمية', latitude: 29.3339, longitude: 48.0761 },
  ],
  BAH: [
    {
      code: 'DT',
      name: 'Manama Seef',
      nameAr: 'السيف، المنامة',
      latitude: 26.2361,
      longitude: 50.5328,
    },
  ],
  CMN: [
    {
      code: 'DT',
      name: 'Casablanca Centre',
      nameAr: 'وسط الدار البيضاء',
      latitude: 33.5731,
      longitude: -7.5898,
    },
  ],
  RAK: [
    {
      code: 'DT',
      name: 'Gueliz, Marrakesh',
      nameAr: 'جيليز، مراكش',
      latitude: 31.6369,
      longitude: -8.0106,
    },
  ],
};

// How a city's centre branch is named when the city has no list of its own.
export const downtownOf = (cityName: string, cityNameAr: string) => ({
  code: 'DT',
  name: `${cityName} Downtown`,
  nameAr: `وسط ${cityNameAr}`,
});
