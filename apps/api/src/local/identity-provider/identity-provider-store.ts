import { generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import type { OAuthProvider } from '@storefront/contract';
import type { Redis } from 'ioredis';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** What one stand-in signs and seals with: its ID tokens' key, its cookies' key, its client's secret. */
export interface IssuerSecrets {
  signingJwk: JsonWebKey & { kid: string; use: 'sig'; alg: 'RS256' };
  cookieKey: string;
  /** PayPal's client authenticates at the token endpoint; Google and Apple's clients have none. */
  clientSecret: string | null;
}

function newIssuerSecrets(provider: OAuthProvider): IssuerSecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    signingJwk: {
      ...privateKey.export({ format: 'jwk' }),
      kid: randomBytes(8).toString('hex'),
      use: 'sig',
      alg: 'RS256',
    },
    cookieKey: randomBytes(32).toString('hex'),
    clientSecret: provider === 'PayPal' ? randomBytes(24).toString('base64url') : null,
  };
}

const keyOf = (provider: OAuthProvider, rest: string) => `idp:${provider.toLowerCase()}:${rest}`;

/**
 * The stand-in's secrets. With Redis, every instance of a deployment (and a restarted one) uses
 * the secrets the first one stored, so a token signed or a cookie sealed on one is good on all;
 * without, each process makes its own, which is right for one instance.
 */
export async function issuerSecrets(provider: OAuthProvider, redis: Redis | undefined): Promise<IssuerSecrets> {
  if (!redis) return newIssuerSecrets(provider);
  const key = keyOf(provider, 'secrets');
  const earlier = await redis.get(key);
  if (earlier) return JSON.parse(earlier) as IssuerSecrets;
  // Two instances starting together may both make a set: the first stored is the one both use.
  await redis.set(key, JSON.stringify(newIssuerSecrets(provider)), 'NX');
  const stored = await redis.get(key);
  if (!stored) throw new Error(`The ${provider} stand-in's secrets are missing from Redis`);
  return JSON.parse(stored) as IssuerSecrets;
}

/** Models whose records a grant's revocation removes with it. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/**
 * oidc-provider's storage (interactions, sessions, grants, codes) in Redis, so a sign-in started on
 * one instance is finished on another. Each record is its payload as JSON under
 * `idp:{provider}:{model}:{id}`, expiring with it; interactions and sessions are found by their uid
 * through a pointer, and a grant lists the keys of what it issued.
 */
export function redisStorage(provider: OAuthProvider, redis: Redis): AdapterFactory {
  return (model: string): Adapter => {
    const recordKey = (id: string) => keyOf(provider, `${model}:${id}`);
    const uidKey = (uid: string) => keyOf(provider, `uid:${model}:${uid}`);
    const userCodeKey = (code: string) => keyOf(provider, `user-code:${model}:${code}`);
    const grantKey = (grantId: string) => keyOf(provider, `grant:${grantId}`);

    const find = async (id: string): Promise<AdapterPayload | undefined> => {
      const stored = await redis.get(recordKey(id));
      return stored ? (JSON.parse(stored) as AdapterPayload) : undefined;
    };
    const pointer = async (key: string) => {
      const id = await redis.get(key);
      return id ? find(id) : undefined;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const ttl = expiresIn && expiresIn > 0 ? expiresIn : undefined;
        const write = redis.multi();
        const set = (key: string, value: string) => (ttl ? write.set(key, value, 'EX', ttl) : write.set(key, value));
        const key = recordKey(id);
        set(key, JSON.stringify(payload));
        if (payload.uid) set(uidKey(payload.uid), id);
        if (payload.userCode) set(userCodeKey(payload.userCode), id);
        if (GRANTABLE.has(model) && payload.grantId) {
          // The list lives as long as the longest-lived record it names (NX: a new list; GT: a longer one).
          write.rpush(grantKey(payload.grantId), key);
          if (ttl) write.expire(grantKey(payload.grantId), ttl, 'NX').expire(grantKey(payload.grantId), ttl, 'GT');
        }
        await write.exec();
      },
      find,
      findByUid: (uid) => pointer(uidKey(uid)),
      findByUserCode: (userCode) => pointer(userCodeKey(userCode)),
      async consume(id) {
        // Marked consumed in place, keeping the record's time to live: a second use is refused.
        const key = recordKey(id);
        const stored = await redis.get(key);
        if (!stored) return;
        const payload = { ...(JSON.parse(stored) as AdapterPayload), consumed: Math.floor(Date.now() / 1000) };
        await redis.set(key, JSON.stringify(payload), 'KEEPTTL');
      },
      async destroy(id) {
        await redis.del(recordKey(id));
      },
      async revokeByGrantId(grantId) {
        const keys = await redis.lrange(grantKey(grantId), 0, -1);
        await redis.del(...keys, grantKey(grantId));
      },
    };
  };
}
