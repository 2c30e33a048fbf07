CREATE TABLE "company_leavers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer,
	"left_at" timestamp with time zone DEFAULT now() NOT NULL,
	"places_end_on" date NOT NULL,
	"places_ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_provisioning" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"scim_token_hash" text,
	"scim_token_hint" text,
	"scim_token_created_at" timestamp with time zone,
	"notice_days" smallint,
	CONSTRAINT "company_provisioning_notice_check" CHECK ("company_provisioning"."notice_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "provisioning_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	CONSTRAINT "provisioning_events_action_check" CHECK ("provisioning_events"."action" in ('created', 'updated', 'deactivated', 'reactivated', 'deleted', 'token_rotated'))
);
--> statement-breakpoint
CREATE TABLE "scim_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"external_id" text,
	"given_name" text,
	"family_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_leavers" ADD CONSTRAINT "company_leavers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_leavers" ADD CONSTRAINT "company_leavers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_provisioning" ADD CONSTRAINT "company_provisioning_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_events" ADD CONSTRAINT "provisioning_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_events" ADD CONSTRAINT "provisioning_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_leavers_due_idx" ON "company_leavers" USING btree ("places_end_on") WHERE "company_leavers"."places_ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_provisioning_token_idx" ON "company_provisioning" USING btree ("scim_token_hash");--> statement-breakpoint
CREATE INDEX "provisioning_events_company_idx" ON "provisioning_events" USING btree ("company_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "scim_users_company_idx" ON "scim_users" USING btree ("company_id","user_id");