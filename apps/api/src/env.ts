import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';
import { failpointNames } from './platform/failpoints.ts';
import { trustProxySchema } from './platform/trust-proxy.ts';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const databaseUrl = z
  .string()
  .url()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://');

/** Every environment variable the API reads. Nothing else in the code reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: databaseUrl.optional(),
  PGLITE_DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, '.data', 'pglite')),
  REDIS_URL: z.string().url().optional(),
  /** Put before every Redis key, so test runs (and tenants) sharing one Redis never see each other's counters. */
  REDIS_KEY_PREFIX: z.string().max(64).default(''),
  APP_ORIGINS: z
    .string()
    .default('http://localhost:5173,http://localhost:8080')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  SEED_ON_START: booleanFlag.default(true),
  /** Proxies whose X-Forwarded-For is believed (client addresses feed rate limits). Unset: none. */
  TRUST_PROXY: trustProxySchema,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** The update server's bundles, `{dir}/{channel}/{version}.zip` (local/update-server). */
  APP_UPDATE_BUNDLE_DIR: z.string().default(path.join(repoRoot, '.data', 'app-updates')),
  /** Ed25519 private key (PKCS#8 PEM) signing bundles. Unset: the development key; refused in production. */
  APP_UPDATE_SIGNING_KEY: z.string().min(1).optional(),
  /** The address-validation provider's XML endpoint. Unset: the local gazetteer on this server. */
  ADDRESS_LOOKUP_URL: z.string().url().optional(),
  /** Sends the API's error reports to this Sentry DSN. Unset: to the local envelope sink (decision 172). */
  SENTRY_DSN: z.string().url().optional(),
  /** Signs captcha challenges; set the same value on every instance (unset: a random one per process). */
  CAPTCHA_HMAC_SECRET: z.string().min(32).optional(),
  /**
   * Signs customer access tokens (HS256) and keys the hashes of one-time codes and refresh tokens.
   * Set the same value on every instance; unset, a random one per process (sign-ins end on restart).
   */
  CUSTOMER_AUTH_SECRET: z.string().min(32).optional(),
  /** Sends e-mail through this SMTP server (smtp://user:pass@host:587); unset, messages go to the outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Red Roof Pizza <no-reply@redroofpizza.example>'),
  /** Where franchise enquiries, and contact messages about no store, are e-mailed. */
  HEAD_OFFICE_EMAIL: z.email().default('headoffice@redroofpizza.example'),
  /** Each store's mailbox is store-{code}@ this domain (contact messages and job applications about it). */
  STORE_EMAIL_DOMAIN: z.string().min(3).default('stores.redroofpizza.example'),
  /** Résumés sent with job applications are kept here, outside the web root, under random names. */
  STOREFORM_UPLOAD_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, '.data', 'storeform-uploads')),
  /** The development outbox pages (/dev/outbox): on in development and test; production only when true. */
  DEV_OUTBOX: booleanFlag.optional(),
  /** The local Google/Apple/PayPal sign-in stand-in (/idp/...): on in development and test; production only when true. */
  LOCAL_IDENTITY_PROVIDER: booleanFlag.optional(),
  /** Origin the browser reaches this server on, for the local identity provider's issuers. Unset: http://localhost:PORT. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /**
   * Payment attempts left unfinished this many seconds are recovered (voided, or captured when
   * their order exists). Unset: 20 minutes (ABANDONED_ATTEMPT_MS). Must outlast any placement.
   */
  PAYMENT_RECOVERY_AFTER_S: z.coerce.number().int().min(0).optional(),
  /**
   * Web Push (decision 189): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys`
   * prints) and the contact the push services see. Unset in development and test: a pair generated
   * once into the local data directory; unset in production: push is off.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https: URL')
    .default('mailto:no-reply@redroofpizza.example'),
  /**
   * The native apps' signers, for the deep-link files under /.well-known (modules/site/app-links.ts):
   * SHA-256 fingerprints of the Android signing certificates (comma-separated, `AB:CD:...`) and the
   * Apple developer team id. Unset: those files answer 404.
   */
  ANDROID_CERT_FINGERPRINTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((f) => f.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/, 'must be SHA-256 fingerprints like AB:CD:...'))),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be a 10-character Apple team id')
    .optional(),
  /** Crash-recovery tests only: failpoints that kill the process (platform/failpoints.ts). */
  FAILPOINTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(failpointNames))),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment once; a bad value becomes one line naming the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "unset", as shells and CI files tend to write it.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new EnvError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  if (!parsed.data.VAPID_PUBLIC_KEY !== !parsed.data.VAPID_PRIVATE_KEY) {
    const missing = parsed.data.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new EnvError(`Invalid environment variable ${missing}: VAPID keys are set as a pair`);
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.FAILPOINTS.length > 0) {
    throw new EnvError(
      'Invalid environment variable FAILPOINTS: failpoints kill the process and are refused in production',
    );
  }
  return parsed.data;
}
