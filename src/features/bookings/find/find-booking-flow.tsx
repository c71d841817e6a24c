import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';

import type { BookingKindViews } from '@/components/checkout/booking-kind-view';
import type { FormNoticeValue } from '@/components/form/form-notice';

import type { DocumentLanguage } from '../api/bookings-api';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';

import { FindBookingForm } from './find-booking-form';
import type { FindBookingValues } from './find-booking-schema';
import {
  clearGuestAccess,
  readGuestAccess,
  saveGuestAccess,
  type GuestAccess,
} from './guest-access';
import { GuestBookingPanel } from './guest-booking-panel';
import { GuestCodeForm } from './guest-code-form';

type Step =
  | { name: 'form'; notice: FormNoticeValue }
  | { name: 'code' }
  | { name: 'booking'; access: string };

/**
 * "Find my booking" (issue 28): the reference and e-mail, then the mailed code, then the booking
 * with My Bookings' actions. The access lives in this tab only; once it runs out the traveller is
 * back at the form with what they typed.
 */
interface FindBookingFlowProps {
  views: BookingKindViews;
  /** The traveller's language and digits, for the documents (the preferences, from the app). */
  documentLanguage: DocumentLanguage;
}

export function FindBookingFlow({ views, documentLanguage }: FindBookingFlowProps) {
  const { t } = useBookingsTranslation();
  const [stored] = useState(readGuestAccess);
  const [pair, setPair] = useState<FindBookingValues>({
    reference: stored?.reference ?? '',
    email: stored?.email ?? '',
  });
  const [step, setStep] = useState<Step>(
    stored ? { name: 'booking', access: stored.access } : { name: 'form', notice: null },
  );

  const opened = (access: GuestAccess) => {
    saveGuestAccess(access);
    setStep({ name: 'booking', access: access.access });
  };
  const expired = useCallback(() => {
    clearGuestAccess();
    setStep({ name: 'form', notice: { severity: 'error', message: t('find.expired') } });
  }, [t]);
  const done = () => {
    clearGuestAccess();
    setPair({ reference: '', email: '' });
    setStep({ name: 'form', notice: null });
  };

  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('find.title')}
      </Typography>
      {step.name !== 'booking' && (
        <Typography color="text.secondary">{t('find.subtitle')}</Typography>
      )}
      {step.name === 'form' && (
        <FindBookingForm
          values={pair}
          notice={step.notice}
          onSent={(values) => {
            setPair(values);
            setStep({ name: 'code' });
          }}
        />
      )}
      {step.name === 'code' && (
        <GuestCodeForm
          pair={pair}
          onOpened={opened}
          onBack={() => setStep({ name: 'form', notice: null })}
        />
      )}
      {step.name === 'booking' && (
        <GuestBookingPanel
          access={step.access}
          views={views}
          documentLanguage={documentLanguage}
          onExpired={expired}
          onDone={done}
        />
      )}
    </>
  );
}
