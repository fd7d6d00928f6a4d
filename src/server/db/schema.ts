import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Postgres bytea as a Node Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const idpUsers = pgTable('idp_users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** Auth0 RBAC style permissions put in the access token (migration 0006), e.g. ['admin']. */
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  /** The email was confirmed with a one-time code at sign-up (migration 0026); false for API sign-ups. */
  emailVerified: boolean('email_verified').notNull().default(false),
});

/** A sign-up through the form waiting for its emailed code (issue 19 item 12, migration 0026). */
export const idpPendingSignups = pgTable('idp_pending_signups', {
  idHash: text('id_hash').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  givenName: text('given_name'),
  familyName: text('family_name'),
  /** Set when the email had an account already: no code is sent and none is accepted. */
  ownerId: uuid('owner_id'),
  codeHash: text('code_hash'),
  codeExpiresAt: timestamptz('code_expires_at').notNull(),
  tries: integer('tries').notNull().default(0),
  sends: integer('sends').notNull().default(1),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const idpSessions = pgTable('idp_sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const idpAuthorizationCodes = pgTable('idp_authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  scope: text('scope').notNull(),
  audience: text('audience').notNull(),
  nonce: text('nonce'),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  /** The provider session the code was issued in (migration 0020); null for older rows. */
  sessionHash: text('session_hash'),
});

export const idpRefreshTokens = pgTable('idp_refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  familyId: uuid('family_id').notNull(),
  userId: uuid('user_id').notNull(),
  clientId: text('client_id').notNull(),
  scope: text('scope').notNull(),
  audience: text('audience').notNull(),
  familyExpiresAt: timestamptz('family_expires_at').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  usedAt: timestamptz('used_at'),
  revokedAt: timestamptz('revoked_at'),
  /** The provider session the family started in (migration 0020); null for password grants. */
  sessionHash: text('session_hash'),
});

export const companies = pgTable('companies', {
  nmlsId: text('nmls_id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone'),
  addressLineOne: text('address_line_one'),
  addressLineTwo: text('address_line_two'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  logo: bytea('logo'),
  logoContentType: text('logo_content_type'),
  /** A new application's flow when it names none (migration 0012); null: the next level's. */
  defaultFlowType: text('default_flow_type'),
  /** Null while the seed data owns the default; `admin:{sub}` once the admin API changed it. */
  defaultFlowTypeSetBy: text('default_flow_type_set_by'),
  defaultFlowTypeSetAt: timestamptz('default_flow_type_set_at'),
  /** The languages it offers its borrowers (migration 0028): `{en,es}`, or `{en}` with Spanish turned off. */
  languages: text('languages').array().notNull().default(['en', 'es']),
  /** Its note, by language, on which version of a translated legal text governs (migration 0028). */
  translationNotes: jsonb('translation_notes').$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const loanOfficers = pgTable('loan_officers', {
  nmlsId: text('nmls_id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  officeHour: text('office_hour'),
  channelType: text('channel_type').notNull(),
  companyNmlsId: text('company_nmls_id').notNull(),
  headshot: bytea('headshot'),
  headshotContentType: text('headshot_content_type'),
  /** A new application's flow when it names none (migration 0012); null: the next level's. */
  defaultFlowType: text('default_flow_type'),
  /** Null while the seed data owns the default; `admin:{sub}` once the admin API changed it. */
  defaultFlowTypeSetBy: text('default_flow_type_set_by'),
  defaultFlowTypeSetAt: timestamptz('default_flow_type_set_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const applications = pgTable('applications', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  ownerSub: text('owner_sub').notNull(),
  nmlsId: text('nmls_id').notNull(),
  flowType: text('flow_type').notNull(),
  status: text('status').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  lastPath: text('last_path'),
  lastPaths: jsonb('last_paths').$type<Record<string, string>>().notNull().default({}),
  version: integer('version').notNull(),
  derived: jsonb('derived').$type<Record<string, unknown>>().notNull().default({}),
  /** TRID: when the six pieces of an application were complete (stored once), and the Loan Estimate's due date. */
  tridApplicationAt: timestamptz('trid_application_at'),
  loanEstimateDue: date('loan_estimate_due', { mode: 'string' }),
  /** The borrower's language (migration 0028), for e-mails and documents: their account's choice when made. */
  locale: text('locale').notNull().default('en'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const consents = pgTable('consents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  subjectSub: text('subject_sub').notNull(),
  kind: text('kind').notNull(),
  textVersion: text('text_version').notNull(),
  textSha256: text('text_sha256').notNull(),
  acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  /** The language the text was shown in (migration 0028); the version and hash above are the English record's. */
  shownLocale: text('shown_locale').notNull().default('en'),
  /** The text as shown, with the company's governing-version note, when that was not English. */
  shownText: text('shown_text'),
});

export const creditReports = pgTable('credit_reports', {
  applicationId: bigint('application_id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  reference: text('reference').notNull(),
  status: text('status').notNull(),
  score: integer('score'),
  tradelines: jsonb('tradelines').$type<unknown[]>().notNull(),
  payoffChoices: jsonb('payoff_choices').$type<Record<string, boolean>>().notNull().default({}),
  keyFactors: jsonb('key_factors').$type<string[]>().notNull().default([]),
  pulledAt: timestamptz('pulled_at').notNull().defaultNow(),
});

export const offerEvents = pgTable('offer_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Co-borrowers invited onto an application (0004_coborrowers.sql); `data` holds their own answers. */
export const applicationContacts = pgTable('application_contacts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  role: text('role').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  relationship: text('relationship').notNull(),
  status: text('status').notNull(),
  inviteTokenHash: text('invite_token_hash').notNull(),
  inviteExpiresAt: timestamptz('invite_expires_at').notNull(),
  subjectSub: text('subject_sub'),
  acceptedAt: timestamptz('accepted_at'),
  /** The co-borrower's own step to resume on (migration 0013). */
  lastPath: text('last_path'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Messages kept by the outbox mail simulator (MAIL_PROVIDER=outbox). */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  links: jsonb('links').$type<string[]>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Invitation mails sent, per borrower account, for the daily limit (migration 0024). */
export const invitationSends = pgTable('invitation_sends', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  senderSub: text('sender_sub').notNull(),
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  recipientDomain: text('recipient_domain').notNull(),
  sentAt: timestamptz('sent_at').notNull().defaultNow(),
});

const dateOnly = (name: string) => date(name, { mode: 'string' });

export const loans = pgTable('loans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  ownerSub: text('owner_sub').notNull(),
  loanNumber: text('loan_number').notNull(),
  milestone: integer('milestone').notNull(),
  status: text('status').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  totalLineAmountCents: bigint('total_line_amount_cents', { mode: 'number' }),
  monthlyPaymentCents: bigint('monthly_payment_cents', { mode: 'number' }).notNull(),
  product: jsonb('product').$type<Record<string, unknown>>().notNull(),
  closingAppointment: jsonb('closing_appointment').$type<Record<string, unknown>>(),
  appraisalAppointment: jsonb('appraisal_appointment').$type<Record<string, unknown>>(),
  disbursement: jsonb('disbursement').$type<Record<string, unknown>>(),
  rateLockDate: dateOnly('rate_lock_date'),
  rateLockExpiration: dateOnly('rate_lock_expiration'),
  /** The Loan Estimate issued with a closed-end loan (src/server/loans/trid-timeline.ts). */
  loanEstimate: jsonb('loan_estimate').$type<Record<string, unknown>>(),
  /** Texas: the date the 12-day notice was given. */
  texasNoticeOn: dateOnly('texas_notice_on'),
  /** URLA section 9 at submission (migration 0019); null on loans submitted before it. */
  loanOriginator: jsonb('loan_originator').$type<Record<string, unknown>>(),
  /** How section 8 was collected (HMDA), at submission (migration 0019). */
  demographicsCollection: jsonb('demographics_collection').$type<Record<string, unknown>>(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const loanTasks = pgTable('loan_tasks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  loanId: bigint('loan_id', { mode: 'number' }).notNull(),
  kind: text('kind').$type<'task' | 'sign'>().notNull(),
  code: text('code').notNull(),
  description: text('description').notNull(),
  status: text('status').notNull(),
  link: text('link'),
  completionDate: dateOnly('completion_date'),
  submittedOn: dateOnly('submitted_on'),
  /** Why a processor rejected the item; the borrower sees it. */
  statusReason: text('status_reason'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const loanDocuments = pgTable('loan_documents', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  loanId: bigint('loan_id', { mode: 'number' }).notNull(),
  taskId: bigint('task_id', { mode: 'number' }).notNull(),
  storageKey: text('storage_key').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  status: text('status').$type<'SUBMITTED' | 'REVIEWED' | 'REJECTED'>().notNull(),
  reason: text('reason'),
  uploadedBy: text('uploaded_by').notNull(),
  reviewedBy: text('reviewed_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Upload URLs handed out and not yet submitted or swept (migration 0025): a loan's pending uploads. */
export const uploadGrants = pgTable('upload_grants', {
  storageKey: text('storage_key').primaryKey(),
  loanId: bigint('loan_id', { mode: 'number' }).notNull(),
  maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const loanEvents = pgTable('loan_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  loanId: bigint('loan_id', { mode: 'number' }).notNull(),
  actor: text('actor').notNull(),
  kind: text('kind').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const disclosureLinks = pgTable('disclosure_links', {
  tokenHash: text('token_hash').primaryKey(),
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  subjectSub: text('subject_sub').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  viewedAt: timestamptz('viewed_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Keys generated once and shared by every API instance (e.g. the HMAC key of signing links). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A real e-sign vendor's envelope for a sign item (ESIGN_PROVIDER=http). */
export const esignEnvelopes = pgTable('esign_envelopes', {
  itemId: bigint('item_id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  envelopeId: text('envelope_id').notNull(),
  signingUrl: text('signing_url').notNull(),
  signedAt: timestamptz('signed_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The first answer to a POST sent with an Idempotency-Key (migration 0009); no status while it is being handled. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    caller: text('caller').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    bodyHash: text('body_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.caller, table.idempotencyKey, table.method, table.path] })],
);

/** The embedded verification simulator's link tokens, sessions and identity attempts (migration 0010). */
export const verificationSimulatorRecords = pgTable(
  'verification_simulator_records',
  {
    kind: text('kind').notNull(),
    recordKey: text('record_key').notNull(),
    value: jsonb('value').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.recordKey] })],
);

/** What a tester chose the embedded simulators answer for an application (migration 0011). */
export const simulatorScenarios = pgTable('simulator_scenarios', {
  applicationId: bigint('application_id', { mode: 'number' }).primaryKey(),
  scenario: jsonb('scenario').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Every pricing run with what it read, offered and declined for (migration 0016). */
export const pricingRuns = pgTable('pricing_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
  amounts: jsonb('amounts').$type<Record<string, unknown>>().notNull().default({}),
  rateSheet: jsonb('rate_sheet').$type<Record<string, unknown>>().notNull(),
  offers: jsonb('offers').$type<unknown[]>().notNull(),
  declines: jsonb('declines').$type<unknown[]>().notNull(),
  ineligibleReasons: jsonb('ineligible_reasons').$type<string[]>().notNull(),
  limitedBy: text('limited_by').notNull(),
  maxLimits: jsonb('max_limits').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Notices of action with their decision, deadline and retention (migration 0016). */
export const noticesOfAction = pgTable('notices_of_action', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  action: text('action').notNull(),
  status: text('status').$type<'pending' | 'issued' | 'accepted'>().notNull(),
  decidedOn: date('decided_on', { mode: 'string' }).notNull(),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  issuedAt: timestamptz('issued_at'),
  retainUntil: date('retain_until', { mode: 'string' }),
  principalReasons: jsonb('principal_reasons').$type<string[]>().notNull(),
  decision: jsonb('decision').$type<Record<string, unknown>>().notNull(),
  notice: jsonb('notice').$type<Record<string, unknown>>(),
  pricingRunId: bigint('pricing_run_id', { mode: 'number' }),
  /** The language the borrower was shown the notice in (migration 0028); `notice` stays the English record. */
  shownLocale: text('shown_locale').notNull().default('en'),
  /** The notice as shown, when that was not English. */
  shownNotice: jsonb('shown_notice').$type<Record<string, unknown>>(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A user whose access tokens issued before revoked_before are refused until expires_at (migration 0022). */
export const accessTokenRevocations = pgTable('access_token_revocations', {
  subject: text('subject').primaryKey(),
  revokedBefore: timestamptz('revoked_before').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** What a signed-in person chose for themselves, by identity subject (migration 0028): their language. */
export const accountPreferences = pgTable('account_preferences', {
  subject: text('subject').primaryKey(),
  locale: text('locale').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
