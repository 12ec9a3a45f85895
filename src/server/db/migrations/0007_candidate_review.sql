CREATE TABLE "candidate_review_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"token_id" integer,
	"decision" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"cv_digest" text NOT NULL,
	"content_digest" text NOT NULL,
	"language" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_review_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"token_digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	"new_url_requested_at" timestamp with time zone,
	CONSTRAINT "candidate_review_tokens_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "candidate_approval_digest" text;--> statement-breakpoint
ALTER TABLE "candidate_review_decisions" ADD CONSTRAINT "candidate_review_decisions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_review_decisions" ADD CONSTRAINT "candidate_review_decisions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_review_decisions" ADD CONSTRAINT "candidate_review_decisions_token_id_candidate_review_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."candidate_review_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_review_tokens" ADD CONSTRAINT "candidate_review_tokens_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_review_tokens" ADD CONSTRAINT "candidate_review_tokens_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_review_tokens" ADD CONSTRAINT "candidate_review_tokens_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_review_decisions_agreement_idx" ON "candidate_review_decisions" USING btree ("organisation_id","agreement_id","decided_at");--> statement-breakpoint
CREATE INDEX "candidate_review_tokens_agreement_idx" ON "candidate_review_tokens" USING btree ("organisation_id","agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_review_tokens_live_idx" ON "candidate_review_tokens" USING btree ("agreement_id") WHERE "candidate_review_tokens"."replaced_at" is null;