CREATE TABLE "order_stock_questions" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"basket_item_id" text NOT NULL,
	"line_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"replacement" jsonb,
	"default_choice" text NOT NULL,
	"marked_by" text NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"choice" text,
	"chosen_by" text,
	"chosen_at" timestamp with time zone,
	"refunded_cents" integer
);
--> statement-breakpoint
CREATE TABLE "store_out_of_stock_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"answer_minutes" integer DEFAULT 5 NOT NULL,
	"default_choice" text DEFAULT 'drop' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_stock_questions_line" ON "order_stock_questions" USING btree ("order_id","basket_item_id");