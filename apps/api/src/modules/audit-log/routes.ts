import { auditLogContract } from '@adlib/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLog } from '../../db/schema.js';
import { serve } from '../../http/serve.js';

/** GET /api/audit-log (super): who changed what, filtered by entity and record. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, auditLogContract.page, { role: 'super', tags: ['audit'] }, async ({ db, query }) => {
    const { page, size, entity, entity_id } = query;
    const filters: SQL[] = [];
    if (entity) filters.push(eq(auditLog.entity, entity));
    if (entity_id) filters.push(eq(auditLog.entity_id, entity_id));
    const where = filters.length ? and(...filters) : undefined;
    const [records, [count]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
    ]);
    return { total: count?.n ?? 0, records };
  });
};
