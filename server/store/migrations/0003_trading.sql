CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"direction" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"state" smallint NOT NULL,
	"lots" numeric NOT NULL,
	"leverage" integer NOT NULL,
	"target_price" numeric,
	"open_price" numeric,
	"margin" numeric(20, 6) DEFAULT '0' NOT NULL,
	"fee" numeric(20, 6) DEFAULT '0' NOT NULL,
	"stop_loss" numeric,
	"take_profit" numeric,
	"close_price" numeric,
	"profit" numeric(20, 6),
	"close_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_lots_positive" CHECK ("orders"."lots" > 0)
);
--> statement-breakpoint
ALTER TABLE "trading_accounts" DROP CONSTRAINT "trading_accounts_balance_not_negative";--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "spread_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_state_idx" ON "orders" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "orders_live_idx" ON "orders" USING btree ("instrument_id") WHERE "orders"."state" <> 3;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_lock_balance_not_negative" CHECK ("trading_accounts"."lock_balance" >= 0);