import {
  type MembershipPublic,
  type MembershipValues,
  parseFeatures,
  toPaymentProvider,
} from '@adlib/shared';
import { asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/roles.js';
import { type AuditedEntity, auditedWrite } from '../../db/audited-write.js';
import type { Db } from '../../db/client.js';
import { memberships } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';

type MembershipRow = typeof memberships.$inferSelect;

/** A stored plan as the customer app reads it: features parsed, the payment-provider object added. */
export function toPublicPlan(row: MembershipRow): MembershipPublic {
  return {
    id: row.id,
    name: row.name,
    period: row.period as MembershipPublic['period'], // the table's check keeps it to PLAN_PERIODS
    price: Number(row.price),
    discounted_price: row.discounted_price === null ? null : Number(row.discounted_price),
    use_discount: row.use_discount,
    features: parseFeatures(row.features),
    extras: row.extras,
    paddle_plan_id: row.paddle_plan_id,
    payment_provider: toPaymentProvider(row.paddle_plan_id),
  };
}

const toStaffPlan = (row: MembershipRow) => ({ ...toPublicPlan(row), updated_at: row.updated_at });

export const listPlans = (db: Db) => db.select().from(memberships).orderBy(asc(memberships.id));

export async function getPlan(db: Db, id: number) {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  if (!row) throw notFound('Plan');
  return row;
}

const PLAN: AuditedEntity<MembershipRow> = { table: memberships, name: 'membership', label: 'Plan' };

function updatePlan(db: Db, actor: AuthUser | undefined, id: number, input: MembershipValues) {
  return auditedWrite(db, actor, PLAN, {
    action: 'update',
    id,
    seen: input.updated_at,
    apply: async (tx, before) => {
      if (input.period !== undefined && input.period !== before.period)
        throw badRequest('The period of a plan cannot change', { period: 'The period is read-only' });
      const [after] = await tx
        .update(memberships)
        .set({
          name: input.name,
          price: input.price,
          discounted_price: input.discounted_price ?? null,
          use_discount: input.use_discount,
          extras: input.extras,
          paddle_plan_id: input.paddle_plan_id,
          features: JSON.stringify(input.features),
          updated_at: new Date(),
        })
        .where(eq(memberships.id, id))
        .returning();
      return after;
    },
    audit: (after, before) => ({ id, before, after: after ?? null }),
  });
}

/** The records behind planContract's staff calls: every plan, one, its edit. */
export const planRecords = {
  entity: PLAN,
  all: async (db: Db) => ({ records: (await listPlans(db)).map(toStaffPlan) }),
  get: async (db: Db, id: number) => toStaffPlan(await getPlan(db, id)),
  async update(db: Db, actor: AuthUser | undefined, id: number, input: MembershipValues) {
    const row = await updatePlan(db, actor, id, input);
    return { id, updated_at: row?.updated_at };
  },
};
