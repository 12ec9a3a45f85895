CREATE TABLE "share_link_agreements" (
	"organisation_id" integer NOT NULL,
	"share_link_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "share_link_agreements_share_link_id_agreement_id_pk" PRIMARY KEY("share_link_id","agreement_id")
);
--> statement-breakpoint
CREATE TABLE "share_link_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"share_link_id" integer NOT NULL,
	"agreement_id" integer,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_link_feedback" (
	"organisation_id" integer NOT NULL,
	"share_link_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"verdict" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_link_feedback_share_link_id_agreement_id_pk" PRIMARY KEY("share_link_id","agreement_id")
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"token_digest" text NOT NULL,
	"anonymous" boolean NOT NULL,
	"note" text,
	"recipient_name" text,
	"recipient_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by_id" integer,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
ALTER TABLE "share_link_agreements" ADD CONSTRAINT "share_link_agreements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_agreements" ADD CONSTRAINT "share_link_agreements_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_agreements" ADD CONSTRAINT "share_link_agreements_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_events" ADD CONSTRAINT "share_link_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_events" ADD CONSTRAINT "share_link_events_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_events" ADD CONSTRAINT "share_link_events_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_feedback" ADD CONSTRAINT "share_link_feedback_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_feedback" ADD CONSTRAINT "share_link_feedback_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_feedback" ADD CONSTRAINT "share_link_feedback_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_agreements_agreement_idx" ON "share_link_agreements" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "share_link_events_link_idx" ON "share_link_events" USING btree ("share_link_id","at");--> statement-breakpoint
CREATE INDEX "share_links_organisation_created_idx" ON "share_links" USING btree ("organisation_id","created_at");