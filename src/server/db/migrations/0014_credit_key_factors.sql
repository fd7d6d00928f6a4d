-- The factors the bureau says most lowered the score (FCRA 609(f)(1)(C)), as it words them, most important first:
-- a notice of action discloses them with the score, and a score decline's reasons are mapped from them.
ALTER TABLE credit_reports ADD COLUMN key_factors jsonb NOT NULL DEFAULT '[]'::jsonb;
