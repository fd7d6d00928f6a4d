/**
 * The query parameter that names the officer on the identity provider's /authorize, so its log-in and registration
 * pages wear that officer's brand (src/server/idp/idp-brand.ts). Auth0 passes `ext-` parameters on to its page
 * templates, so the same name works with a real tenant's customised pages.
 */
export const IDENTITY_PAGE_OFFICER_PARAM = 'ext-nmls-id';
