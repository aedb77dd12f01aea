import { apiResponses, auditLogPage, auditLogQuery } from '@adlib/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLog } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit-log',
    {
      config: { role: 'super' },
      schema: {
        tags: ['audit'],
        summary: 'Who changed what, newest first',
        querystring: auditLogQuery,
        response: apiResponses(auditLogPage),
      },
    },
    async (request) => {
      const { page, size, entity, entity_id } = request.query;
      const filters: SQL[] = [];
      if (entity) filters.push(eq(auditLog.entity, entity));
      if (entity_id) filters.push(eq(auditLog.entity_id, entity_id));
      const where = filters.length ? and(...filters) : undefined;
      const [records, [count]] = await Promise.all([
        app.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(size)
          .offset((page - 1) * size),
        app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      return ok({ total: count?.n ?? 0, records });
    },
  );
};
