import type { Message, MessageBooking } from '@server/modules/messages/schemas.ts';
import { ARRIVE_BEFORE_INTERNATIONAL_HOURS } from '@server/modules/messages/constants.ts';
import { useCallback } from 'react';

import { useMoneyFormat } from '@/components/price/use-money-format';
import { keepLtr } from '@/lib/bidi';
import { formatDateTime, formatNumber } from '@/lib/format';
import { formatLocalWhen } from '@/lib/local-time';
import { languageOf } from '@/lib/language';

import { useMessagesTranslation } from './use-messages-translation';

// When a message arrived, on the reader's own clock.
const RECEIVED: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export interface MessageText {
  title: string;
  body: string;
  received: string;
}

/**
 * A message in the reader's language: the server sends its type and parameters only. A flight's
 * title ('DXB → LHR') is written again so its arrow points the reader's way.
 */
export function useMessageText() {
  const { t, i18n } = useMessagesTranslation();
  const language = languageOf(i18n.language);
  const money = useMoneyFormat();

  const titleOf = useCallback(
    (booking: MessageBooking) => {
      const [origin, destination, ...rest] = booking.title.split('→').map((part) => part.trim());
      return booking.kind === 'flight' && origin && destination && rest.length === 0
        ? t('route', {
            origin: keepLtr(origin, language),
            destination: keepLtr(destination, language),
          })
        : booking.title;
    },
    [t, language],
  );

  return useCallback(
    (message: Message): MessageText => {
      const { booking } = message.params;
      const local = (at: string) => formatLocalWhen(at, language);
      const values = {
        context: booking.kind,
        title: titleOf(booking),
        reference: keepLtr(booking.reference, language),
        date: local(booking.startsLocal),
      };
      const received = t('received', {
        when: formatDateTime(new Date(message.createdAt), language, RECEIVED),
      });
      switch (message.type) {
        case 'booking_confirmed': {
          const key = message.params.status === 'in-progress' ? 'awaiting' : 'confirmed';
          const total = money(message.params.total.amount, message.params.total.currency);
          return {
            title: t(`${key}.title`),
            body: t(`${key}.body`, { ...values, total }),
            received,
          };
        }
        case 'booking_cancelled': {
          const { refund } = message.params;
          const refundText =
            refund && Number(refund.amount) > 0
              ? t('cancelled.refund', { amount: money(refund.amount, refund.currency) })
              : t('cancelled.noRefund');
          return {
            title: t('cancelled.title'),
            body: `${t('cancelled.body', values)} ${refundText}`,
            received,
          };
        }
        case 'booking_changed': {
          const { total, charged, refunded } = message.params;
          const moved =
            Number(charged.amount) > 0
              ? t('changed.charged', { amount: money(charged.amount, charged.currency) })
              : Number(refunded.amount) > 0
                ? t('changed.refunded', { amount: money(refunded.amount, refunded.currency) })
                : t('changed.even');
          return {
            title: t('changed.title'),
            body: `${t('changed.body', { ...values, total: money(total.amount, total.currency) })} ${moved}`,
            received,
          };
        }
        case 'check_in_opens':
          return {
            title: t('checkIn.title'),
            body: t('checkIn.body', {
              ...values,
              hours: formatNumber(ARRIVE_BEFORE_INTERNATIONAL_HOURS, language),
            }),
            received,
          };
        case 'free_cancellation_ends':
          return {
            title: t('freeCancellation.title'),
            body: t('freeCancellation.body', {
              ...values,
              deadline: local(message.params.freeUntilLocal),
            }),
            received,
          };
      }
    },
    [t, language, money, titleOf],
  );
}
