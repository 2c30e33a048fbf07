CREATE TABLE "tutor_vetting_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"slot" integer DEFAULT 1 NOT NULL,
	"certificate_number" text,
	"checked_on" date NOT NULL,
	"expires_on" date,
	"detail" text,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "tutor_vetting_checks_slot" CHECK ("tutor_vetting_checks"."slot" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "vetting_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"renewal_months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "vetting_settings_one_row" CHECK ("vetting_settings"."id" = 1),
	CONSTRAINT "vetting_settings_months" CHECK ("vetting_settings"."renewal_months" between 1 and 36)
);
--> statement-breakpoint
CREATE TABLE "vetting_warnings" (
	"check_id" integer NOT NULL,
	"threshold" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "safeguarding_lead" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_vetting_checks" ADD CONSTRAINT "tutor_vetting_checks_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_vetting_checks" ADD CONSTRAINT "tutor_vetting_checks_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_settings" ADD CONSTRAINT "vetting_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_warnings" ADD CONSTRAINT "vetting_warnings_check_id_tutor_vetting_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."tutor_vetting_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_vetting_checks_current" ON "tutor_vetting_checks" USING btree ("tutor_id","kind","slot") WHERE "tutor_vetting_checks"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "tutor_vetting_checks_tutor" ON "tutor_vetting_checks" USING btree ("tutor_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vetting_warnings_once" ON "vetting_warnings" USING btree ("check_id","threshold");