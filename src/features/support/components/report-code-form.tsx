import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController, useForm } from 'react-hook-form';

import { useFieldErrorText } from '@/components/form/use-field-error-text';

import { useStaffTranslation } from '../hooks/use-staff-translation';
import { reportCodeSchema, type ReportCodeValues } from '../schemas/report-code-schema';

interface ReportCodeFormProps {
  /** The code open now, if any. */
  code: string;
  onOpen: (code: string) => void;
}

/** The code a traveller quotes, typed or pasted as it was read out ("k7m4-9qxd" too). */
export function ReportCodeForm({ code, onOpen }: ReportCodeFormProps) {
  const { t } = useStaffTranslation();
  const errorText = useFieldErrorText();
  const { control, handleSubmit } = useForm<ReportCodeValues>({
    defaultValues: { code },
    resolver: yupResolver(reportCodeSchema),
  });
  const { field, fieldState } = useController({ control, name: 'code' });
  const error = errorText(fieldState.error?.message);
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={handleSubmit((values) => onOpen(values.code))}
    >
      <TextField
        label={t('codeLabel')}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(error)}
        helperText={error || t('codeHelper')}
        slotProps={{
          htmlInput: { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false, maxLength: 20 },
        }}
        sx={{ width: { xs: '100%', sm: 360 } }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ mt: { sm: 0.5 } }}>
        {t('open')}
      </Button>
    </Stack>
  );
}
