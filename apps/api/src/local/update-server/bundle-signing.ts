// The update server signs each bundle it offers (Ed25519, node:crypto) over its channel, version and
// SHA-256; the app verifies with the public key in its configuration (apps/web/src/lib/platform/
// bundle-signature.ts, same text) before it downloads anything.
import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';

/**
 * The local stand-in's development key. Its public half is the app's default
 * (VITE_APP_UPDATE_PUBLIC_KEY unset); a real update server signs with APP_UPDATE_SIGNING_KEY.
 */
export const DEVELOPMENT_SIGNING_KEY = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEINCl8sBLdyasXG62y2Xm8Ta3ZYY2/W5z5HGrgbnwfCKj
-----END PRIVATE KEY-----`;

export const signedBundleText = (channel: string, version: string, checksum: string): string =>
  `${channel}\n${version}\n${checksum}`;

export const bundleChecksum = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export function signingKey(pem: string = DEVELOPMENT_SIGNING_KEY): KeyObject {
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('The app-update signing key must be an Ed25519 key');
  return key;
}

/** The raw 32-byte public key, base64: the form the app's configuration holds. */
export function publicKeyBase64(key: KeyObject): string {
  const jwk = createPublicKey(key).export({ format: 'jwk' });
  return Buffer.from(String(jwk.x), 'base64url').toString('base64');
}

export const signBundle = (key: KeyObject, channel: string, version: string, checksum: string): string =>
  sign(null, Buffer.from(signedBundleText(channel, version, checksum)), key).toString('base64');
