CREATE TABLE "employer_usage_months" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"value" integer NOT NULL,
	"families" integer NOT NULL,
	"marked" integer DEFAULT 0 NOT NULL,
	"marked_families" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "employer_usage_months_company_id_month_kind_key_pk" PRIMARY KEY("company_id","month","kind","key"),
	CONSTRAINT "employer_usage_months_kind_check" CHECK (kind in ('registered', 'active', 'attended', 'watched', 'subject', 'year_group'))
);
--> statement-breakpoint
CREATE TABLE "employer_usage_refreshes" (
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_usage_refreshes_company_id_month_pk" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
ALTER TABLE "employer_usage_months" ADD CONSTRAINT "employer_usage_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_usage_refreshes" ADD CONSTRAINT "employer_usage_refreshes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;