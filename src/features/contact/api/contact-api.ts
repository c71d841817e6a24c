import { baseApi } from '@/api/base-api';

import type { ContactFormValues, ContactMessageType } from '../schemas/contact-schema';

/** Body of POST /api/contact/; phone is left out when the user gave none. */
export interface ContactMessageRequest {
  fullName: string;
  email: string;
  phone?: string;
  messageType: ContactMessageType;
  message: string;
}

export interface ContactMessageResponse {
  id: string;
  created_at: string;
}

export function toContactMessageRequest(values: ContactFormValues): ContactMessageRequest {
  const { phone, ...rest } = values;
  return phone ? { ...rest, phone } : rest;
}

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactMessageResponse, ContactMessageRequest>({
      query: (body) => ({ url: 'api/contact/', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
