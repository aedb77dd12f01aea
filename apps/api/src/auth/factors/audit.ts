import type { AuditAction } from '@adlib/shared';
import type { Tx } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

/**
 * A factor event in the audit log, on the user (entity 'user', as the customer detail's
 * activity reads it): the user is the actor and the subject. `details` holds what happened
 * (the factor's kind and name, or the method that failed); never a secret.
 */
export async function factorAudit(
  tx: Tx | Db,
  user: { id: number; email: string },
  action: Extract<AuditAction, 'factor_added' | 'factor_removed' | 'second_factor_failed'>,
  details: Record<string, string>,
) {
  const changes = Object.fromEntries(
    Object.entries(details).map(([field, value]) =>
      action === 'factor_removed'
        ? [field, { before: value, after: null }]
        : [field, { before: null, after: value }],
    ),
  );
  await tx.insert(auditLog).values({
    user_id: user.id,
    user_email: user.email,
    entity: 'user',
    entity_id: String(user.id),
    action,
    changes,
  });
}
