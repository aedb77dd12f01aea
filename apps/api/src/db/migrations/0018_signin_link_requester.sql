ALTER TABLE "signin_codes" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "signin_codes" ADD COLUMN "requester" text;