import type { RoleName } from '@adlib/shared';
import type { users } from '../schema.js';
import { surname } from './creators.js';
import { daysAgo, editedAfter, SPAN_DAYS } from './dates.js';
import type { Rng } from './random.js';
import { MEN_FIRST, WOMEN_FIRST } from './words-people.js';

export type UserRow = typeof users.$inferInsert & { created_at: Date; updated_at: Date };

/**
 * Plan kind and subscription state of each demo customer: every state the billing
 * provider reports appears, on the plans where it can happen (a free account has no
 * subscription, or a canceled one after downgrading).
 */
const ACCOUNTS: [RoleName, string][] = [
  ['free', 'none'],
  ['free', 'none'],
  ['free', 'canceled'],
  ['free', 'none'],
  ['monthly', 'active'],
  ['monthly', 'active'],
  ['monthly', 'trialing'],
  ['monthly', 'past_due'],
  ['monthly', 'canceled'],
  ['annual', 'active'],
  ['annual', 'trialing'],
  ['annual', 'past_due'],
];

export function makeCustomers(rng: Rng, now: Date, roleIds: ReadonlyMap<string, number>): UserRow[] {
  const used = new Set<string>();
  return ACCOUNTS.map(([role, status], i) => {
    const roleId = roleIds.get(role);
    if (!roleId) throw new Error(`Role ${role} is missing`);
    let first: string;
    let last: string;
    let email: string;
    do {
      first = rng.pick(i % 2 === 0 ? WOMEN_FIRST : MEN_FIRST);
      last = surname(rng);
      email = `${first}.${last}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z.]/g, '');
    } while (used.has(email));
    used.add(email);
    const created = daysAgo(rng, now, SPAN_DAYS);
    return {
      first_name: first,
      last_name: last,
      email: `${email}@example.com`,
      role_id: roleId,
      subscription_status: status,
      // one paying customer was given full access by support, as happens after a complaint
      full_access: i === 5,
      created_at: created,
      updated_at: editedAfter(rng, created, now),
    };
  });
}
