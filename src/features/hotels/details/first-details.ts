import { todayIso } from '@/lib/iso-date';

import { hotelsApi } from '../api/hotels-api';
import { hotelLanguageOf } from '../hooks/use-hotel-language';
import { parseStay } from '../model/hotel-url';

import { HOTEL_CODE } from './hotel-code';
import { hotelRatesRequest } from './use-hotel-stay';

/**
 * The answers the server draws a /hotel-details/{code} first screen with (src/app/first-screen/):
 * the hotel, and its rates for the stay the URL names, asked exactly as the page asks them, so the
 * SPA finds them in its cache. None for a code that names no hotel.
 */
export function firstHotelDetails(
  url: URL,
  language: string,
  params: Record<string, string | undefined>,
) {
  const id = params.id ?? '';
  if (!HOTEL_CODE.test(id)) return null;
  const code = Number(id);
  const hotelLanguage = hotelLanguageOf(language);
  const detail = hotelsApi.endpoints.hotelDetail.initiate({ code, language: hotelLanguage });
  const parsed = parseStay(url.searchParams, todayIso());
  if (!parsed?.ok) return [detail];
  const rates = hotelRatesRequest(code, parsed.stay, hotelLanguage);
  return [detail, hotelsApi.endpoints.hotelRates.initiate(rates)];
}
