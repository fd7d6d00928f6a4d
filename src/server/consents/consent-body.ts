import { LOCALES, type Locale } from '../../shared/i18n/locales.ts';

/** The body that records a consent (`POST …/consents`): which consent, and the version of its text shown. */
export const consentBodySchema = {
  type: 'object',
  required: ['kind', 'textVersion'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', maxLength: 60 },
    textVersion: { type: 'string', maxLength: 40 },
    /** The language the text was shown in (the `legal` catalogue's); by default the borrower's chosen language. */
    locale: { type: 'string', enum: [...LOCALES] },
  },
} as const;

export interface ConsentBody {
  kind: string;
  textVersion: string;
  locale?: Locale;
}
