import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';
import { failpointNames } from './platform/failpoints.ts';

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
  /** Proxies whose X-Forwarded-For is believed (client addresses feed rate limits). */
  TRUST_PROXY: z.string().min(1).default('loopback,linklocal,uniquelocal'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** Signs captcha challenges; set the same value on every instance (unset: a random one per process). */
  CAPTCHA_HMAC_SECRET: z.string().min(32).optional(),
  /**
   * Payment attempts left unfinished this many seconds are recovered (voided, or captured when
   * their order exists). Unset: 20 minutes (ABANDONED_ATTEMPT_MS). Must outlast any placement.
   */
  PAYMENT_RECOVERY_AFTER_S: z.coerce.number().int().min(0).optional(),
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
  if (parsed.data.NODE_ENV === 'production' && parsed.data.FAILPOINTS.length > 0) {
    throw new EnvError(
      'Invalid environment variable FAILPOINTS: failpoints kill the process and are refused in production',
    );
  }
  return parsed.data;
}
