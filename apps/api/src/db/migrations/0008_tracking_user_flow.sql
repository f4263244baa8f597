-- docs/decisions/054: the user flow of each tracking event (the split test's choice, spec 1 §2 rule 3).
ALTER TABLE "tracking_events" ADD COLUMN "user_flow" text;--> statement-breakpoint
CREATE INDEX "tracking_partner_flow_idx" ON "tracking_events" USING btree ("partner_id","user_flow");
