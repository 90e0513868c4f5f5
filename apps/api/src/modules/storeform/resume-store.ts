import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckedResume } from './resume-file.ts';

/**
 * Keeps résumés in a directory outside the web root (STOREFORM_UPLOAD_DIR), each under a random
 * name of our making: the sender's file name is never a path.
 */
export function resumeStore(directory: string) {
  return {
    directory,
    async keep(resume: CheckedResume): Promise<string> {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const storedName = `${randomBytes(16).toString('hex')}.${resume.extension}`;
      await writeFile(path.join(directory, storedName), resume.bytes, { flag: 'wx', mode: 0o600 });
      return storedName;
    },
    /** Takes a kept file back when what follows (keeping the submission) failed. */
    async discard(storedName: string): Promise<void> {
      await rm(path.join(directory, storedName), { force: true });
    },
  };
}

export type ResumeStore = ReturnType<typeof resumeStore>;
