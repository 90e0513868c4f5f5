// The stand-in's bundles: files `{directory}/{channel}/{version}.zip`, read when asked, so a bundle
// copied in is offered at the next check without a restart.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const BUNDLE_FILE = /^(\d{1,6})\.(\d{1,6})\.(\d{1,6})\.zip$/;

/** Orders major.minor.patch versions numerically (2.0.10 after 2.0.9). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

export interface BundleDirectory {
  /** The newest version on the channel past `currentVersion`, or null. */
  newest(channel: string, currentVersion: string): Promise<string | null>;
  /** The bundle's bytes, or null when there is no such bundle. */
  read(channel: string, version: string): Promise<Buffer | null>;
}

export function bundleDirectory(directory: string): BundleDirectory {
  return {
    async newest(channel, currentVersion) {
      let names: string[];
      try {
        names = await readdir(path.join(directory, channel));
      } catch {
        return null;
      }
      const versions = names
        .filter((name) => BUNDLE_FILE.test(name))
        .map((name) => name.slice(0, -'.zip'.length))
        .filter((version) => compareVersions(version, currentVersion) > 0)
        .sort(compareVersions);
      return versions.at(-1) ?? null;
    },
    async read(channel, version) {
      // Channel and version passed their schemas (no dots or slashes to climb out with).
      try {
        return await readFile(path.join(directory, channel, `${version}.zip`));
      } catch {
        return null;
      }
    },
  };
}
