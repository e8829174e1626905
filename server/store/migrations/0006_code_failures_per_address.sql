CREATE TABLE "verification_code_failures" (
	"code_id" integer NOT NULL,
	"address" text NOT NULL,
	"failures" smallint NOT NULL,
	CONSTRAINT "verification_code_failures_code_id_address_pk" PRIMARY KEY("code_id","address")
);
--> statement-breakpoint
ALTER TABLE "verification_code_failures" ADD CONSTRAINT "verification_code_failures_code_id_verification_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."verification_codes"("id") ON DELETE cascade ON UPDATE no action;