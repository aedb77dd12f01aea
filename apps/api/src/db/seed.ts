import { ROLE_NAMES, type RoleName } from '@adlib/shared';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from './client.js';
import { memberships, roles, titlesSubtitles, users } from './schema.js';
import { seedDemoLibrary } from './seed-demo.js';

// Base data every installation needs: the plan kinds as roles, the three plans, and the
// customer app's section titles. Each step is skipped when its table already has rows,
// so a restart never duplicates or overwrites what staff have edited.

const PLANS = [
  {
    name: 'Free',
    period: 'free',
    price: 0,
    features: ['Browse 20 ads a day', 'Weekly top-10 collection', 'Basic filters'],
  },
  {
    name: 'Monthly',
    period: 'monthly',
    price: 29,
    discounted_price: 19,
    use_discount: true,
    features: ['Unlimited ads', 'Every collection', 'All filters', 'TikTok library', 'UGC creators'],
    extras: 'Cancel any time',
    paddle_plan_id: '812345',
  },
  {
    name: 'Annual',
    period: 'annual',
    price: 290,
    discounted_price: 199,
    features: ['Everything in Monthly', 'Two months free', 'Early access to new collections'],
    extras: 'Billed once a year',
    paddle_plan_id: '812346',
  },
] as const;

const SECTIONS = [
  [
    'home',
    'Winning ads, ready to inspire',
    'Thousands of hand-picked ads from brands that sell, sorted by industry and angle.',
  ],
  [
    'library',
    'The ad library',
    'Filter by industry, type and objective to find the angle your next campaign needs.',
  ],
  ['collections', 'Collections', 'Monthly and seasonal sets of ads, curated by our team.'],
  ['tiktoks', 'TikTok inspiration', 'Organic posts and paid TikToks that stopped the scroll.'],
  [
    'ugc-creators',
    'UGC creators',
    'Creators who film authentic videos for your brand, by niche and country.',
  ],
  ['pricing', 'Plans and pricing', 'Start free; upgrade when the library pays for itself.'],
  ['blog', 'From the blog', 'Breakdowns of ads that work and why.'],
] as const;

const DEMO_USERS: { email: string; first_name: string; last_name: string; role: RoleName }[] = [
  { email: 'super@example.com', first_name: 'Sam', last_name: 'Super', role: 'super' },
  { email: 'admin@example.com', first_name: 'Ada', last_name: 'Admin', role: 'admin' },
  { email: 'member@example.com', first_name: 'Mia', last_name: 'Member', role: 'monthly' },
];

const isEmpty = async (
  db: Db,
  table: typeof roles | typeof memberships | typeof titlesSubtitles | typeof users,
) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return (row?.n ?? 0) === 0;
};

async function roleIds(db: Db) {
  const rows = await db.select().from(roles);
  return new Map(rows.map((r) => [r.name as RoleName, r.id]));
}

export async function ensureUser(
  db: Db,
  u: { email: string; first_name: string; last_name: string; role: RoleName },
) {
  const ids = await roleIds(db);
  const roleId = ids.get(u.role);
  if (!roleId) throw new Error(`Role ${u.role} is missing`);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, u.email));
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    .values({ email: u.email, first_name: u.first_name, last_name: u.last_name, role_id: roleId })
    .returning({ id: users.id });
  return created?.id;
}

export async function seedDatabase(
  db: Db,
  config: Pick<Config, 'seedDemo' | 'bootstrapSuperEmail' | 'publicUrl'>,
) {
  if (await isEmpty(db, roles)) await db.insert(roles).values(ROLE_NAMES.map((name) => ({ name })));
  if (await isEmpty(db, memberships)) {
    await db.insert(memberships).values(PLANS.map((p) => ({ ...p, features: JSON.stringify(p.features) })));
  }
  if (await isEmpty(db, titlesSubtitles)) {
    await db
      .insert(titlesSubtitles)
      .values(SECTIONS.map(([section, title, subtitle]) => ({ section, title, subtitle })));
  }
  if (config.bootstrapSuperEmail) {
    const [supers] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .where(eq(roles.name, 'super'));
    if ((supers?.n ?? 0) === 0) {
      await ensureUser(db, {
        email: config.bootstrapSuperEmail,
        first_name: 'First',
        last_name: 'Super',
        role: 'super',
      });
    }
  }
  if (config.seedDemo) {
    for (const u of DEMO_USERS) await ensureUser(db, u);
    await seedDemoLibrary(db, config.publicUrl);
  }
}
