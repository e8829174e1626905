CREATE TABLE "draw_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"draw_currency_id" integer NOT NULL,
	"dc_address" text,
	"bank_name" text,
	"bank_address" text,
	"bank_swift" text,
	"payee_name" text,
	"payee_account" text,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"code" text NOT NULL,
	"protocol" text DEFAULT '' NOT NULL,
	"draw_rate" numeric(24, 10) NOT NULL,
	"fee_type" smallint NOT NULL,
	"usd_price" numeric(24, 10) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdraw_currencies_price_positive" CHECK ("withdraw_currencies"."usd_price" > 0),
	CONSTRAINT "withdraw_currencies_rate_not_negative" CHECK ("withdraw_currencies"."draw_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"draw_currency_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"protocol" text NOT NULL,
	"address" text NOT NULL,
	"payee_name" text,
	"payee_account" text,
	"bank_swift" text,
	"number" numeric(20, 6) NOT NULL,
	"fee" numeric(20, 6) NOT NULL,
	"usd_price" numeric(24, 10) NOT NULL,
	"received" numeric(30, 8) NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"real_number" text,
	"reject_reason" text,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"first_approved_by" integer,
	"first_approved_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_number_positive" CHECK ("withdrawals"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "account_logs" ADD COLUMN "lock_value" numeric(20, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_methods" ADD CONSTRAINT "draw_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_methods" ADD CONSTRAINT "draw_methods_draw_currency_id_withdraw_currencies_id_fk" FOREIGN KEY ("draw_currency_id") REFERENCES "public"."withdraw_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_draw_currency_id_withdraw_currencies_id_fk" FOREIGN KEY ("draw_currency_id") REFERENCES "public"."withdraw_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approved_by_operators_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_methods_user_idx" ON "draw_methods" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","type","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");