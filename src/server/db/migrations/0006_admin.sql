-- Permissions of the embedded identity provider's users (Auth0 RBAC style): carried in the access token's
-- `permissions` claim. 'admin' opens the admin API (/api/v2/admin/...) and the tester's page (testOrch).
ALTER TABLE idp_users ADD COLUMN permissions jsonb NOT NULL DEFAULT '[]'::jsonb;
