CREATE TABLE "event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"data" jsonb NOT NULL,
	"actor" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"status" integer,
	"ok" boolean NOT NULL,
	"duration_ms" integer NOT NULL,
	"request_headers" jsonb NOT NULL,
	"response" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"endpoint_id" bigint NOT NULL,
	"event_id" bigint,
	"event_type" text NOT NULL,
	"message_id" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"queued" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoint" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"paused_reason" text,
	"secret" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_attempt" ADD CONSTRAINT "webhook_attempt_delivery_id_webhook_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_endpoint_id_webhook_endpoint_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_undispatched_idx" ON "event" USING btree ("id") WHERE dispatched_at is null;--> statement-breakpoint
CREATE INDEX "webhook_attempt_delivery_idx" ON "webhook_attempt" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE INDEX "webhook_delivery_endpoint_idx" ON "webhook_delivery" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_delivery_unqueued_idx" ON "webhook_delivery" USING btree ("id") WHERE queued = false;--> statement-breakpoint
-- One event per bulk action and per import (decision 031), with the records' ids, written by the
-- database beside the audit entry that every bulk and import path already writes: a bulk's entry
-- is inserted with its records (one statement; an AFTER trigger sees them), an import's entry
-- gets its counts when the import ends.
CREATE FUNCTION "event_of_set_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids jsonb;
BEGIN
  SELECT coalesce(jsonb_agg(r.entity_id ORDER BY r.entity_id), '[]'::jsonb) INTO ids
    FROM audit_bulk_records r WHERE r.audit_id = NEW.id;
  INSERT INTO "event" ("type", "entity", "entity_id", "data", "actor") VALUES (
    NEW.entity || CASE WHEN NEW.action = 'bulk' THEN '.bulk_changed' ELSE '.imported' END,
    NEW.entity, NULL,
    jsonb_build_object('ids', ids, 'count', jsonb_array_length(ids), 'summary', NEW.changes,
      'filter', NEW.bulk -> 'filter'),
    NEW.user_email);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_bulk_event" AFTER INSERT ON "audit_log"
  FOR EACH ROW WHEN (NEW.action = 'bulk') EXECUTE FUNCTION "event_of_set_write"();
--> statement-breakpoint
CREATE TRIGGER "audit_import_event" AFTER UPDATE OF "changes" ON "audit_log"
  FOR EACH ROW WHEN (NEW.action = 'import') EXECUTE FUNCTION "event_of_set_write"();
