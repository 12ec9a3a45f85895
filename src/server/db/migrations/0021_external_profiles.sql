CREATE TABLE "external_profile_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"provider" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"name" text,
	"title" text,
	"data" jsonb,
	"agreement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_profile_batches" ADD CONSTRAINT "external_profile_batches_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_profile_batches" ADD CONSTRAINT "external_profile_batches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_profiles" ADD CONSTRAINT "external_profiles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_profiles" ADD CONSTRAINT "external_profiles_batch_id_external_profile_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."external_profile_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_profiles" ADD CONSTRAINT "external_profiles_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_profile_batches_org_idx" ON "external_profile_batches" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "external_profiles_batch_idx" ON "external_profiles" USING btree ("batch_id","id");