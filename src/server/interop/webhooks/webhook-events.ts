/** The event types a lender can subscribe to; the triggers of migration 0027_webhooks.sql write them. */
export const WEBHOOK_EVENT_TYPES = [
  'application.created',
  'application.prequalified',
  'application.submitted',
  'document.uploaded',
  'condition.status_changed',
  'milestone.changed',
  'notice_of_action.issued',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The NOTIFY channel the outbox triggers signal at commit, so a worker delivers at once. */
export const WEBHOOK_OUTBOX_CHANNEL = 'webhook_outbox';
