import {
  BRANCH_CODE_PATTERN,
  CAR_CLASSES,
  CAR_IMAGE_BASE,
  CAR_TYPES,
  OFFER_ID_MAX_LENGTH,
  carFavoriteKey,
} from '@server/modules/cars/constants.ts';
import type { CarFavoriteItem } from '@server/modules/cars/favorite.ts';
import { FAVORITE_SEARCH_PATTERN } from '@server/modules/favorites/constants.ts';

import type { FavoriteRequest } from '@/components/favorites/favorites-slice';
import { isRecord } from '@/lib/is-record';

import type { CarOffer } from '../api/car-types';
import { carUrlParams, searchOfOffer } from '../model/car-search';

const SEARCH = new RegExp(FAVORITE_SEARCH_PATTERN);
const OFFER_ID = new RegExp(`^[A-Za-z0-9_-]{1,${OFFER_ID_MAX_LENGTH}}$`);
const BRANCH = new RegExp(BRANCH_CODE_PATTERN);
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

interface NamedBranch {
  code: string;
  name: string;
  nameAr: string;
}

/** The rental an offer was found for: both branches (named) and the driver's age. */
export interface FavoriteRental {
  pickup: NamedBranch;
  dropoff: NamedBranch;
  driverAge: number;
}

const branchOf = ({ code, name, nameAr }: NamedBranch) => ({ code, name, nameAr });

/**
 * A car as the heart saves it (server/src/modules/cars/favorite.ts): one supplier's class at the
 * pickup branch (the key), the offer for the rental shown (Book Now opens its page), the names its
 * card shows in either language, and the search it answers (Search again). `name` is what the
 * heart is called ("Toyota Corolla or similar, Mirage Rent a Car").
 */
export function carFavorite(
  offer: CarOffer,
  rental: FavoriteRental,
  name: string,
): FavoriteRequest {
  const item: CarFavoriteItem = {
    offerId: offer.id,
    car: {
      acriss: offer.car.acriss,
      type: offer.car.type,
      name: offer.car.name,
      nameAr: offer.car.nameAr,
    },
    supplier: {
      code: offer.supplier.code,
      name: offer.supplier.name,
      nameAr: offer.supplier.nameAr,
    },
    pickup: branchOf(rental.pickup),
    dropoff: branchOf(rental.dropoff),
    pickupAt: offer.pickupAt,
    returnAt: offer.returnAt,
    driverAge: rental.driverAge,
  };
  const search = carUrlParams(searchOfOffer({ ...offer, driverAge: rental.driverAge })).toString();
  return {
    kind: 'car',
    key: carFavoriteKey(item),
    snapshot: {
      name,
      imageUrl: `${CAR_IMAGE_BASE}${offer.car.image}`,
      price: {
        amount: offer.price.total,
        currency: offer.price.currency,
      } as FavoriteRequest['snapshot']['price'],
      search: SEARCH.test(search) ? search : '',
    },
    item,
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isNamed = (value: unknown, code: RegExp) =>
  isRecord(value) &&
  typeof value.code === 'string' &&
  code.test(value.code) &&
  isText(value.name) &&
  isText(value.nameAr);

/** The saved item, when it has the car kind's shape. */
export function carItemOf(item: unknown): CarFavoriteItem | null {
  if (!isRecord(item) || !isRecord(item.car)) return null;
  const { offerId, car, supplier, pickup, dropoff, pickupAt, returnAt, driverAge } = item;
  const ok =
    typeof offerId === 'string' &&
    OFFER_ID.test(offerId) &&
    (CAR_CLASSES as readonly unknown[]).includes(car.acriss) &&
    (CAR_TYPES as readonly unknown[]).includes(car.type) &&
    isText(car.name) &&
    isText(car.nameAr) &&
    isNamed(supplier, /^[A-Z]{2}$/) &&
    isNamed(pickup, BRANCH) &&
    isNamed(dropoff, BRANCH) &&
    typeof pickupAt === 'string' &&
    LOCAL_TIME.test(pickupAt) &&
    typeof returnAt === 'string' &&
    LOCAL_TIME.test(returnAt) &&
    Number.isInteger(driverAge);
  return ok ? (item as CarFavoriteItem) : null;
}
