import { yupResolver } from '@hookform/resolvers/yup';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormNotice, type FormNoticeValue } from '@/components/form/form-notice';

import { useSendContactMessage, type SendOutcome } from '../hooks/use-send-contact-message';
import {
  contactSchema,
  EMPTY_CONTACT_FORM,
  type ContactFormValues,
} from '../schemas/contact-schema';

import { ContactForm } from './contact-form';

// §4/§9: the thank-you stays five seconds.
export const THANK_YOU_MS = 5000;

/** Owns the message form's state: validates, sends once at a time, then clears or keeps the text. */
export function ContactMessageSection() {
  const { t } = useTranslation('contact');
  const sendMessage = useSendContactMessage();
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  // A ref, not state: a second click can land before React has re-rendered the disabled button.
  const inFlight = useRef(false);
  const { control, handleSubmit, reset, setError, formState } = useForm<ContactFormValues>({
    resolver: yupResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_CONTACT_FORM,
  });

  useEffect(() => {
    if (notice?.severity !== 'success') return undefined;
    const timer = setTimeout(() => setNotice(null), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const showOutcome = (outcome: SendOutcome) => {
    if (outcome.ok) {
      reset();
      setNotice({ severity: 'success', title: t('form.sentTitle'), message: t('form.sentBody') });
      return;
    }
    if (outcome.field) {
      setError(
        outcome.field,
        { type: 'server', message: t('errors.server') },
        { shouldFocus: true },
      );
    }
    setNotice({
      severity: 'error',
      title: t('form.failedTitle'),
      message: outcome.message ?? t('form.failedFallback'),
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await handleSubmit(async (values) => {
        setNotice(null);
        showOutcome(await sendMessage(values));
      })(event);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Card component="section" aria-labelledby="contact-form-heading" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography
          id="contact-form-heading"
          variant="h5"
          component="h2"
          gutterBottom
          sx={{ fontWeight: 600 }}
        >
          {t('form.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('form.description')}
        </Typography>
        <ContactForm control={control} sending={formState.isSubmitting} onSubmit={onSubmit} />
        <FormNotice notice={notice} />
      </CardContent>
    </Card>
  );
}
