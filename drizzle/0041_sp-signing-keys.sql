CREATE TABLE "company_sp_keys" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"certificate" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_sso" ADD COLUMN "saml_signs_requests" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sp_keys" ADD CONSTRAINT "company_sp_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;