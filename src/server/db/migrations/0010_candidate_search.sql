CREATE TABLE "agreement_associations" (
	"organisation_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	CONSTRAINT "agreement_associations_agreement_id_association_id_pk" PRIMARY KEY("agreement_id","association_id")
);
--> statement-breakpoint
CREATE TABLE "associations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_search" (
	"agreement_id" integer PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"marketplace" boolean NOT NULL,
	"hidden" boolean NOT NULL,
	"ready_for_review" boolean NOT NULL,
	"is_spec_cv" boolean NOT NULL,
	"full_text" "tsvector" NOT NULL,
	"anon_text" "tsvector" NOT NULL,
	"sort_name" text NOT NULL,
	"full_title" text,
	"anon_title" text,
	"skills" text[] NOT NULL,
	"top_skills" text[] NOT NULL,
	"list_ids" integer[] NOT NULL,
	"job_post_ids" integer[] NOT NULL,
	"employee_id" integer,
	"full_company" text,
	"anon_company" text,
	"tenure" smallint,
	"experience_time" smallint NOT NULL,
	"association_names" text[] NOT NULL,
	"geo_cells" text[] NOT NULL,
	"geo_lats" double precision[] NOT NULL,
	"geo_lngs" double precision[] NOT NULL,
	"currency" text,
	"permanent_min" double precision,
	"permanent_max" double precision,
	"contract_min" double precision,
	"contract_max" double precision,
	"hourly_min" double precision,
	"hourly_max" double precision,
	"daily_min" double precision,
	"daily_max" double precision,
	"updated_at" timestamp with time zone NOT NULL,
	"full_hit" jsonb NOT NULL,
	"anon_hit" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_associations" ADD CONSTRAINT "agreement_associations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_associations" ADD CONSTRAINT "agreement_associations_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_associations" ADD CONSTRAINT "agreement_associations_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_associations_association_idx" ON "agreement_associations" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "associations_organisation_idx" ON "associations" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "candidate_search_organisation_updated_idx" ON "candidate_search" USING btree ("organisation_id","updated_at" DESC NULLS LAST,"agreement_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_search_marketplace_updated_idx" ON "candidate_search" USING btree ("organisation_id","updated_at" DESC NULLS LAST,"agreement_id" DESC NULLS LAST) WHERE "candidate_search"."marketplace";--> statement-breakpoint
CREATE INDEX "candidate_search_full_text_idx" ON "candidate_search" USING gin ("full_text");--> statement-breakpoint
CREATE INDEX "candidate_search_anon_text_idx" ON "candidate_search" USING gin ("anon_text");--> statement-breakpoint
CREATE INDEX "candidate_search_skills_idx" ON "candidate_search" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "candidate_search_list_ids_idx" ON "candidate_search" USING gin ("list_ids");--> statement-breakpoint
CREATE INDEX "candidate_search_job_post_ids_idx" ON "candidate_search" USING gin ("job_post_ids");--> statement-breakpoint
CREATE INDEX "candidate_search_association_names_idx" ON "candidate_search" USING gin ("association_names");--> statement-breakpoint
CREATE INDEX "candidate_search_geo_cells_idx" ON "candidate_search" USING gin ("geo_cells");--> statement-breakpoint
CREATE INDEX "candidate_search_employee_idx" ON "candidate_search" USING btree ("organisation_id","employee_id");