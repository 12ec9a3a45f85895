ALTER TABLE "agreements" ADD COLUMN "marketplace_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "is_spec_cv" boolean DEFAULT false NOT NULL;