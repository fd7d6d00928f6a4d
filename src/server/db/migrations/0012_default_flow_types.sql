-- A default flow type per loan officer and per company, for new applications that name none (README: choosing a
-- flow). NULL: none at this level. The provider company's own default is its configuration's defaultFlowType.
-- default_flow_type_set_by is NULL while the seed data owns the value and `admin:{sub}` once the admin API
-- changed it; the seed then leaves the value alone.
ALTER TABLE loan_officers ADD COLUMN default_flow_type text;
ALTER TABLE loan_officers ADD COLUMN default_flow_type_set_by text;
ALTER TABLE loan_officers ADD COLUMN default_flow_type_set_at timestamptz;
ALTER TABLE companies ADD COLUMN default_flow_type text;
ALTER TABLE companies ADD COLUMN default_flow_type_set_by text;
ALTER TABLE companies ADD COLUMN default_flow_type_set_at timestamptz;
