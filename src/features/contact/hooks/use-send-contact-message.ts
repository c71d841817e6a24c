import { useCallback } from 'react';

import { apiErrorMessage, type ApiErrorBody } from '@/api/error-message';

import { toContactMessageRequest, useSendContactMessageMutation } from '../api/contact-api';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFormValues,
} from '../schemas/contact-schema';

// §4/§9: the spinner stays at least one second, so a fast answer still reads as "sent".
export const MIN_SENDING_MS = 1000;

export type SendOutcome =
  { ok: true } | { ok: false; message: string | null; field: ContactField | null };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function fieldOf(data: unknown): ContactField | null {
  const field = (data as ApiErrorBody | undefined)?.field;
  return CONTACT_FIELDS.find((name) => name === field) ?? null;
}

/** Sends the message and resolves, never rejects, once both the answer and the minimum wait are in. */
export function useSendContactMessage() {
  const [sendContactMessage] = useSendContactMessageMutation();
  return useCallback(
    async (values: ContactFormValues): Promise<SendOutcome> => {
      const [result] = await Promise.all([
        sendContactMessage(toContactMessageRequest(values)),
        wait(MIN_SENDING_MS),
      ]);
      if (!result.error) return { ok: true };
      return {
        ok: false,
        message: apiErrorMessage(result.error),
        field: 'status' in result.error ? fieldOf(result.error.data) : null,
      };
    },
    [sendContactMessage],
  );
}
