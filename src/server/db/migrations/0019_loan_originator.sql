-- URLA section 9 (loan originator information) as it stood when the application was submitted, and how the
-- demographic information of section 8 was collected (HMDA, Reg C 1003.4(a)(10)): both are facts of the
-- application at that moment, so later changes to the officer or company records do not rewrite them.
ALTER TABLE loans ADD COLUMN loan_originator jsonb;
ALTER TABLE loans ADD COLUMN demographics_collection jsonb;
