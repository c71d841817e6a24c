import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';

import { PageContainer } from '@/components/page-container';
import type { CheckoutFormValues } from '@/lib/checkout/checkout-form';
import type { WizardStep } from '@/lib/checkout/draft-slice';

import { ConfirmationNotice, type TotalChange } from './confirmation-notice';
import type { CheckoutForm } from './use-checkout-form';
import type { ConfirmState } from './use-confirm-order';
import { WizardActions } from './wizard-actions';
import { STEP_HEADING_ID, WizardStepHeading } from './wizard-step-heading';
import { WizardStepper } from './wizard-stepper';

/** What the app knows of the traveller: still checking, a guest (who signs in first), or signed in. */
export type BookingSession = 'checking' | 'guest' | 'signed-in';

/** Failure codes after which only another offer helps. */
export const DEAD_ENDS = ['sold_out', 'unavailable'] as const;

/** Confirm Booking as useConfirmOrder runs it. */
interface Confirmation<Values, Offer> {
  state: ConfirmState<Offer>;
  busy: boolean;
  confirm: (values: Values) => Promise<void>;
  acceptNewPrice: (values: Values) => Promise<void>;
}

interface CheckoutWizardProps<Values extends CheckoutFormValues, Offer> {
  title: string;
  /** The steps' names, in order; the last one confirms the booking. */
  steps: readonly string[];
  checkout: CheckoutForm<Values>;
  confirmation: Confirmation<Values, Offer>;
  session: BookingSession;
  onSignInRequired: () => void;
  /** The total before and after a price change. */
  totals: (offer: Offer) => TotalChange;
  /** The way back to the kind's results. */
  backLink: ReactNode;
  /** Beside the form (below it on a phone). */
  summary: ReactNode;
  /** Next goes on only when the step is ready (the flight's party priced)… */
  ready?: boolean;
  /** …and shows it is working while it is not yet. */
  working?: boolean;
  /** The current step's own content. */
  children: ReactNode;
}

/**
 * Every kind's checkout page (§2): the steps, the current step's form with its heading, what
 * Confirm Booking is doing, Previous and Next (or Confirm), and the kind's summary beside them.
 * Next validates the step; Confirm Booking sends a guest to sign in first.
 */
export function CheckoutWizard<Values extends CheckoutFormValues, Offer>({
  title,
  steps,
  checkout: { form, step, goTo, heading },
  confirmation,
  session,
  onSignInRequired,
  totals,
  backLink,
  summary,
  ready = true,
  working = false,
  children,
}: CheckoutWizardProps<Values, Offer>) {
  const { handleSubmit, getValues } = form;
  // Every checkout form has the payment's terms (CheckoutFormValues).
  const control = form.control as unknown as Control<CheckoutFormValues>;
  const agreed = useWatch({ control, name: 'payment.agreeTerms' });
  const last = step === steps.length - 1;

  const onNext = handleSubmit(() => {
    if (ready) goTo((step + 1) as WizardStep);
  });
  const onConfirm = handleSubmit(() => {
    if (session === 'guest') onSignInRequired();
    else if (session === 'signed-in') void confirmation.confirm(getValues());
  });

  return (
    <PageContainer>
      <WizardStepper title={title} steps={steps} active={step} />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box
            component="form"
            noValidate
            onSubmit={last ? onConfirm : onNext}
            aria-labelledby={STEP_HEADING_ID}
            aria-busy={confirmation.busy}
          >
            <Stack spacing={3}>
              <WizardStepHeading
                name={steps[step] ?? ''}
                step={step}
                total={steps.length}
                headingRef={heading}
              />
              {children}
              <ConfirmationNotice
                state={confirmation.state}
                totals={totals}
                onAcceptNewPrice={() => void confirmation.acceptNewPrice(getValues())}
                backLink={backLink}
                deadEnds={DEAD_ENDS}
              />
              <WizardActions
                onPrevious={
                  step > 0 && !confirmation.busy ? () => goTo((step - 1) as WizardStep) : undefined
                }
                last={last}
                canConfirm={agreed && confirmation.state.kind !== 'price-changed'}
                loading={last ? confirmation.busy || session === 'checking' : working}
              />
            </Stack>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          {summary}
        </Grid>
      </Grid>
    </PageContainer>
  );
}
