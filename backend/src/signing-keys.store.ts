import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { base64url, exportJWK, generateKeyPair } from 'jose';
import type { SigningAlgorithm, StoredJwk } from './jwt-keys.ts';

export const SIGNING_KEYS_FILE = 'jwt-signing-keys.json';

/** Where the keys came from, for the start-up banner. */
export interface LoadedSigningKeys {
  keys: StoredJwk[];
  source: string;
}

/** A new P-256 key in the shape `supabase gen signing-key --algorithm ES256` writes. */
async function newEs256Key(): Promise<StoredJwk> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const { kty, crv, x, y, d } = await exportJWK(privateKey);
  return {
    kty: kty ?? 'EC',
    kid: randomUUID(),
    use: 'sig',
    key_ops: ['sign', 'verify'],
    alg: 'ES256',
    ext: true,
    crv,
    x,
    y,
    d,
  };
}

const algorithmOf = (jwk: Record<string, unknown>): SigningAlgorithm | undefined => {
  if (jwk.kty === 'EC' && jwk.crv === 'P-256' && (jwk.alg ?? 'ES256') === 'ES256') return 'ES256';
  if (jwk.kty === 'RSA' && (jwk.alg ?? 'RS256') === 'RS256') return 'RS256';
  if (jwk.kty === 'oct' && (jwk.alg ?? 'HS256') === 'HS256') return 'HS256';
  return undefined;
};

/**
 * Reads a JWK array as GoTrue reads `GOTRUE_JWT_KEYS`. An `oct` key may only be the project's own
 * secret (the anon and service keys and PostgREST use that one), so it serves to sign user tokens
 * with HS256 under a `kid` again while the asymmetric keys keep verifying.
 */
export function parseSigningKeys(text: string, origin: string, secret: string): StoredJwk[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${origin} is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new Error(`${origin} must be a JSON array of JWKs`);
  const kids = new Set<string>();
  return parsed.map((entry: unknown, index) => {
    const jwk = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const where = `${origin}[${index}]`;
    const alg = algorithmOf(jwk);
    if (!alg)
      throw new Error(`${where}: only ES256 (EC P-256), RS256 and HS256 keys are supported`);
    if (typeof jwk.kid !== 'string' || !jwk.kid) throw new Error(`${where} has no kid`);
    if (kids.has(jwk.kid)) throw new Error(`${where}: kid ${jwk.kid} appears twice`);
    kids.add(jwk.kid);
    const keyOps = jwk.key_ops;
    if (
      keyOps !== undefined &&
      !(Array.isArray(keyOps) && keyOps.every((op) => typeof op === 'string'))
    )
      throw new Error(`${where}: key_ops must be an array of strings`);
    if (alg === 'HS256' && jwk.k !== base64url.encode(secret))
      throw new Error(`${where}: an oct key must be the project's JWT secret`);
    const signs = keyOps === undefined || (keyOps as string[]).includes('sign');
    if (signs && alg !== 'HS256' && typeof jwk.d !== 'string')
      throw new Error(`${where} may sign but has no private part (d)`);
    return { ...jwk, kid: jwk.kid, alg } as StoredJwk;
  });
}

/**
 * The signing keys of one stack: `GOTRUE_JWT_KEYS` (or `JWT_KEYS`) when set, `[]` meaning HS256 user
 * tokens as GoTrue without keys; else the file at `AUTH_SIGNING_KEYS_PATH` (the Supabase CLI's
 * `signing_keys_path`); else `<dataDir>/jwt-signing-keys.json`, made with one ES256 key the first time
 * and readable by its owner only, like the JWT secret beside it.
 */
export async function loadSigningKeys(opts: {
  dataDir: string;
  secret: string;
  jwtKeys: string | undefined;
  signingKeysPath: string | undefined;
}): Promise<LoadedSigningKeys> {
  if (opts.jwtKeys !== undefined)
    return {
      keys: parseSigningKeys(opts.jwtKeys, 'GOTRUE_JWT_KEYS', opts.secret),
      source: 'GOTRUE_JWT_KEYS',
    };
  if (opts.signingKeysPath) {
    const text = await readFile(opts.signingKeysPath, 'utf8');
    return {
      keys: parseSigningKeys(text, opts.signingKeysPath, opts.secret),
      source: opts.signingKeysPath,
    };
  }
  const file = path.join(opts.dataDir, SIGNING_KEYS_FILE);
  await mkdir(opts.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two starts racing on one data dir keep the first key.
    await writeFile(file, `${JSON.stringify([await newEs256Key()], null, 2)}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  return { keys: parseSigningKeys(await readFile(file, 'utf8'), file, opts.secret), source: file };
}
