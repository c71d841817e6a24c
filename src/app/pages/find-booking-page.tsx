import { useAppSelector } from '@/app/hooks';
import { PageContainer } from '@/components/page-container';
import { FindBookingFlow } from '@/features/bookings/find/find-booking-flow';
import { selectDigits, selectLanguage } from '@/features/preferences/preferences-slice';

import { BOOKING_VIEWS } from './booking-views';

/** /find-booking: a booking opened without signing in (issue 28). */
export function FindBookingPage() {
  // Documents are written in the traveller's language and digits.
  const lang = useAppSelector(selectLanguage);
  const digits = useAppSelector(selectDigits);
  return (
    <PageContainer maxWidth="sm">
      <FindBookingFlow views={BOOKING_VIEWS} documentLanguage={{ lang, digits }} />
    </PageContainer>
  );
}
