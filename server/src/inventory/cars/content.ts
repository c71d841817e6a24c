import type { CarBody, CarCategory, FuelPolicy, FuelType, Transmission } from './constants.ts';
import type { CarClassInfo, Supplier } from './types.ts';

// What a car's page says about it, in English and Arabic: made from its class and supplier, so
// every offer of the same car reads the same. The Arabic is written as a list of facts ("المقاعد:
// 5") so numbers need no grammatical agreement.

// In English with its article: "an economy hatchback", "a compact SUV".
const CATEGORY: Record<CarCategory, [string, string]> = {
  economy: ['an economy', 'اقتصادية'],
  compact: ['a compact', 'مدمجة'],
  intermediate: ['a mid-size', 'متوسطة الحجم'],
  standard: ['a standard', 'قياسية'],
  fullsize: ['a full-size', 'كبيرة'],
  premium: ['a premium', 'فاخرة'],
  luxury: ['a luxury', 'فارهة'],
};
const BODY: Record<CarBody, [string, string]> = {
  hatchback: ['hatchback', 'هاتشباك'],
  sedan: ['saloon', 'سيدان'],
  suv: ['SUV', 'رياضية متعددة الاستخدامات'],
  van: ['people carrier', 'عائلية (فان)'],
  convertible: ['convertible', 'مكشوفة'],
};
const GEARBOX: Record<Transmission, [string, string]> = {
  manual: ['a manual gearbox', 'ناقل حركة يدوي'],
  automatic: ['an automatic gearbox', 'ناقل حركة أوتوماتيكي'],
};
const FUEL: Record<FuelType, [string, string]> = {
  petrol: ['petrol', 'بنزين'],
  diesel: ['diesel', 'ديزل'],
  hybrid: ['hybrid', 'هجين'],
  electric: ['electric', 'كهربائي'],
};
const FUEL_POLICY: Record<FuelPolicy, [string, string]> = {
  'full-to-full': ['collect it full and return it full', 'تُستلم بخزان ممتلئ وتُعاد بخزان ممتلئ'],
  'same-to-same': ['return it with as much fuel as it had', 'تُعاد بالكمية نفسها من الوقود'],
};

export function carName(carClass: CarClassInfo) {
  return {
    en: `${carClass.make} ${carClass.model} or similar`,
    ar: `${carClass.makeAr} ${carClass.modelAr} أو ما يماثلها`,
  };
}

export function describeCar(carClass: CarClassInfo, supplier: Supplier) {
  const name = carName(carClass);
  const { large, small } = carClass.bags;
  const mileage = supplier.kmPerDay
    ? [`${supplier.kmPerDay} km a day included`, `${supplier.kmPerDay} كم يوميًا مشمولة`]
    : ['unlimited mileage', 'عدد كيلومترات غير محدود'];
  const en =
    `${name.en}: ${CATEGORY[carClass.category][0]} ${BODY[carClass.body][0]} with ` +
    `${GEARBOX[carClass.transmission][0]} (${FUEL[carClass.fuel][0]}), seats for ${carClass.seats} ` +
    `and room for ${large} large and ${small} small bags. Rented by ${supplier.name}, ` +
    `rated ${supplier.rating} out of 5 by ${supplier.reviews.toLocaleString('en-US')} renters: ` +
    `${FUEL_POLICY[supplier.fuelPolicy][0]}, ${mileage[0]}. You get this car or one of the same class.`;
  const ar =
    `${name.ar}: سيارة ${BODY[carClass.body][1]} ${CATEGORY[carClass.category][1]}، ` +
    `${GEARBOX[carClass.transmission][1]}، الوقود: ${FUEL[carClass.fuel][1]}. ` +
    `المقاعد: ${carClass.seats}. الحقائب: ${large} كبيرة و${small} صغيرة. ` +
    `تؤجرها ${supplier.nameAr}، بتقييم ${supplier.rating} من 5 (${supplier.reviews.toLocaleString('en-US')} تقييمًا). ` +
    `${FUEL_POLICY[supplier.fuelPolicy][1]}، ${mileage[1]}. تحصل على هذه السيارة أو على سيارة من الفئة نفسها.`;
  return { en, ar };
}
