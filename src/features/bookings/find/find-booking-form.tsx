import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { apiErrorCode } from '@/api/error-message';
import { EmailField } from '@/components/form/contact-fields';
import { FormNotice, type FormNoticeValue } from '@/components/form/form-notice';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { FormTextField } from '@/components/form/form-text-field';

import { useRequestGuestCodeMutation } from '../api/guest-booking-api';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';

import { findBookingSchema, type FindBookingValues } from './find-booking-schema';

interface FindBookingFormProps {
  /** What was typed before (back from the code step, or after the access ran out). */
  values: FindBookingValues;
  /** Why the traveller is here again, if they are. */
  notice: FormNoticeValue;
  onSent: (values: FindBookingValues) => void;
}

/** The reference and the e-mail the booking was made with; a code goes there if they match. */
export function FindBookingForm({ values, notice: initialNotice, onSent }: FindBookingFormProps) {
  const { t } = useBookingsTranslation();
  const [requestCode] = useRequestGuestCodeMutation();
  const [notice, setNotice] = useState<FormNoticeValue>(initialNotice);
  const { control, handleSubmit, formState } = useForm<FindBookingValues>({
    resolver: yupResolver(findBookingSchema),
    mode: 'onTouched',
    defaultValues: values,
  });

  const onSubmit = handleSubmit(async (pair) => {
    setNotice(null);
    const result = await requestCode(pair);
    if (result.error) {
      const limited = apiErrorCode(result.error) === 'rate_limited';
      setNotice({ severity: 'error', message: t(limited ? 'find.rateLimited' : 'find.failed') });
      return;
    }
    onSent(pair);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={formState.isSubmitting}>
      <FormTextField
        control={control}
        name="reference"
        label={t('find.reference')}
        required
        fullWidth
        margin="normal"
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false } }}
      />
      <EmailField
        control={control}
        name="email"
        label={t('find.email')}
        required
        fullWidth
        margin="normal"
      />
      <FormSubmitButton layout="card" loading={formState.isSubmitting}>
        {t('find.submit')}
      </FormSubmitButton>
      <FormNotice notice={notice} />
    </Box>
  );
}
