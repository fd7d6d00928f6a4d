-- TRID and rescission (issue 18 items 9 and 10): the moment the six pieces of an application were complete and
-- the Loan Estimate's due date, stored once; the Loan Estimate issued with a loan, and the Texas notice's date.
ALTER TABLE applications ADD COLUMN trid_application_at timestamptz;
ALTER TABLE applications ADD COLUMN loan_estimate_due date;
ALTER TABLE loans ADD COLUMN loan_estimate jsonb;
ALTER TABLE loans ADD COLUMN texas_notice_on date;
