import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

import { formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';

import { useAuthTranslation } from '../hooks/use-auth-translation';
import { OTP_LENGTH } from '../schemas/rules';

interface OtpInputsProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  invalid: boolean;
  disabled: boolean;
  /** Changing it moves focus back to the first box (after a wrong code, a new code). */
  focusRequest: number;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * §5: four one-digit boxes. Typing advances, backspace on an empty box goes back, a pasted or
 * autofilled code spreads over the boxes. Codes read left to right in Arabic too.
 */
export function OtpInputs({ digits, onChange, invalid, disabled, focusRequest }: OtpInputsProps) {
  const { t, i18n } = useAuthTranslation();
  const language = languageOf(i18n.language);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => inputs.current[index]?.focus();

  // Not on arrival (the page does not steal focus), only when the page asks for a fresh start.
  useEffect(() => {
    if (focusRequest > 0) inputs.current[0]?.focus();
  }, [focusRequest]);

  const fill = (start: number, text: string) => {
    const next = [...digits];
    const chars = text.slice(0, OTP_LENGTH - start).split('');
    chars.forEach((char, offset) => {
      next[start + offset] = char;
    });
    onChange(next);
    focusBox(Math.min(start + chars.length, OTP_LENGTH - 1));
  };

  const handleChange = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (typed.length >= OTP_LENGTH) return fill(0, typed);
    const next = [...digits];
    next[index] = typed.slice(-1);
    onChange(next);
    if (typed && index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted) fill(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  return (
    // gap, not spacing: spacing's margins follow the page's direction, the boxes do not.
    <Box dir="ltr" sx={{ display: 'flex', justifyContent: 'center', gap: { xs: 1, sm: 2 } }}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <TextField
          key={index}
          value={digits[index] ?? ''}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          error={invalid}
          disabled={disabled}
          fullWidth={false}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              'aria-label': t('otp.digitLabel', {
                position: formatNumber(index + 1, language),
                total: formatNumber(OTP_LENGTH, language),
              }),
              'aria-invalid': invalid,
            },
          }}
          sx={{
            width: { xs: 56, sm: 64 },
            '& input': { textAlign: 'center', fontSize: '1.75rem', fontWeight: 700, px: 0 },
          }}
        />
      ))}
    </Box>
  );
}
