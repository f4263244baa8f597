-- docs/decisions/064: each referral of an application's borrower to the bank-statements provider, and what
-- came of it (the latest row is the application's result).
CREATE TABLE "bank_statement_referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"months" integer NOT NULL,
	"code" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"institution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_statement_referrals" ADD CONSTRAINT "bank_statement_referrals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_referrals_application_idx" ON "bank_statement_referrals" USING btree ("application_id","created_at");
