// The one catalogue of hotel facilities (plain values: the SPA may import them). The first four
// are §2's amenities filter (wifi, breakfast, parking, pool). Each hotel has the ones its stars
// and type make likely (catalogue.ts); `group` is the Hotelbeds facility group the detail lists
// it under.

export const FACILITY_CODES = [
  'wifi',
  'breakfast',
  'parking',
  'pool',
  'gym',
  'spa',
  'airport-shuttle',
  'family-rooms',
  'restaurant',
  'bar',
  'room-service',
  'air-conditioning',
  'front-desk-24h',
  'laundry',
  'business-centre',
  'meeting-rooms',
  'kids-club',
  'beach-access',
  'kitchen',
  'non-smoking-rooms',
  'accessible-rooms',
  'pets-allowed',
  'elevator',
  'garden',
  'terrace',
  'concierge',
  'ev-charging',
  'shared-lounge',
] as const;
export type FacilityCode = (typeof FACILITY_CODES)[number];

export const FACILITY_GROUPS = ['general', 'food', 'wellness', 'services', 'room'] as const;
export type FacilityGroup = (typeof FACILITY_GROUPS)[number];

export interface FacilityInfo {
  group: FacilityGroup;
  en: string;
  ar: string;
}

export const FACILITIES: Record<FacilityCode, FacilityInfo> = {
  wifi: { group: 'general', en: 'Free Wi-Fi', ar: 'واي فاي مجاني' },
  breakfast: { group: 'food', en: 'Breakfast available', ar: 'إفطار متاح' },
  parking: { group: 'general', en: 'Parking', ar: 'موقف سيارات' },
  pool: { group: 'wellness', en: 'Swimming pool', ar: 'مسبح' },
  gym: { group: 'wellness', en: 'Fitness centre', ar: 'مركز لياقة بدنية' },
  spa: { group: 'wellness', en: 'Spa', ar: 'منتجع صحي' },
  'airport-shuttle': { group: 'services', en: 'Airport shuttle', ar: 'نقل من وإلى المطار' },
  'family-rooms': { group: 'room', en: 'Family rooms', ar: 'غرف عائلية' },
  restaurant: { group: 'food', en: 'Restaurant', ar: 'مطعم' },
  bar: { group: 'food', en: 'Bar', ar: 'بار' },
  'room-service': { group: 'services', en: 'Room service', ar: 'خدمة الغرف' },
  'air-conditioning': { group: 'room', en: 'Air conditioning', ar: 'تكييف' },
  'front-desk-24h': {
    group: 'services',
    en: '24-hour front desk',
    ar: 'مكتب استقبال على مدار الساعة',
  },
  laundry: { group: 'services', en: 'Laundry', ar: 'خدمة غسيل الملابس' },
  'business-centre': { group: 'services', en: 'Business centre', ar: 'مركز أعمال' },
  'meeting-rooms': { group: 'services', en: 'Meeting rooms', ar: 'قاعات اجتماعات' },
  'kids-club': { group: 'wellness', en: 'Kids’ club', ar: 'نادي الأطفال' },
  'beach-access': { group: 'wellness', en: 'Beach access', ar: 'وصول إلى الشاطئ' },
  kitchen: { group: 'room', en: 'Kitchen', ar: 'مطبخ' },
  'non-smoking-rooms': { group: 'room', en: 'Non-smoking rooms', ar: 'غرف لغير المدخنين' },
  'accessible-rooms': {
    group: 'room',
    en: 'Accessible rooms',
    ar: 'غرف مجهزة لذوي الاحتياجات الخاصة',
  },
  'pets-allowed': { group: 'general', en: 'Pets allowed', ar: 'يسمح بالحيوانات الأليفة' },
  elevator: { group: 'general', en: 'Lift', ar: 'مصعد' },
  garden: { group: 'general', en: 'Garden', ar: 'حديقة' },
  terrace: { group: 'general', en: 'Terrace', ar: 'تراس' },
  concierge: { group: 'services', en: 'Concierge', ar: 'خدمة الكونسيرج' },
  'ev-charging': {
    group: 'general',
    en: 'Electric vehicle charging',
    ar: 'شحن السيارات الكهربائية',
  },
  'shared-lounge': { group: 'general', en: 'Shared lounge', ar: 'صالة مشتركة' },
};

// What a room itself has (the detail's roomFacilities).
export const ROOM_FEATURES = {
  'air-conditioning': { en: 'Air conditioning', ar: 'تكييف' },
  tv: { en: 'Flat-screen TV', ar: 'تلفزيون بشاشة مسطحة' },
  safe: { en: 'In-room safe', ar: 'خزنة في الغرفة' },
  desk: { en: 'Desk', ar: 'مكتب' },
  minibar: { en: 'Minibar', ar: 'ميني بار' },
  kettle: { en: 'Tea and coffee maker', ar: 'أدوات تحضير الشاي والقهوة' },
  bathtub: { en: 'Bathtub', ar: 'حوض استحمام' },
  'sofa-bed': { en: 'Sofa bed', ar: 'أريكة سرير' },
  balcony: { en: 'Balcony', ar: 'شرفة' },
  kitchenette: { en: 'Kitchenette', ar: 'مطبخ صغير' },
  'washing-machine': { en: 'Washing machine', ar: 'غسالة ملابس' },
  'living-room': { en: 'Living room', ar: 'غرفة معيشة' },
  'private-pool': { en: 'Private pool', ar: 'مسبح خاص' },
  lockers: { en: 'Lockers', ar: 'خزائن' },
  'shared-bathroom': { en: 'Shared bathroom', ar: 'حمام مشترك' },
} as const;
export type RoomFeature = keyof typeof ROOM_FEATURES;
