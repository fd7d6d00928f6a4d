-- The step a co-borrower resumes on (spec 4.6, one last path per co-borrower). It is kept on their contact: a
-- co-borrower never writes the borrower's application, and the borrower's own last path stays theirs.
ALTER TABLE application_contacts ADD COLUMN last_path text;
