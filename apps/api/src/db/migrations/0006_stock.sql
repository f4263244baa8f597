CREATE TABLE "stock_vehicles" (
	"integration" text NOT NULL,
	"stock_number" text NOT NULL,
	"partner_id" text NOT NULL,
	"asset_type" text NOT NULL,
	"condition" text NOT NULL,
	"price" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"variant" text,
	"build_year" integer NOT NULL,
	"title" text NOT NULL,
	"vin" text,
	"nvic" text,
	"odometer" integer NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_vehicles_integration_stock_number_pk" PRIMARY KEY("integration","stock_number")
);
--> statement-breakpoint
CREATE TABLE "scanware_codes" (
	"qr_id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"integration" text NOT NULL,
	"stock_number" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_vehicles" ADD CONSTRAINT "stock_vehicles_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scanware_codes" ADD CONSTRAINT "scanware_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_keys" ADD CONSTRAINT "partner_keys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_vehicles_partner_idx" ON "stock_vehicles" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "scanware_codes_partner_idx" ON "scanware_codes" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_keys_partner_idx" ON "partner_keys" USING btree ("partner_id");
