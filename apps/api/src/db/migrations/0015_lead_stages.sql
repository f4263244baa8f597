CREATE TABLE "lead_reads" (
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_reads_application_id_user_id_pk" PRIMARY KEY("application_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lead_stage_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_by" uuid
);
--> statement-breakpoint
ALTER TABLE "lead_reads" ADD CONSTRAINT "lead_reads_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reads" ADD CONSTRAINT "lead_reads_user_id_console_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_stage_moves" ADD CONSTRAINT "lead_stage_moves_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_stage_moves" ADD CONSTRAINT "lead_stage_moves_moved_by_console_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."console_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_stage_moves_application_idx" ON "lead_stage_moves" USING btree ("application_id","moved_at");--> statement-breakpoint
CREATE INDEX "applications_partner_created_idx" ON "applications" USING btree ("partner_id","created_at");