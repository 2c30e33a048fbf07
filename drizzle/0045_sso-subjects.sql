CREATE TABLE "sso_subjects" (
	"company_id" integer NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_subjects_company_id_subject_pk" PRIMARY KEY("company_id","subject")
);
--> statement-breakpoint
ALTER TABLE "sso_subjects" ADD CONSTRAINT "sso_subjects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_subjects" ADD CONSTRAINT "sso_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_subjects_user_idx" ON "sso_subjects" USING btree ("user_id");