// Over-the-air bundles are signed by the update server (Ed25519) over channel, version and the
// bundle's SHA-256; the app verifies with the public key from its configuration before it
// downloads. The plugin then refuses bytes whose SHA-256 differs from the signed one.
import type { LiveUpdateCheck } from './plugins.ts';

/**
 * The local update server's development key (raw 32 bytes, base64); builds for the stores set
 * VITE_APP_UPDATE_PUBLIC_KEY (capacitor-platform.ts reads it).
 */
export const DEVELOPMENT_APP_UPDATE_PUBLIC_KEY = 'GaoVDsUNVwk4458pIUJtI/Q9o+6fKldtTpjXcM2iChA=';

/** What is signed: the same text on the server (apps/api/src/local/update-server/bundle-signing.ts). */
export const signedBundleText = (channel: string, version: string, checksum: string): string =>
  `${channel}\n${version}\n${checksum}`;

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

export async function bundleSignatureValid(
  update: Extract<LiveUpdateCheck, { available: true }>,
  publicKeyBase64: string,
): Promise<boolean> {
  if (!update.signature || !/^[0-9a-f]{64}$/.test(update.checksum)) return false;
  try {
    const key = await crypto.subtle.importKey('raw', fromBase64(publicKeyBase64), { name: 'Ed25519' }, false, [
      'verify',
    ]);
    const text = new TextEncoder().encode(signedBundleText(update.channel, update.version, update.checksum));
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, fromBase64(update.signature), text);
  } catch {
    // A signature that is not base64 or not 64 bytes is no signature.
    return false;
  }
}
