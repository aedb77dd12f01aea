ALTER TABLE "users" DROP CONSTRAINT "users_subscription_status_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_signin_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_id_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subscription_status_known" CHECK ("users"."subscription_status" is null or "users"."subscription_status" in ('none', 'trialing', 'active', 'past_due', 'paused', 'canceled'));