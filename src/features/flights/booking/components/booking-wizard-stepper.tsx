import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import { WIZARD_STEPS, type WizardStep } from '../flight-booking-slice';

/** The page title and the three steps (§2), the current one highlighted. */
export function BookingWizardStepper({ step }: { step: WizardStep }) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('booking.title')}
      </Typography>
      <Stepper activeStep={step} alternativeLabel sx={{ my: 3 }}>
        {WIZARD_STEPS.map((name, index) => (
          <Step key={name}>
            {/* The step's number in the reader's digits. */}
            <StepLabel icon={format.number(index + 1)}>{t(`booking.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </>
  );
}
