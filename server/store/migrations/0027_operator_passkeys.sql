ALTER TABLE "passkeys" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "passkeys" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "passkey_challenges" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkey_challenges" ADD CONSTRAINT "passkey_challenges_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_one_owner" CHECK (("passkeys"."user_id" IS NULL) <> ("passkeys"."operator_id" IS NULL));--> statement-breakpoint
CREATE INDEX "passkeys_operator_idx" ON "passkeys" USING btree ("operator_id");
