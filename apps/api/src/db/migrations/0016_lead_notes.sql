CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_text_length" CHECK (char_length("lead_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_console_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."console_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_application_idx" ON "lead_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_application_idx" ON "tracking_events" USING btree (("event"->>'applicationId')) WHERE "tracking_events"."kind" = 'tracking';