import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';

import { useCheckoutTranslation } from './use-checkout-translation';

export const STEP_HEADING_ID = 'checkout-step-heading';

interface WizardStepHeadingProps {
  name: string;
  step: number;
  total: number;
  /** Takes the focus when the step changes (useStepFocus). */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The current step's name and "Step 2 of 3"; the form is labelled by it. */
export function WizardStepHeading({ name, step, total, headingRef }: WizardStepHeadingProps) {
  const { t } = useCheckoutTranslation();
  return (
    <Box>
      <Typography
        id={STEP_HEADING_ID}
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h5"
        sx={{ outline: 'none' }}
      >
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('stepOf', { step: step + 1, total })}
      </Typography>
    </Box>
  );
}
