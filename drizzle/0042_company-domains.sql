CREATE TABLE "company_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"domain" text NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_to" text,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"verified_by" text
);
--> statement-breakpoint
DROP INDEX "company_sso_domains_idx";--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_domains_domain_idx" ON "company_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "company_domains_company_idx" ON "company_domains" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_domains_token_idx" ON "company_domains" USING btree ("token_hash") WHERE "company_domains"."token_hash" is not null;--> statement-breakpoint
-- The SSO set-up's own domains become the company's verified domains (decision 128): they were
-- typed by an admin or the company's contact, and a domain can belong to one company, so the first
-- company to list it keeps it.
INSERT INTO "company_domains" ("company_id", "domain", "added_by", "added_at", "verified_at")
SELECT DISTINCT ON (d.domain) s.company_id, d.domain, s.updated_by, s.updated_at, s.updated_at
FROM "company_sso" s CROSS JOIN LATERAL unnest(s.email_domains) AS d(domain)
ORDER BY d.domain, s.updated_at, s.company_id
ON CONFLICT ("domain") DO NOTHING;--> statement-breakpoint
ALTER TABLE "company_sso" DROP COLUMN "email_domains";