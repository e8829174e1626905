CREATE TABLE "swap_rollovers" (
	"day" text PRIMARY KEY NOT NULL,
	"positions" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "swap_mode" text DEFAULT 'points' NOT NULL;--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "swap_long" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "swap_short" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "swap_triple_day" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "swap" numeric(20, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "swap_day" text;--> statement-breakpoint
-- A catalog seeded before this migration gets the seed's default rates (server/seed/instruments/swap-defaults.ts).
UPDATE "instruments" SET "swap_mode" = CASE "categories"."slug" WHEN 'forex' THEN 'points' ELSE 'percent' END, "swap_long" = CASE "categories"."slug" WHEN 'forex' THEN -6.5 WHEN 'metals' THEN -5.5 WHEN 'energy' THEN -4 WHEN 'indices' THEN -5 WHEN 'crypto' THEN -18 ELSE -6 END, "swap_short" = CASE "categories"."slug" WHEN 'forex' THEN 1.8 WHEN 'metals' THEN 1.5 WHEN 'energy' THEN -1 WHEN 'indices' THEN -1 WHEN 'crypto' THEN -6 ELSE -2 END, "swap_triple_day" = CASE "categories"."slug" WHEN 'forex' THEN 3 WHEN 'metals' THEN 3 ELSE 5 END FROM "categories" WHERE "categories"."id" = "instruments"."category_id";
