ALTER TABLE "companies" ADD COLUMN "account_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The accounts a company's staff hold: its users but its employer contacts (decision 074). One
-- statement-level trigger per kind of change adds up what its statement changed, so a bulk upload
-- of a thousand employees updates its company's row once; that row's lock orders concurrent writers.
CREATE FUNCTION "keep_company_account_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(company_id, n) INTO changes FROM (
      SELECT company_id, count(*) AS n FROM added
        WHERE company_id IS NOT NULL AND role <> 'employer' GROUP BY company_id) counted;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(company_id, -n) INTO changes FROM (
      SELECT company_id, count(*) AS n FROM removed
        WHERE company_id IS NOT NULL AND role <> 'employer' GROUP BY company_id) counted;
  ELSE
    SELECT jsonb_object_agg(company_id, n) INTO changes FROM (
      SELECT company_id, sum(change) AS n FROM (
        SELECT company_id, 1 AS change FROM added
          WHERE company_id IS NOT NULL AND role <> 'employer'
        UNION ALL
        SELECT company_id, -1 FROM removed
          WHERE company_id IS NOT NULL AND role <> 'employer') moved
      GROUP BY company_id HAVING sum(change) <> 0) counted;
  END IF;
  UPDATE companies SET account_count = companies.account_count + change.value::int
    FROM jsonb_each_text(coalesce(changes, '{}')) AS change
    WHERE companies.id = change.key::int;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_counted_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "keep_company_account_counts"();--> statement-breakpoint
CREATE TRIGGER "users_counted_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "keep_company_account_counts"();--> statement-breakpoint
CREATE TRIGGER "users_counted_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "keep_company_account_counts"();--> statement-breakpoint
UPDATE "companies" SET "account_count" = (
  SELECT count(*) FROM "users"
    WHERE "users"."company_id" = "companies"."id" AND "users"."role" <> 'employer');
