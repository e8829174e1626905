ALTER TABLE "users" ADD COLUMN "lang" text;
