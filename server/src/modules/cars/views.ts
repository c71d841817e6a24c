import {
  CAR_IMAGE_VIEWS,
  CAR_PRICES_USD,
  INSURANCE_EXCESS_SHARE,
  INSURANCE_PRICES_USD,
  INSURANCE_TIERS,
  carImagePath,
} from '../../inventory/cars/constants.ts';
import { carName, describeCar } from '../../inventory/cars/content.ts';
import { fleetSize } from '../../inventory/cars/fleet.ts';
import { encodeOfferId } from '../../inventory/cars/offer-id.ts';
import type { Quote } from '../../inventory/cars/quotes.ts';
import type { Branch, CarClassInfo, DayHours, Supplier } from '../../inventory/cars/types.ts';
import type { CurrencyCode } from '../../inventory/shared/currencies.ts';
import { formatMinorUnits, toMinorUnits } from '../../inventory/shared/money.ts';
import type { PriceLine } from '../bookings/schemas.ts';
import { CARS_LEFT_SHOWN_MAX, type CarPriceLine } from './constants.ts';
import type {
  Car,
  CarBranch,
  CarLocation,
  CarOffer,
  CarOfferDetail,
  CarSupplier,
  Mileage,
} from './schemas.ts';

// The engine's branches and quotes in the API's shapes (schemas.ts), built for what is answered.

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const hoursOf = (hours: DayHours, weekday: number) => ({
  weekday,
  open: hours ? clock(hours.open) : null,
  close: hours ? clock(hours.close) : null,
});

export function toCarBranch(branch: Branch): CarBranch {
  return {
    code: branch.code,
    kind: branch.kind,
    name: branch.name,
    nameAr: branch.nameAr,
    cityCode: branch.city.code,
    cityName: branch.city.name,
    cityNameAr: branch.city.nameAr,
    countryCode: branch.city.countryCode,
    address: branch.address,
    addressAr: branch.addressAr,
    latitude: branch.latitude,
    longitude: branch.longitude,
    timeZone: branch.timeZone,
  };
}

export function toCarLocation(branch: Branch): CarLocation {
  return {
    ...toCarBranch(branch),
    open24Hours: branch.open24Hours,
    hours: branch.hours.map(hoursOf),
    suppliers: branch.city.suppliers.length,
  };
}

export const toCarSupplier = (supplier: Supplier): CarSupplier => ({
  code: supplier.code,
  name: supplier.name,
  nameAr: supplier.nameAr,
  rating: supplier.rating,
  reviews: supplier.reviews,
});

export function toCar(quote: Pick<Quote, 'carClass' | 'colour' | 'year'>): Car {
  const { carClass, colour } = quote;
  const name = carName(carClass);
  return {
    acriss: carClass.code,
    name: name.en,
    nameAr: name.ar,
    make: carClass.make,
    model: carClass.model,
    year: quote.year,
    category: carClass.category,
    type: carClass.type,
    body: carClass.body,
    seats: carClass.seats,
    doors: carClass.doors,
    bags: { ...carClass.bags },
    transmission: carClass.transmission,
    fuel: carClass.fuel,
    airConditioning: carClass.features.includes('air-conditioning'),
    colour,
    image: carImagePath(carClass.code, colour, 'side'),
    features: [...carClass.features],
  };
}

export function toMileage(supplier: Supplier, currency: CurrencyCode): Mileage {
  return supplier.kmPerDay === null
    ? { unlimited: true, kmPerDay: null, extraKm: null }
    : {
        unlimited: false,
        kmPerDay: supplier.kmPerDay,
        extraKm: formatMinorUnits(toMinorUnits(supplier.extraKmUsd, currency)),
      };
}

const money = (usd: number, currency: CurrencyCode) =>
  formatMinorUnits(toMinorUnits(usd, currency));

export const excessMinor = (carClass: CarClassInfo, currency: CurrencyCode) =>
  toMinorUnits(carClass.excessUsd, currency);

// The mandatory lines of a quote: the car's days, a one-way fee and the young-driver surcharge
// when they apply, the service fee. Together exactly its total.
export function mandatoryLines(
  quote: Quote,
): { code: CarPriceLine; quantity: number; minor: number }[] {
  const { price } = quote;
  const lines: { code: CarPriceLine; quantity: number; minor: number }[] = [
    { code: 'CAR_RENTAL', quantity: price.days, minor: price.carMinor },
  ];
  if (price.oneWayMinor > 0)
    lines.push({ code: 'ONE_WAY_FEE', quantity: 1, minor: price.oneWayMinor });
  if (price.youngDriverMinor > 0) {
    lines.push({ code: 'YOUNG_DRIVER', quantity: price.days, minor: price.youngDriverMinor });
  }
  lines.push({ code: 'SERVICE_FEE', quantity: 1, minor: price.serviceFeeMinor });
  return lines;
}

export const toPriceLines = (
  lines: readonly { code: string; quantity: number; minor: number }[],
): PriceLine[] =>
  lines.map((line) => ({
    code: line.code,
    quantity: line.quantity,
    amount: formatMinorUnits(line.minor),
  }));

export function toCarOffer(quote: Quote, currency: CurrencyCode): CarOffer {
  const { rental, supplier, carClass, price } = quote;
  return {
    id: encodeOfferId({
      pickup: rental.pickup.code,
      dropoff: rental.dropoff.code,
      supplier: supplier.code,
      carClass: carClass.code,
      pickupDate: rental.pickupDate,
      pickupTime: rental.pickupTime,
      returnDate: rental.returnDate,
      returnTime: rental.returnTime,
      driverAge: rental.driverAge,
      currency,
      totalMinor: price.totalMinor,
    }),
    car: toCar(quote),
    supplier: toCarSupplier(supplier),
    pickupLocation: rental.pickup.code,
    dropoffLocation: rental.dropoff.code,
    pickupAt: `${rental.pickupDate}T${rental.pickupTime}:00`,
    returnAt: `${rental.returnDate}T${rental.returnTime}:00`,
    price: {
      currency,
      perDay: formatMinorUnits(price.perDayMinor),
      days: price.days,
      lines: toPriceLines(mandatoryLines(quote)),
      total: formatMinorUnits(price.totalMinor),
      withDriverPerDay: formatMinorUnits(price.withDriverPerDayMinor),
    },
    mileage: toMileage(supplier, currency),
    fuelPolicy: supplier.fuelPolicy,
    deposit: money(carClass.depositUsd, currency),
    excess: formatMinorUnits(excessMinor(carClass, currency)),
    minDriverAge: carClass.minAge,
    youngDriverPerDay: formatMinorUnits(price.youngDriverPerDayMinor),
    oneWay: rental.pickup.code !== rental.dropoff.code,
    freeCancellation: quote.freeNow,
    cancellation: {
      refundable: supplier.refundable,
      freeUntil: supplier.refundable ? rental.freeUntilLocal : null,
      lateCharge: formatMinorUnits(quote.lateChargeMinor),
    },
    carsLeft: Math.min(CARS_LEFT_SHOWN_MAX, quote.carsLeft),
    extras: {
      driverPerDay: money(CAR_PRICES_USD.driverPerDay, currency),
      childSeat: money(CAR_PRICES_USD.childSeat, currency),
      gps: money(CAR_PRICES_USD.gps, currency),
      insurance: {
        none: money(INSURANCE_PRICES_USD.none, currency),
        basic: money(INSURANCE_PRICES_USD.basic, currency),
        comprehensive: money(INSURANCE_PRICES_USD.comprehensive, currency),
      },
    },
  };
}

export function toCarOfferDetail(
  quote: Quote,
  currency: CurrencyCode,
  unavailable: CarOfferDetail['unavailableReason'],
): CarOfferDetail {
  const { rental, supplier, carClass } = quote;
  const description = describeCar(carClass, supplier);
  const excess = excessMinor(carClass, currency);
  return {
    ...toCarOffer(quote, currency),
    available: unavailable === null,
    unavailableReason: unavailable,
    driverAge: rental.driverAge,
    pickup: toCarLocation(rental.pickup),
    dropoff: toCarLocation(rental.dropoff),
    images: CAR_IMAGE_VIEWS.map((view) => ({
      path: carImagePath(carClass.code, quote.colour, view),
      view,
    })),
    description: description.en,
    descriptionAr: description.ar,
    insurance: INSURANCE_TIERS.map((tier) => ({
      tier,
      price: money(INSURANCE_PRICES_USD[tier], currency),
      excess: formatMinorUnits(Math.round(excess * INSURANCE_EXCESS_SHARE[tier])),
    })),
    pickupOptions: rental.pickup.city.branches
      .filter((branch) => fleetSize(branch, supplier, carClass) > 0)
      .map(toCarLocation),
  };
}
