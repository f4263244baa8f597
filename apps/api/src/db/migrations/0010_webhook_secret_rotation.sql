-- Issue 35 §5: a lender's replaced webhook secret stays valid (and is signed with) until the time beside it.
ALTER TABLE "lenders" ADD COLUMN "submission_webhook_previous_secret" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "submission_webhook_previous_secret_until" timestamp with time zone;
