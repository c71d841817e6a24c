import { PriceLines } from '@/components/price/price-lines';
import { toCents, wholeUnitLines } from '@/lib/whole-units';

import type { FlightOffer } from '../api/flight-types';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { offerPrice } from '../model/offer-summary';

/**
 * What an offer's total is made of: the fares, the taxes and fees (Safar's service fee among
 * them) and, for more than one traveller, each traveller's share; the total under them is the
 * figure on the card, for the whole party.
 */
export function OfferPriceLines({ offer, dense }: { offer: FlightOffer; dense?: boolean }) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { amount, currency } = offerPrice(offer);
  const base = Number(offer.price.base);
  const hasBase = Boolean(offer.price.base) && Number.isFinite(base);
  const travellers = offer.travelerPricings ?? [];
  // In whole units that add up to the total shown: the base and the rest, and each traveller.
  const parts = wholeUnitLines([toCents(base), toCents(amount) - toCents(base)]).lines;
  const shares = wholeUnitLines(
    travellers.map((traveller) => toCents(traveller.price.total)),
    Math.round(amount),
  ).lines;
  const typeCounts = new Map<string, number>();
  const perTraveller = travellers.map((traveller, index) => {
    const type = traveller.travelerType;
    const number = (typeCounts.get(type) ?? 0) + 1;
    typeCounts.set(type, number);
    return {
      id: `traveller-${traveller.travelerId}`,
      label: t('details.perTraveller', {
        type: t(`details.travellerTypes.${type}`, {
          defaultValue: t('details.travellerTypes.other'),
        }),
        number: format.number(number),
      }),
      value: format.price(shares[index] ?? 0, traveller.price.currency ?? currency),
    };
  });
  const count = Math.max(travellers.length, 1);
  return (
    <PriceLines
      dense={dense}
      lines={[
        ...(hasBase
          ? [
              {
                id: 'base',
                label: t('details.baseFare'),
                value: format.price(parts[0] ?? 0, currency),
              },
              {
                id: 'taxes',
                label: t('details.taxes'),
                value: format.price(parts[1] ?? 0, currency),
              },
            ]
          : []),
        ...(travellers.length > 1 ? perTraveller : []),
      ]}
      total={{
        label: t('details.totalFor', { count, value: format.number(count) }),
        value: format.price(amount, currency),
      }}
    />
  );
}
