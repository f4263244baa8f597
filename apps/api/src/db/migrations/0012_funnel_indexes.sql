-- Issue 36 §3: the funnel reads tracking events by date, for one partner or for every partner.
CREATE INDEX "tracking_partner_created_idx" ON "tracking_events" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_created_idx" ON "tracking_events" USING btree ("created_at");
