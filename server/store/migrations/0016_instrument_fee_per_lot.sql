-- A catalog seeded before this column gets the seed's fees per lot: the default fee type charges per lot.
ALTER TABLE "instruments" ADD COLUMN "fee_per_lot" numeric NOT NULL DEFAULT '0';--> statement-breakpoint
UPDATE "instruments" SET "fee_per_lot" = CASE "categories"."slug" WHEN 'forex' THEN 5 WHEN 'metals' THEN 7 WHEN 'energy' THEN 5 ELSE 2 END FROM "categories" WHERE "categories"."id" = "instruments"."category_id";--> statement-breakpoint
UPDATE "instruments" SET "fee_per_lot" = CASE "code" WHEN 'BTCUSD' THEN 50 WHEN 'ETHUSD' THEN 1.7 WHEN 'SOLUSD' THEN 0.08 WHEN 'XRPUSD' THEN 0.0012 WHEN 'BNBUSD' THEN 0.45 WHEN 'ADAUSD' THEN 0.0003 WHEN 'DOGEUSD' THEN 0.0001 WHEN 'LTCUSD' THEN 0.05 WHEN 'LINKUSD' THEN 0.008 ELSE "fee_per_lot" END;--> statement-breakpoint
ALTER TABLE "instruments" ALTER COLUMN "fee_per_lot" DROP DEFAULT;
