import type { RoleName, SubscriptionStatus } from '@adlib/shared';
import { type Rng, SPAN_MS, START } from './bulk-ads.js';

/**
 * Generated customers for load tests, beside the generated ads and TikToks: members only (free,
 * monthly, annual; staff stay the few real accounts, so the last-super rule and the sign-in of
 * the bench user are untouched), valid for every database check, with e-mails unique by their
 * id and two fragments of known rarity for the e-mail search: one address, and a mail domain
 * about 1 % of customers use. search_text is left to the database (a generated column).
 */
export const USER_SEARCH = {
  /** in the e-mail of exactly one user of a run (the middle one) */
  rareEmail: 'quixotrel',
  /** the mail domain of about 1 % of users */
  onePercentDomain: 'zephyrmint.test',
} as const;

export interface BulkUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role_id: number;
  subscription_status: SubscriptionStatus;
  full_access: boolean;
  last_signin_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Column order of COPY and INSERT. */
export const BULK_USER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'role_id',
  'subscription_status',
  'full_access',
  'last_signin_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof BulkUser)[];

const FIRST = (
  'Ada Alex Ana Ben Bea Cara Chen Dana Diego Eli Emma Finn Gia Hana Ivan Ines Jade Jon Kai Kim ' +
  'Lea Leo Lina Luca Maya Mia Nora Noah Omar Olga Paul Pia Quinn Rosa Ravi Sam Sara Tom Tara ' +
  'Uma Vera Victor Wes Yara Yuki Zoe Zara Hugo Iris Nils'
).split(' ');
const LAST = (
  'Abbott Baker Costa Diaz Evans Fischer Garcia Haddad Ito Jensen Kowalski Larsen Moreau Novak ' +
  'Okafor Patel Quinn Rossi Schmidt Tanaka Ueda Vogel Walsh Xu Young Zimmer Brennan Cruz Dubois ' +
  'Ekström Fontaine Gupta Horvat Ivanova Jovanovic Kaya Lindqvist Meyer Nakamura Oliveira'
).split(' ');
const DOMAINS = ['example.com', 'mail.test', 'inbox.test', 'studio.test', 'agency.test', 'brand.test'];

/** The plan a generated customer is on, and a status its plan makes likely. */
const plan = (rng: Rng): { role: RoleName; status: SubscriptionStatus } => {
  const r = rng.next();
  if (r < 0.6) return { role: 'free', status: rng.next() < 0.85 ? 'none' : 'canceled' };
  const s = rng.next();
  const status: SubscriptionStatus =
    s < 0.7 ? 'active' : s < 0.8 ? 'trialing' : s < 0.88 ? 'past_due' : s < 0.93 ? 'paused' : 'canceled';
  return { role: r < 0.85 ? 'monthly' : 'annual', status };
};

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

/** User number `i` of a run of `count` whose first id is `firstId`; created_at grows with i. */
export function bulkUser(
  rng: Rng,
  i: number,
  count: number,
  firstId: number,
  roleIds: Record<RoleName, number>,
): BulkUser {
  const id = firstId + i;
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const domain = rng.next() < 0.01 ? USER_SEARCH.onePercentDomain : rng.pick(DOMAINS);
  // the id keeps every address unique without a lookup
  const email =
    i === Math.floor(count / 2)
      ? `${USER_SEARCH.rareEmail}.vance${id}@${rng.pick(DOMAINS)}`
      : `${ascii(first)}.${ascii(last)}${id}@${domain}`;
  const { role, status } = plan(rng);
  const created = new Date(START + Math.floor((SPAN_MS * i) / Math.max(count, 1)) + rng.int(0, 3_600_000));
  const signedIn = rng.next() < 0.8;
  return {
    id,
    first_name: first,
    last_name: last,
    email,
    role_id: roleIds[role],
    subscription_status: status,
    full_access: rng.next() < 0.01,
    last_signin_at: signedIn ? new Date(created.getTime() + rng.int(0, 90 * 24 * 3600 * 1000)) : null,
    created_at: created,
    updated_at: new Date(created.getTime() + rng.int(0, 30 * 24 * 3600 * 1000)),
  };
}
