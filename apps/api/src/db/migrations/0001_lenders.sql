CREATE TABLE "lender_bias_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid,
	"user_id" uuid,
	"action" text NOT NULL,
	"lenders" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_panel_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_products" (
	"id" text PRIMARY KEY NOT NULL,
	"lender_id" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lenders" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"data" jsonb NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lender_bias_actions" ADD CONSTRAINT "lender_bias_actions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_bias_actions" ADD CONSTRAINT "lender_bias_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_products" ADD CONSTRAINT "lender_products_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lender_bias_actions_application_idx" ON "lender_bias_actions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "lender_products_lender_idx" ON "lender_products" USING btree ("lender_id");--> statement-breakpoint
-- docs/decisions/005-lender-panel-cache.md: any change to the panel tables, through the admin API or by
-- hand, raises the panel version; each API instance compares it with the version of its in-memory panel.
INSERT INTO "lender_panel_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_lender_panel_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "lender_panel_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "lenders_bump_panel_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lenders"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_lender_panel_version"();--> statement-breakpoint
CREATE TRIGGER "lender_products_bump_panel_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lender_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_lender_panel_version"();
