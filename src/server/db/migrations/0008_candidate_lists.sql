CREATE TABLE "agreement_list_items" (
	"organisation_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"added_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_list_items_list_id_agreement_id_pk" PRIMARY KEY("list_id","agreement_id")
);
--> statement-breakpoint
CREATE TABLE "agreement_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_list_items" ADD CONSTRAINT "agreement_list_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_list_items" ADD CONSTRAINT "agreement_list_items_list_id_agreement_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."agreement_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_list_items" ADD CONSTRAINT "agreement_list_items_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_list_items" ADD CONSTRAINT "agreement_list_items_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_lists" ADD CONSTRAINT "agreement_lists_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_lists" ADD CONSTRAINT "agreement_lists_parent_id_agreement_lists_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agreement_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_lists" ADD CONSTRAINT "agreement_lists_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_list_items_agreement_idx" ON "agreement_list_items" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "agreement_lists_organisation_parent_idx" ON "agreement_lists" USING btree ("organisation_id","parent_id");