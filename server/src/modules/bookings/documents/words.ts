import type { BookingKind, BookingStatus, PaymentMethod } from '../constants.ts';
import type { DocumentLanguage } from './options.ts';

// Every word a booking's documents print, in English and Arabic: the one place to change them
// (the server has no i18n; the mails keep their English words beside their code the same way).
// Sentences with amounts or times are functions of the already formatted values.

export interface DocumentWords {
  ticket: Record<BookingKind, string>;
  receipt: string;
  bookingDetails: string;
  // Between the parts of a value: the Arabic comma in Arabic.
  comma: string;
  reference: string;
  booking: string;
  status: string;
  statuses: Record<BookingStatus, string>;
  cancelledBanner: (refund: string | null) => string;
  travellers: string;
  travellerTypes: Record<'ADULT' | 'CHILD' | 'HELD_INFANT', string>;
  contact: string;
  email: string;
  phone: string;
  price: string;
  total: string;
  priceLines: Record<string, string>;
  payment: string;
  paymentMethods: Record<PaymentMethod, string>;
  cardEnding: (brand: string, last4: string) => string;
  bookedAt: string;
  paidOnline: string;
  byBankTransfer: string;
  dueAtPlace: Record<BookingKind, string>;
  cancellation: string;
  freeUntil: (until: string, zone: string, paid: string) => string;
  refundNow: (refund: string, paid: string) => string;
  started: string;
  cancelledOn: (at: string, refund: string) => string;
  localTime: (time: string, zone: string) => string;
  flights: string;
  fromTo: (from: string, to: string) => string;
  carRental: string;
  flight: string;
  departs: string;
  arrives: string;
  hotel: string;
  address: string;
  checkIn: string;
  checkOut: string;
  nights: string;
  rooms: string;
  holder: string;
  car: string;
  supplier: string;
  pickup: string;
  dropoff: string;
  rentalDays: string;
  driver: string;
}

const en: DocumentWords = {
  ticket: { flight: 'E-ticket', hotel: 'Hotel voucher', car: 'Car rental voucher' },
  receipt: 'Receipt',
  bookingDetails: 'Booking details',
  comma: ', ',
  reference: 'Booking reference',
  booking: 'Booking',
  status: 'Status',
  statuses: {
    confirmed: 'Confirmed',
    'in-progress': 'Waiting for the bank transfer',
    cancelled: 'Cancelled',
  },
  cancelledBanner: (refund) =>
    refund ? `CANCELLED. Refund: ${refund}` : 'CANCELLED. Nothing was refunded.',
  travellers: 'Travellers',
  travellerTypes: { ADULT: 'adult', CHILD: 'child', HELD_INFANT: 'infant' },
  contact: 'Contact',
  email: 'Email',
  phone: 'Phone',
  price: 'Price',
  total: 'Total',
  priceLines: {
    FARE: 'Fares',
    TICKETS: 'Fares',
    TAXES_AND_FEES: 'Taxes and fees',
    SEAT_SELECTION: 'Seat selection',
    EXTRA_BAGGAGE: 'Extra baggage',
    TRAVEL_INSURANCE: 'Travel insurance',
    ROOMS: 'Rooms',
    SERVICE_FEE: 'Service fee',
    LOCAL_TAX_AT_HOTEL: 'Local tax, paid at the hotel',
    CAR_RENTAL: 'Car rental',
    ONE_WAY_FEE: 'One-way fee',
    YOUNG_DRIVER: 'Young driver fee',
    DRIVER: 'Driver',
    CHILD_SEAT: 'Child seat',
    GPS: 'GPS',
    INSURANCE: 'Insurance',
  },
  payment: 'Payment',
  paymentMethods: {
    'credit-card': 'Card',
    paypal: 'PayPal',
    'apple-pay': 'Apple Pay',
    'bank-transfer': 'Bank transfer',
    'pay-at-hotel': 'Paid at the hotel',
    'pay-on-pickup': 'Paid at pickup',
  },
  cardEnding: (brand, last4) => `${brand} ending ${last4}`,
  bookedAt: 'Booked',
  paidOnline: 'Paid online',
  byBankTransfer: 'By bank transfer',
  dueAtPlace: { flight: 'Due later', hotel: 'Due at the hotel', car: 'Due at pickup' },
  cancellation: 'Cancellation',
  freeUntil: (until, zone, paid) =>
    `Free cancellation until ${until} local time, ${zone}: ${paid} back.`,
  refundNow: (refund, paid) => `Cancelling now gives back ${refund} of ${paid} paid.`,
  started: 'It can no longer be cancelled: it has begun.',
  cancelledOn: (at, refund) => `Cancelled on ${at}. Refund: ${refund}.`,
  localTime: (time, zone) => `${time} local time, ${zone}`,
  flights: 'Flights',
  fromTo: (from, to) => `${from} → ${to}`,
  carRental: 'Car rental',
  flight: 'Flight',
  departs: 'Departs',
  arrives: 'Arrives',
  hotel: 'Hotel',
  address: 'Address',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  nights: 'Nights',
  rooms: 'Rooms',
  holder: 'Holder',
  car: 'Car',
  supplier: 'Supplier',
  pickup: 'Pickup',
  dropoff: 'Drop-off',
  rentalDays: 'Rental days',
  driver: 'Driver',
};

const ar: DocumentWords = {
  ticket: { flight: 'تذكرة إلكترونية', hotel: 'قسيمة الفندق', car: 'قسيمة تأجير السيارة' },
  receipt: 'إيصال',
  bookingDetails: 'تفاصيل الحجز',
  comma: '، ',
  reference: 'رقم الحجز',
  booking: 'الحجز',
  status: 'الحالة',
  statuses: { confirmed: 'مؤكد', 'in-progress': 'بانتظار التحويل البنكي', cancelled: 'ملغى' },
  cancelledBanner: (refund) =>
    refund ? `هذا الحجز ملغى. المبلغ المسترد: ${refund}` : 'هذا الحجز ملغى. لم يُسترد أي مبلغ.',
  travellers: 'المسافرون',
  travellerTypes: { ADULT: 'بالغ', CHILD: 'طفل', HELD_INFANT: 'رضيع' },
  contact: 'التواصل',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  price: 'السعر',
  total: 'الإجمالي',
  priceLines: {
    FARE: 'الأجرة',
    TICKETS: 'الأجرة',
    TAXES_AND_FEES: 'الضرائب والرسوم',
    SEAT_SELECTION: 'اختيار المقعد',
    EXTRA_BAGGAGE: 'أمتعة إضافية',
    TRAVEL_INSURANCE: 'تأمين السفر',
    ROOMS: 'الغرف',
    SERVICE_FEE: 'رسوم الخدمة',
    LOCAL_TAX_AT_HOTEL: 'الضريبة المحلية، تُدفع في الفندق',
    CAR_RENTAL: 'إيجار السيارة',
    ONE_WAY_FEE: 'رسوم الاتجاه الواحد',
    YOUNG_DRIVER: 'رسوم السائق الشاب',
    DRIVER: 'سائق',
    CHILD_SEAT: 'مقعد طفل',
    GPS: 'نظام الملاحة',
    INSURANCE: 'التأمين',
  },
  payment: 'الدفع',
  paymentMethods: {
    'credit-card': 'بطاقة',
    paypal: 'PayPal',
    'apple-pay': 'Apple Pay',
    'bank-transfer': 'تحويل بنكي',
    'pay-at-hotel': 'الدفع في الفندق',
    'pay-on-pickup': 'الدفع عند الاستلام',
  },
  cardEnding: (brand, last4) => `${brand} تنتهي بـ ${last4}`,
  bookedAt: 'تاريخ الحجز',
  paidOnline: 'المدفوع عبر الإنترنت',
  byBankTransfer: 'بالتحويل البنكي',
  dueAtPlace: { flight: 'يُدفع لاحقًا', hotel: 'يُدفع في الفندق', car: 'يُدفع عند الاستلام' },
  cancellation: 'الإلغاء',
  freeUntil: (until, zone, paid) =>
    `إلغاء مجاني حتى ${until} بالتوقيت المحلي، ${zone}: يُسترد ${paid}.`,
  refundNow: (refund, paid) => `الإلغاء الآن يعيد ${refund} من ${paid} مدفوعة.`,
  started: 'لم يعد الإلغاء ممكنًا بعد أن بدأ الحجز.',
  cancelledOn: (at, refund) => `أُلغي في ${at}. المبلغ المسترد: ${refund}.`,
  localTime: (time, zone) => `${time} بالتوقيت المحلي، ${zone}`,
  flights: 'الرحلات',
  // Words rather than an arrow, which would point the wrong way in right-to-left text.
  fromTo: (from, to) => `من ${from} إلى ${to}`,
  carRental: 'تأجير سيارة',
  flight: 'الرحلة',
  departs: 'المغادرة',
  arrives: 'الوصول',
  hotel: 'الفندق',
  address: 'العنوان',
  checkIn: 'تسجيل الوصول',
  checkOut: 'تسجيل المغادرة',
  nights: 'الليالي',
  rooms: 'الغرف',
  holder: 'صاحب الحجز',
  car: 'السيارة',
  supplier: 'الشركة المؤجرة',
  pickup: 'الاستلام',
  dropoff: 'التسليم',
  rentalDays: 'أيام الإيجار',
  driver: 'السائق',
};

export const DOCUMENT_WORDS: Record<DocumentLanguage, DocumentWords> = { en, ar };
