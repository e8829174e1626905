ALTER TABLE "orders" ADD COLUMN "trailing_points" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trailing_step" integer;