-- Answers kept before an answer needed its order: those without one, or for no order, cannot stay;
-- of a question answered more than once for an order, the latest answer stays.
DELETE FROM "survey_responses" WHERE "order_id" IS NULL OR "order_id" NOT IN (SELECT "order_id" FROM "orders");--> statement-breakpoint
DELETE FROM "survey_responses" "earlier" USING "survey_responses" "later" WHERE "later"."order_id" = "earlier"."order_id" AND "later"."survey_id" = "earlier"."survey_id" AND "later"."question_id" = "earlier"."question_id" AND "later"."id" > "earlier"."id";--> statement-breakpoint
ALTER TABLE "survey_responses" ALTER COLUMN "order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_answer_idx" ON "survey_responses" USING btree ("order_id","survey_id","question_id");