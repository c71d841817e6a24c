import { distanceKm } from '../shared/geo.ts';
import {
  BOARD_NAMES,
  BOARD_NAMES_AR,
  FREE_CANCELLATION_HOURS,
  categoryCode,
  categoryName,
  hotelImagePath,
  type BoardCode,
  type HotelLanguage,
  type PropertyType,
  type ReviewAspect,
} from './constants.ts';
import { FACILITIES, ROOM_FEATURES, type FacilityCode, type FacilityGroup } from './facilities.ts';
import { hotelPictures, pictureCaption } from './pictures.ts';
import type { Hotel } from './types.ts';
import { sampleReviews } from './sample-reviews.ts';

// A hotel's detail page in English or Arabic (§3 "Hotel details from the provider"): made from
// the catalogue's hotel on demand, never stored, so nothing here costs memory between requests.

export interface HotelDetail {
  code: number;
  language: HotelLanguage;
  name: string;
  description: string;
  category: { code: string; name: string; stars: number };
  propertyType: PropertyType;
  destination: { code: string; name: string; countryCode: string };
  zone: { code: number; name: string };
  coordinates: { latitude: number; longitude: number };
  images: {
    imageTypeCode: 'GEN' | 'HAB';
    path: string;
    order: number;
    visualOrder: number;
    roomCode?: string;
    description: string;
  }[];
  address: string;
  checkIn: string;
  checkOut: string;
  totalRooms: number;
  yearOpened: number;
  facilities: { code: FacilityCode; group: FacilityGroup; description: string; available: true }[];
  boards: { code: BoardCode; name: string }[];
  rooms: {
    roomCode: string;
    description: string;
    type: string;
    characteristic: string;
    maxAdults: number;
    maxChildren: number;
    maxPax: number;
    sizeM2: number;
    beds: string;
    roomFacilities: { code: string; description: string }[];
  }[];
  policies: { code: string; description: string }[];
  reviews: {
    guestRating: number;
    count: number;
    scores: Record<ReviewAspect, number>;
    samples: {
      author: string;
      countryCode: string;
      date: string;
      rating: number;
      title: string;
      text: string;
    }[];
  };
}

const TYPE_NAMES: Record<PropertyType, { en: string; ar: string }> = {
  hotel: { en: 'hotel', ar: 'فندق' },
  apartment: { en: 'apartment hotel', ar: 'شقق فندقية' },
  resort: { en: 'resort', ar: 'منتجع' },
  hostel: { en: 'hostel', ar: 'نزل' },
  villa: { en: 'villa residence', ar: 'فلل' },
};

const TYPE_SENTENCES: Record<PropertyType, { en: string; ar: string }> = {
  hotel: {
    en: 'Rooms are air-conditioned and serviced daily, and the front desk is happy to arrange taxis and tours.',
    ar: 'الغرف مكيفة وتُنظف يوميًا، ويسعد مكتب الاستقبال بترتيب سيارات الأجرة والجولات.',
  },
  apartment: {
    en: 'Each apartment has its own kitchenette, so longer stays feel like home.',
    ar: 'تضم كل شقة مطبخًا صغيرًا خاصًا، لتكون الإقامات الطويلة كأنها في المنزل.',
  },
  resort: {
    en: 'Days here are made for the pool, the gardens and unhurried dinners.',
    ar: 'الأيام هنا مخصصة للمسبح والحدائق وأمسيات العشاء الهادئة.',
  },
  hostel: {
    en: 'A sociable place to meet other travellers, with lockers and a shared lounge.',
    ar: 'مكان اجتماعي للقاء المسافرين الآخرين، مع خزائن وصالة مشتركة.',
  },
  villa: {
    en: 'Every villa is private, with space for families and friends travelling together.',
    ar: 'كل فيلا خاصة، مع مساحة للعائلات والأصدقاء المسافرين معًا.',
  },
};

// Arabic counts stars in the singular, the dual, then the plural.
const starsAr = (stars: number) =>
  stars === 1 ? 'نجمة واحدة' : stars === 2 ? 'نجمتين' : `${stars} نجوم`;

// A time of day ('15:00') as each language's readers write it: 3:00 PM, and 3:00 م in Arabic
// (in the Latin digits the rest of the server's Arabic uses).
const CLOCK = {
  en: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  ar: new Intl.DateTimeFormat('ar-u-nu-latn', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }),
};
const clock = (time: string, language: keyof typeof CLOCK) =>
  CLOCK[language].format(Date.UTC(2000, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5))));

const km = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

function description(hotel: Hotel, arabic: boolean): string {
  const { destination, zone } = hotel;
  const airportKm = distanceKm(hotel, destination.airport);
  const highlights = hotel.facilities.filter((code) => code !== 'wifi').slice(0, 3);
  if (arabic) {
    const features = highlights.map((code) => FACILITIES[code].ar).join('، ');
    return [
      `${hotel.name} ${TYPE_NAMES[hotel.propertyType].ar} من فئة ${starsAr(hotel.stars)} في ${zone.nameAr}، على بعد ${km(hotel.centreKm)} كم من وسط ${destination.nameAr} و${km(airportKm)} كم من المطار.`,
      `يضم ${hotel.totalRooms} وحدة${features ? `، ويوفر ${features}` : ''}.`,
      TYPE_SENTENCES[hotel.propertyType].ar,
      `تسجيل الوصول من الساعة ${clock(hotel.checkIn, 'ar')} والمغادرة حتى الساعة ${clock(hotel.checkOut, 'ar')}.`,
    ].join(' ');
  }
  const features = highlights.map((code) => FACILITIES[code].en.toLowerCase()).join(', ');
  return [
    `${hotel.name} is a ${hotel.stars}-star ${TYPE_NAMES[hotel.propertyType].en} in ${zone.name}, ${km(hotel.centreKm)} km from the centre of ${destination.name} and ${km(airportKm)} km from the airport.`,
    `It has ${hotel.totalRooms} rooms${features ? ` and offers ${features}` : ''}.`,
    TYPE_SENTENCES[hotel.propertyType].en,
    `Check-in is from ${clock(hotel.checkIn, 'en')} and check-out until ${clock(hotel.checkOut, 'en')}.`,
  ].join(' ');
}

function policies(hotel: Hotel, arabic: boolean): { code: string; description: string }[] {
  const say = (en: string, ar: string) => (arabic ? ar : en);
  const levy = hotel.destination.taxes.atProperty;
  const dormitories = hotel.rooms.some((room) => room.perBed);
  const list = [
    {
      code: 'check-in',
      description: say(
        `Check-in from ${clock(hotel.checkIn, 'en')}, check-out until ${clock(hotel.checkOut, 'en')}. Guests must be 18 or older to check in, with a passport or ID.`,
        `تسجيل الوصول من الساعة ${clock(hotel.checkIn, 'ar')} والمغادرة حتى الساعة ${clock(hotel.checkOut, 'ar')}. يجب أن يكون عمر النزيل 18 عامًا أو أكثر مع جواز سفر أو هوية.`,
      ),
    },
    {
      code: 'cancellation',
      description: say(
        `Refundable rates cancel free of charge until ${FREE_CANCELLATION_HOURS} hours before check-in (hotel time); after that the first night is charged. Non-refundable rates are not refunded.`,
        `يمكن إلغاء الأسعار القابلة للاسترداد مجانًا حتى ${FREE_CANCELLATION_HOURS} ساعة قبل تسجيل الوصول (بتوقيت الفندق)، وبعد ذلك تُحتسب الليلة الأولى. الأسعار غير القابلة للاسترداد لا تُسترد.`,
      ),
    },
    {
      code: 'children',
      description: dormitories
        ? say(
            'Children are welcome in private rooms only, not in dormitories. Children under 3 stay free.',
            'يُرحب بالأطفال في الغرف الخاصة فقط وليس في المهاجع. يقيم الأطفال دون 3 سنوات مجانًا.',
          )
        : say(
            'Children of all ages are welcome. Children under 3 stay free in existing beds.',
            'يُرحب بالأطفال من جميع الأعمار. يقيم الأطفال دون 3 سنوات مجانًا في الأسرّة الموجودة.',
          ),
    },
    {
      code: 'pets',
      description: hotel.facilities.includes('pets-allowed')
        ? say('Pets are allowed on request.', 'يُسمح بالحيوانات الأليفة عند الطلب.')
        : say('Pets are not allowed.', 'لا يُسمح بالحيوانات الأليفة.'),
    },
    {
      code: 'smoking',
      description: say('Smoking is not allowed in rooms.', 'التدخين غير مسموح به في الغرف.'),
    },
    {
      code: 'payment',
      description: say(
        'Pay online by card, PayPal or Apple Pay, or at the hotel on arrival.',
        'ادفع عبر الإنترنت بالبطاقة أو PayPal أو Apple Pay، أو في الفندق عند الوصول.',
      ),
    },
  ];
  if (levy) {
    list.push({
      code: 'local-tax',
      description: say(
        `A local tourism tax is paid at the hotel on arrival, per ${levy.per === 'room' ? 'room' : 'adult'} and night; it is shown in every price.`,
        `تُدفع ضريبة سياحة محلية في الفندق عند الوصول، لكل ${levy.per === 'room' ? 'غرفة' : 'بالغ'} في الليلة، وهي مبينة في كل سعر.`,
      ),
    });
  }
  return list;
}

export function hotelDetail(hotel: Hotel, language: HotelLanguage, today: string): HotelDetail {
  const arabic = language === 'ARA';
  const { destination, zone } = hotel;
  const street = arabic ? hotel.street.nameAr : hotel.street.name;
  const city = arabic ? destination.nameAr : destination.name;
  return {
    code: hotel.code,
    language,
    name: hotel.name,
    description: description(hotel, arabic),
    category: {
      code: categoryCode(hotel.stars),
      name: categoryName(hotel.stars),
      stars: hotel.stars,
    },
    propertyType: hotel.propertyType,
    destination: { code: destination.code, name: city, countryCode: destination.countryCode },
    zone: { code: zone.code, name: arabic ? zone.nameAr : zone.name },
    coordinates: { latitude: hotel.latitude, longitude: hotel.longitude },
    images: hotelPictures(hotel).map((picture) => ({
      imageTypeCode: picture.type,
      path: hotelImagePath(hotel.code, picture.order),
      order: picture.order,
      visualOrder: picture.order,
      ...(picture.roomCode ? { roomCode: picture.roomCode } : {}),
      description: pictureCaption(hotel, picture, arabic),
    })),
    address: arabic
      ? `${hotel.street.number} ${street}، ${zone.nameAr}، ${city}`
      : `${hotel.street.number} ${street}, ${zone.name}, ${city}`,
    checkIn: hotel.checkIn,
    checkOut: hotel.checkOut,
    totalRooms: hotel.totalRooms,
    yearOpened: hotel.yearOpened,
    facilities: hotel.facilities.map((code) => ({
      code,
      group: FACILITIES[code].group,
      description: arabic ? FACILITIES[code].ar : FACILITIES[code].en,
      available: true as const,
    })),
    boards: hotel.boards.map((code) => ({
      code,
      name: arabic ? BOARD_NAMES_AR[code] : BOARD_NAMES[code],
    })),
    rooms: hotel.rooms.map((room) => {
      const [type = '', characteristic = ''] = room.code.split('.');
      return {
        roomCode: room.code,
        description: arabic ? room.nameAr : room.name,
        type,
        characteristic,
        maxAdults: room.maxAdults,
        maxChildren: room.maxChildren,
        maxPax: room.maxPax,
        sizeM2: room.sizeM2Exact,
        beds: arabic ? room.bedsAr : room.beds,
        roomFacilities: room.features.map((code) => ({
          code,
          description: arabic ? ROOM_FEATURES[code].ar : ROOM_FEATURES[code].en,
        })),
      };
    }),
    policies: policies(hotel, arabic),
    reviews: {
      guestRating: hotel.guestScore,
      count: hotel.reviewCount,
      scores: hotel.scores,
      samples: sampleReviews(hotel, today, arabic),
    },
  };
}
