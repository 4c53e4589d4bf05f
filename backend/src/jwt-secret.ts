import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { WELL_KNOWN_JWT_SECRET } from './config.ts';

const SECRET_FILE = 'jwt-secret';

/** A secret with 256 random bits, in the URL-safe alphabet so it can sit in an env file unquoted. */
const newSecret = () => randomBytes(32).toString('base64url');

/**
 * The JWT secret of one local data directory: made at random the first time, then kept in
 * `<dataDir>/jwt-secret`, readable by its owner only. Tokens and keys from another checkout, or the
 * Supabase CLI's public demo keys, are therefore worthless here.
 */
export async function loadOrCreateJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two starts racing on one data dir keep the first secret.
    await writeFile(file, `${newSecret()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32)
    throw new Error(
      `${file} holds a JWT secret shorter than 32 characters; delete it to make a new one.`,
    );
  return secret;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.test(host);
}

/** Anyone who knows a public secret can mint a service_role token: such a stack stays on loopback. */
export function assertSafeToListen(host: string, jwtSecret: string): void {
  if (!isLoopbackHost(host) && jwtSecret === WELL_KNOWN_JWT_SECRET) {
    throw new Error(
      `Refusing to listen on ${host} with the Supabase CLI's public demo JWT secret: anyone could sign ` +
        'a service_role token. Unset JWT_SECRET (each data dir then gets its own random secret) or set your own.',
    );
  }
}
