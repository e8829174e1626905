CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_code" text NOT NULL,
	"protocol_code" text NOT NULL,
	"address" text NOT NULL,
	"usd_price" numeric(24, 10) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_channels_price_positive" CHECK ("deposit_channels"."usd_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"channel_id" integer,
	"wire_bank_id" integer,
	"currency_code" text NOT NULL,
	"protocol_code" text,
	"address" text NOT NULL,
	"number" numeric(20, 8) NOT NULL,
	"proof_upload" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"usd_price" numeric(24, 10),
	"credit" numeric(20, 6),
	"lang" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	CONSTRAINT "deposits_number_positive" CHECK ("deposits"."number" > 0),
	CONSTRAINT "deposits_one_destination" CHECK (("deposits"."channel_id" is null) <> ("deposits"."wire_bank_id" is null))
);
--> statement-breakpoint
CREATE TABLE "wire_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_coin" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_address" text NOT NULL,
	"bank_swift" text NOT NULL,
	"payee_name" text NOT NULL,
	"payee_account" text NOT NULL,
	"bank_remark" text DEFAULT '' NOT NULL,
	"usd_price" numeric(24, 10) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wire_banks_price_positive" CHECK ("wire_banks"."usd_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_wire_bank_id_wire_banks_id_fk" FOREIGN KEY ("wire_bank_id") REFERENCES "public"."wire_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_proof_upload_uploads_id_fk" FOREIGN KEY ("proof_upload") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","type","id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_proof_upload_idx" ON "deposits" USING btree ("proof_upload");