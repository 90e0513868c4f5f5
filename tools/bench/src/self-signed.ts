import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TlsFiles } from './nginx.ts';

/**
 * A certificate for 127.0.0.1 and localhost, valid for a day, made with the openssl command in
 * `dir`: the bench's HTTPS proxy presents it, and the browser it drives is told to accept it.
 */
export function selfSignedCertificate(dir: string): TlsFiles {
  const certificate = path.join(dir, 'certificate.pem');
  const key = path.join(dir, 'key.pem');
  if (!existsSync(certificate)) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        certificate,
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
  }
  return { certificate, key };
}
