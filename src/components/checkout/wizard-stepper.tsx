import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';

interface WizardStepperProps {
  title: string;
  /** The steps' names, in order. */
  steps: readonly string[];
  active: number;
}

/** The page title and the wizard's steps, the current one highlighted. */
export function WizardStepper({ title, steps, active }: WizardStepperProps) {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {title}
      </Typography>
      <Stepper activeStep={active} alternativeLabel sx={{ my: 3 }}>
        {steps.map((name, index) => (
          <Step key={name}>
            {/* The step's number in the reader's digits. */}
            <StepLabel icon={formatNumber(index + 1, language)}>{name}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </>
  );
}
