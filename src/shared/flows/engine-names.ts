/**
 * The names a step or flow file may use. The client's registries are typed against these lists, so a
 * name here without a component (or the reverse) fails the type check, and a JSON file naming anything
 * else fails the flow contract.
 */

/** Our own widgets (src/client/flow-engine/widgets). */
export const CUSTOM_WIDGETS = ['currency', 'phone', 'consent', 'date', 'ssn'] as const;

/** react-jsonschema-form's widgets we allow by their short names. */
export const BUILT_IN_WIDGETS = [
  'radio',
  'select',
  'checkbox',
  'checkboxes',
  'textarea',
  'hidden',
  'text',
  'email',
] as const;

/** Our own fields: a whole object rendered as one unit. */
export const CUSTOM_FIELDS = ['address'] as const;

/** Named actions a flow step runs on Continue before moving on. */
export const STEP_ACTIONS = [
  'resumeApplication',
  'recordSoftPullConsent',
  'confirmOffer',
  'agreeAvmValue',
  'savePriorAppraisal',
  'saveStatedValue',
  'inviteCoborrower',
  'completeCoborrower',
  'acceptLoanTerms',
  'recordESignConsent',
  'recordDisclosureConsents',
  'recordCoborrowerCreditConsent',
] as const;

/** Panels: a screen's own working part shown above its form (a step file's `panel`). */
export const STEP_PANELS = [
  'creditCheck',
  'pricingRun',
  'offerChooser',
  'offerSummary',
  'avmValue',
  'propertyAddress',
  'identityVerification',
  'incomeVerification',
  'coborrowerStatus',
  'coborrowerWelcome',
  'coborrowerDone',
  'coborrowerCreditAuthorization',
  'applicationReview',
  'eSignConsent',
  'initialDisclosures',
  'submitApplication',
  'submissionDone',
  'closingScheduler',
  'disbursementChoice',
] as const;

export type CustomWidgetName = (typeof CUSTOM_WIDGETS)[number];
export type CustomFieldName = (typeof CUSTOM_FIELDS)[number];
export type StepActionName = (typeof STEP_ACTIONS)[number];
export type StepPanelName = (typeof STEP_PANELS)[number];

export const ENGINE_NAMES = {
  widgets: [...CUSTOM_WIDGETS, ...BUILT_IN_WIDGETS] as readonly string[],
  fields: CUSTOM_FIELDS as readonly string[],
  actions: STEP_ACTIONS as readonly string[],
  panels: STEP_PANELS as readonly string[],
};
