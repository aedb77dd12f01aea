CREATE TABLE "audit_bulk_records" (
	"audit_id" bigint NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "audit_bulk_records_entity_entity_id_audit_id_pk" PRIMARY KEY("entity","entity_id","audit_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "bulk" jsonb;--> statement-breakpoint
ALTER TABLE "audit_bulk_records" ADD CONSTRAINT "audit_bulk_records_audit_id_audit_log_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_bulk_records_audit_idx" ON "audit_bulk_records" USING btree ("audit_id");