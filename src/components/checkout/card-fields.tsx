import { cardBrand, formatExpiry, groupCardNumber } from '@server/shared/card.ts';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';

import { FormTextField } from '@/components/form/form-text-field';
import type { CheckoutFormValues } from '@/lib/checkout/checkout-form';

import { useCheckoutTranslation } from './use-checkout-translation';

type WithCard = FieldValues & Pick<CheckoutFormValues, 'payment'>;

// Card data is typed left to right in both languages, and the browser may fill it in.
const ltr = (inputMode: 'numeric' | 'text', maxLength: number) => ({
  dir: 'ltr',
  inputMode,
  maxLength,
  spellCheck: false,
});

/** The brand as soon as the first digits tell it, at the end of the number field. */
function BrandAdornment({ number }: { number: string }) {
  const { t } = useCheckoutTranslation();
  const brand = cardBrand(number);
  return (
    <InputAdornment position="end">
      {brand && brand !== 'other' ? (
        <Typography variant="body2" sx={{ fontWeight: 700 }} aria-live="polite">
          {t(`payment.brands.${brand}`)}
        </Typography>
      ) : (
        <CreditCardIcon aria-hidden color="action" />
      )}
    </InputAdornment>
  );
}

/**
 * Card number (grouped as it is typed, brand shown), expiry (MM/YY: "1230" becomes 12/30), CVV
 * and cardholder: only in the form's memory, never stored.
 */
export function CardFields<T extends WithCard>({ control }: { control: Control<T> }) {
  const { t } = useCheckoutTranslation();
  const number = String(useWatch({ control, name: 'payment.card.number' as Path<T> }) ?? '');

  return (
    <Grid container columnSpacing={2} rowSpacing={1}>
      <Grid size={12}>
        <FormTextField
          control={control}
          name={'payment.card.number' as Path<T>}
          label={t('payment.cardNumber')}
          autoComplete="cc-number"
          required
          fullWidth
          transform={groupCardNumber}
          slotProps={{
            htmlInput: ltr('numeric', 23),
            input: { endAdornment: <BrandAdornment number={number} /> },
          }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField
          control={control}
          name={'payment.card.expiry' as Path<T>}
          label={t('payment.expiry')}
          placeholder={t('payment.expiryPlaceholder')}
          autoComplete="cc-exp"
          required
          fullWidth
          transform={formatExpiry}
          slotProps={{ htmlInput: ltr('numeric', 5) }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField
          control={control}
          name={'payment.card.cvv' as Path<T>}
          label={t('payment.cvv')}
          autoComplete="cc-csc"
          required
          fullWidth
          slotProps={{ htmlInput: ltr('numeric', 4) }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField
          control={control}
          name={'payment.card.holderName' as Path<T>}
          label={t('payment.holderName')}
          autoComplete="cc-name"
          required
          fullWidth
        />
      </Grid>
    </Grid>
  );
}
