import type { ContactFormType } from '@nightlife/domain';
import type { ContactInquiry } from '../api/marketing-api';

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
  eventName: string;
  eventDate: string;
  venue: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  message: '',
  eventName: '',
  eventDate: '',
  venue: '',
};

/** The mode a link asks for (`/contact?type=partner`), else the default 'Promote Event'. */
export function contactModeOf(params: URLSearchParams): ContactFormType {
  return params.get('type') === 'partner' ? 'partner' : 'promote';
}

/** The body of POST /api/contact: the promote-only fields are sent only in promote mode, blanks as null. */
export function contactPayload(mode: ContactFormType, values: ContactFormValues): ContactInquiry {
  const optional = (value: string) => value.trim() || null;
  return {
    formType: mode,
    name: values.name,
    email: values.email,
    message: values.message,
    ...(mode === 'promote'
      ? {
          eventName: optional(values.eventName),
          eventDate: optional(values.eventDate),
          venue: optional(values.venue),
        }
      : {}),
  };
}
