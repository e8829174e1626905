CREATE TABLE "candles" (
	"instrument_id" integer NOT NULL,
	"period" text NOT NULL,
	"time" bigint NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"volume" numeric NOT NULL,
	CONSTRAINT "candles_instrument_id_period_time_pk" PRIMARY KEY("instrument_id","period","time")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"show_code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"category_id" integer NOT NULL,
	"price_precision" smallint NOT NULL,
	"pip" numeric NOT NULL,
	"contract_size" numeric NOT NULL,
	"min_lots" numeric NOT NULL,
	"fee_rate" numeric NOT NULL,
	"margin_mode" smallint NOT NULL,
	"leverage_options" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"quote_currency" text NOT NULL,
	"session" text NOT NULL,
	"base_price" numeric NOT NULL,
	"daily_volatility" double precision NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "instruments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instruments_category_idx" ON "instruments" USING btree ("category_id","sort_order");