CREATE TABLE "vehicle_catalogue" (
	"nvic" text PRIMARY KEY NOT NULL,
	"asset_type" text NOT NULL,
	"make_code" text NOT NULL,
	"model_code" text NOT NULL,
	"model_name" text NOT NULL,
	"variant" text NOT NULL,
	"series" text NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer,
	"new_price" integer NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_plates" (
	"registration" text NOT NULL,
	"state" text NOT NULL,
	"nvic" text NOT NULL,
	"build_year" integer NOT NULL,
	"vin" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_plates_registration_state_pk" PRIMARY KEY("registration","state")
);
--> statement-breakpoint
ALTER TABLE "vehicle_catalogue" ADD CONSTRAINT "vehicle_catalogue_make_code_vehicle_makes_code_fk" FOREIGN KEY ("make_code") REFERENCES "public"."vehicle_makes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_catalogue_make_idx" ON "vehicle_catalogue" USING btree ("make_code","model_code");