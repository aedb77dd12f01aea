import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The one place the environment is read (ARCHITECTURE "Configuration").
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

// TRUST_PROXY: the proxies whose X-Forwarded-For is believed, comma-separated: addresses,
// CIDR ranges, or proxy-addr's names loopback, linklocal, uniquelocal. Unset: none.
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyEntry = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (PROXY_NAMES.includes(entry)) return true;
  const version = isIP(address);
  const max = version === 4 ? 32 : 128;
  return (
    version > 0 && rest.length === 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max))
  );
};
const proxyList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isProxyEntry), {
    message: 'TRUST_PROXY: addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated',
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  CUSTOMER_APP_URL: z.string().default('https://app.example.com'),
  MARKETING_URL: z.string().default('https://www.example.com'),
  COOKIE_DOMAIN: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Ad Library <no-reply@example.com>'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(50),
  CURATION_FEED_URL: z.string().url().optional(),
  // media links (decision 023): the hosts the server fetches them from, comma-separated (a host
  // also allows its subdomains; empty: any public host), an origin fetched wherever it resolves
  // (a media server on the operator's own network), the size cap and the time a host may take
  MEDIA_LINK_HOSTS: z.string().optional(),
  MEDIA_LINK_TRUSTED_ORIGIN: z
    .string()
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol), 'MEDIA_LINK_TRUSTED_ORIGIN: an http(s) origin')
    .optional(),
  MEDIA_LINK_MAX_MB: z.coerce.number().positive().optional(),
  MEDIA_LINK_TIMEOUT_S: z.coerce.number().positive().max(600).default(30),
  MAX_IMPORT_MB: z.coerce.number().positive().default(512),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // a session not used for this long ends (decision 027); 0: never by idleness
  SESSION_IDLE_MINUTES: z.coerce.number().min(0).max(525_600).default(120),
  // single sign-on through an OpenID Connect provider (decision 027): all of the first three, or none
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().min(1).max(60).optional(),
  // e-mail domains whose addresses may sign on, comma-separated (required with OIDC_ISSUER)
  OIDC_ALLOWED_DOMAINS: z.string().optional(),
  // the ID token's (or userinfo's) claim that lists the user's groups, and which groups map to which role
  OIDC_GROUPS_CLAIM: z.string().min(1).default('groups'),
  OIDC_SCOPES: z.string().min(1).default('openid email profile'),
  OIDC_SUPER_GROUPS: z.string().optional(),
  OIDC_ADMIN_GROUPS: z.string().optional(),
  // sso: staff (admin, super) may sign in only through single sign-on; code: the mailed code too
  STAFF_SIGNIN: z.enum(['code', 'sso']).default('code'),
  // audit entries older than this are removed, except each record's created state
  HISTORY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  // deleted records stay restorable this long, then the purge removes them with their media
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  // the job queue (decision 022): how often an idle worker looks for work, how often expired
  // jobs (a process killed mid-job) are found and retried
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // webhooks (decision 031): endpoints on loopback or private addresses only when allowed
  // (development, tests), retries (doubled from the delay, for about a day), a delivery's time
  // limit, and how often the outbox is read
  WEBHOOK_ALLOW_PRIVATE: flag,
  WEBHOOK_RETRY_DELAY_S: z.coerce.number().int().min(1).max(3600).default(20),
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(30).default(12),
  WEBHOOK_TIMEOUT_S: z.coerce.number().positive().max(60).default(10),
  EVENT_DISPATCH_MS: z.coerce.number().int().min(20).max(60_000).default(200),
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  // calls one API key may make per minute in one process (decision 031)
  API_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  // live lists and presence (decision 032): heartbeats, how often the outbox is read while
  // streams are open, how many missed events a reconnect may catch up on, streams per user and
  // per process, how long another process's presences outlive its silence
  LIVE_HEARTBEAT_S: z.coerce.number().min(1).max(120).default(15),
  LIVE_POLL_MS: z.coerce.number().int().min(20).max(10_000).default(250),
  LIVE_RESUME_EVENTS: z.coerce.number().int().min(10).max(100_000).default(1000),
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(12),
  LIVE_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).max(100_000).default(5000),
  LIVE_PRESENCE_GRACE_S: z.coerce.number().min(1).max(300).default(6),
  BOOTSTRAP_SUPER_EMAIL: z.string().email().optional(),
  // second factors (decision 026): whose sign-in must add one before reaching the panel
  REQUIRE_SECOND_FACTOR: z.enum(['super', 'staff', 'none']).default('super'),
  // passkeys: the site they belong to (a host name) and the origins the panel is opened on,
  // comma-separated; by default PUBLIC_URL's host and origin
  WEBAUTHN_RP_ID: z.string().min(1).optional(),
  WEBAUTHN_ORIGINS: z.string().optional(),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().min(1).default('adlib:'),
  SEED_DEMO: flag,
  TRUST_PROXY: proxyList,
  DEV_MAILER: flag,
  ADMIN_DIST_DIR: z.string().optional(),
  // a whole request must arrive within REQUEST_TIMEOUT_S (UPLOAD_TIMEOUT_S on uploads and imports)
  REQUEST_TIMEOUT_S: z.coerce.number().positive().max(3600).default(30),
  UPLOAD_TIMEOUT_S: z.coerce.number().positive().max(86_400).default(900),
  CONNECTION_TIMEOUT_S: z.coerce.number().positive().max(86_400).default(120),
  // PostgreSQL's work_mem for a keyword search's reads (decision 025): digits and a unit; empty
  // leaves the server's own (4MB by default)
  SEARCH_WORK_MEM: z
    .string()
    .regex(/^(\d+(kB|MB|GB))?$/, 'SEARCH_WORK_MEM: a size such as 32MB (kB, MB or GB), or empty')
    .default('32MB'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof loadConfig>;

const commaList = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** The OIDC_* settings as one object, or undefined when OIDC_ISSUER is unset. */
function ssoConfig(e: z.output<typeof envSchema>) {
  if (!e.OIDC_ISSUER) return undefined;
  if (!e.OIDC_CLIENT_ID) throw new Error('OIDC_ISSUER is set: OIDC_CLIENT_ID is required too');
  const allowedDomains = commaList(e.OIDC_ALLOWED_DOMAINS).map((d) => d.toLowerCase().replace(/^@/, ''));
  if (allowedDomains.length === 0)
    throw new Error('OIDC_ISSUER is set: OIDC_ALLOWED_DOMAINS must name the e-mail domains that may sign on');
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET || undefined,
    providerName: e.OIDC_PROVIDER_NAME ?? new URL(e.OIDC_ISSUER).hostname,
    allowedDomains,
    groupsClaim: e.OIDC_GROUPS_CLAIM,
    scopes: e.OIDC_SCOPES,
    superGroups: commaList(e.OIDC_SUPER_GROUPS),
    adminGroups: commaList(e.OIDC_ADMIN_GROUPS),
    staffSsoOnly: e.STAFF_SIGNIN === 'sso',
  };
}
export type SsoConfig = NonNullable<ReturnType<typeof ssoConfig>>;

/** apps/api/ — the same from src/config.ts (tsx, tests) and dist/server.js (built). */
export const API_ROOT = fileURLToPath(new URL('../', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = envSchema.parse(env);
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    customerAppUrl: e.CUSTOMER_APP_URL,
    marketingUrl: e.MARKETING_URL,
    cookieDomain: e.COOKIE_DOMAIN,
    smtpUrl: e.SMTP_URL,
    // codes printed to the log instead of mailed: on PostgreSQL only when said so (server.ts)
    devMailer: e.DEV_MAILER ?? false,
    mailFrom: e.MAIL_FROM,
    s3:
      e.S3_BUCKET && e.S3_ENDPOINT
        ? {
            endpoint: e.S3_ENDPOINT.replace(/\/$/, ''),
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    // an import file (CSV or JSON) streams through and is never stored: it may be larger
    curationFeedUrl: e.CURATION_FEED_URL || undefined,
    maxImportBytes: Math.round(e.MAX_IMPORT_MB * 1024 * 1024),
    mediaLinks: {
      hosts: (e.MEDIA_LINK_HOSTS ?? '')
        .split(',')
        .map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/^\*?\./, ''),
        )
        .filter(Boolean),
      trustedOrigin: e.MEDIA_LINK_TRUSTED_ORIGIN ? new URL(e.MEDIA_LINK_TRUSTED_ORIGIN).origin : undefined,
      // a link is capped like an upload unless said otherwise
      maxBytes: Math.round((e.MEDIA_LINK_MAX_MB ?? e.MAX_UPLOAD_MB) * 1024 * 1024),
      timeoutMs: Math.round(e.MEDIA_LINK_TIMEOUT_S * 1000),
    },
    sessionTtlSeconds: Math.round(e.SESSION_TTL_HOURS * 3600),
    sessionCacheMs: e.SESSION_CACHE_MS,
    sessionIdleMs: e.SESSION_IDLE_MINUTES > 0 ? e.SESSION_IDLE_MINUTES * 60_000 : Number.POSITIVE_INFINITY,
    sso: ssoConfig(e),
    historyRetentionDays: e.HISTORY_RETENTION_DAYS,
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    jobs: { pollSeconds: e.JOB_POLL_SECONDS, maintenanceSeconds: e.JOB_MAINTENANCE_SECONDS },
    // Several API processes share rate-limit counters and cache invalidations through it
    // (decision 010); unset, each process keeps them in its own memory.
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE ?? false,
      retryDelaySeconds: e.WEBHOOK_RETRY_DELAY_S,
      retryLimit: e.WEBHOOK_RETRY_LIMIT,
      timeoutMs: Math.round(e.WEBHOOK_TIMEOUT_S * 1000),
      dispatchMs: e.EVENT_DISPATCH_MS,
      retentionDays: e.EVENT_RETENTION_DAYS,
    },
    apiKeys: { perMinute: e.API_KEY_RATE_PER_MINUTE },
    live: {
      heartbeatMs: Math.round(e.LIVE_HEARTBEAT_S * 1000),
      // sessions and quiet processes are looked at this often (a signed-out tab's stream closes within it)
      checkMs: Math.min(2000, Math.round(e.LIVE_HEARTBEAT_S * 1000)),
      pollMs: e.LIVE_POLL_MS,
      resumeEvents: e.LIVE_RESUME_EVENTS,
      perUser: e.LIVE_STREAMS_PER_USER,
      perProcess: e.LIVE_STREAMS_PER_PROCESS,
      presenceGraceMs: Math.round(e.LIVE_PRESENCE_GRACE_S * 1000),
      // what the stream tells the browser to wait before reconnecting
      retryMs: 2000,
    },
    bootstrapSuperEmail: e.BOOTSTRAP_SUPER_EMAIL?.toLowerCase(),
    secondFactor: {
      required: e.REQUIRE_SECOND_FACTOR,
      rpId: e.WEBAUTHN_RP_ID ?? new URL(publicUrl).hostname,
      origins: e.WEBAUTHN_ORIGINS
        ? e.WEBAUTHN_ORIGINS.split(',')
            .map((o) => o.trim().replace(/\/$/, ''))
            .filter(Boolean)
        : [new URL(publicUrl).origin],
    },
    // Demo data by default only on the embedded database: never surprise a real PostgreSQL.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    // whose X-Forwarded-For names the client (the per-IP and per-requester limits); none by default
    trustProxy: e.TRUST_PROXY,
    timeouts: {
      requestMs: Math.round(e.REQUEST_TIMEOUT_S * 1000),
      uploadMs: Math.round(e.UPLOAD_TIMEOUT_S * 1000),
      connectionMs: Math.round(e.CONNECTION_TIMEOUT_S * 1000),
    },
    // on PostgreSQL only: the embedded database's memory is the API process's (sql-runner.ts)
    searchWorkMem: e.SEARCH_WORK_MEM || null,
    logLevel: e.LOG_LEVEL,
    migrationsDir: resolve(API_ROOT, 'src/db/migrations'),
    adminDistDir: e.ADMIN_DIST_DIR ? resolve(e.ADMIN_DIST_DIR) : resolve(API_ROOT, '../admin/dist'),
  };
}
