CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" smallint NOT NULL,
	"logo_upload" text,
	"publish_at" timestamp with time zone,
	"unpublished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "news_texts" (
	"article_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content_md" text NOT NULL,
	"content_html" text NOT NULL,
	CONSTRAINT "news_texts_article_id_lang_pk" PRIMARY KEY("article_id","lang")
);
--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_logo_upload_uploads_id_fk" FOREIGN KEY ("logo_upload") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_texts" ADD CONSTRAINT "news_texts_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_articles_publish_idx" ON "news_articles" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "news_articles_updated_idx" ON "news_articles" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_one_owner" CHECK (("uploads"."user_id" is null) <> ("uploads"."operator_id" is null));