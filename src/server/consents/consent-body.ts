/** The body that records a consent (`POST …/consents`): which consent, and the version of its text shown. */
export const consentBodySchema = {
  type: 'object',
  required: ['kind', 'textVersion'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', maxLength: 60 },
    textVersion: { type: 'string', maxLength: 40 },
  },
} as const;

export interface ConsentBody {
  kind: string;
  textVersion: string;
}
