DROP INDEX "ads_type_gin";--> statement-breakpoint
DROP INDEX "ads_objective_gin";