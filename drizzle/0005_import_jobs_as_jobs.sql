ALTER TABLE "import_jobs" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "error_status" integer;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "recipient_key" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "awaited_until" timestamp with time zone;