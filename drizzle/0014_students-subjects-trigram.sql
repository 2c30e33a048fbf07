CREATE INDEX "students_subjects_trgm" ON "students" USING gin ("subjects" gin_trgm_ops);
