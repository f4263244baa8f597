CREATE TABLE "preliminary_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"assessed_at" timestamp with time zone NOT NULL,
	"inputs" jsonb NOT NULL,
	"result" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preliminary_assessments" ADD CONSTRAINT "preliminary_assessments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preliminary_assessments_application_idx" ON "preliminary_assessments" USING btree ("application_id","assessed_at");--> statement-breakpoint
-- Evidence is only ever added: a change or a deletion is refused (docs/decisions/075).
CREATE FUNCTION "preliminary_assessments_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'preliminary assessments are kept as made: they cannot be changed or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "preliminary_assessments_keep" BEFORE UPDATE OR DELETE ON "preliminary_assessments"
  FOR EACH ROW EXECUTE FUNCTION "preliminary_assessments_keep"();
