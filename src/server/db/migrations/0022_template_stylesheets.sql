CREATE TABLE "template_stylesheets" (
	"template_id" integer PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"css" text DEFAULT '' NOT NULL,
	"scoped_css" text DEFAULT '' NOT NULL,
	"preview_image_key" text,
	"preview_image_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_stylesheets" ADD CONSTRAINT "template_stylesheets_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_stylesheets" ADD CONSTRAINT "template_stylesheets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;