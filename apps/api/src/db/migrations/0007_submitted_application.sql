-- The application as it was submitted (docs/decisions/049): a new application rewrites the borrower's
-- document, so the submitted one keeps its own copy for the lender's pack and the borrower's records.
ALTER TABLE "applications" ADD COLUMN "submitted_data" jsonb;
