import {
  base64url,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTHeaderParameters,
  type JWTPayload,
  type ProtectedHeaderParameters,
} from 'jose';

/** The algorithms a signing key may have here: GoTrue's ES256 (hosted's default) and RS256. */
export type AsymmetricAlgorithm = 'ES256' | 'RS256';
export type SigningAlgorithm = AsymmetricAlgorithm | 'HS256';

/** A JWK as GoTrue's `GOTRUE_JWT_KEYS` and the Supabase CLI's signing keys file hold it. */
export interface StoredJwk extends JWK {
  kid: string;
  alg: SigningAlgorithm;
}

/** Verifies a JWT the way every service of the stack must: a listed key by `kid`, else the legacy secret. */
export interface JwtVerifier {
  verify<T extends JWTPayload = JWTPayload>(token: string): Promise<T>;
}

export interface JwtKeys extends JwtVerifier {
  /** The legacy HS256 secret: anon and service_role keys, signed storage URLs. */
  readonly secret: string;
  /** How user access tokens are signed now. */
  readonly signing: { alg: SigningAlgorithm; kid: string | undefined };
  signAccessToken(claims: JWTPayload): Promise<string>;
  /** `GET /auth/v1/.well-known/jwks.json`: the public keys only, never the secret. */
  publicJwks(): { keys: JWK[] };
  /** PostgREST's `jwt-secret` as a JWKS: the secret as an `oct` key plus every public key. */
  postgrestJwks(): string;
}

/** A token none of the keys accepts; its message says why, as the verifiers' errors do. */
export class JwtRejectedError extends Error {}

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

/** GoTrue's public form of a key: private members gone, `use: sig`, `key_ops: [verify]`, members sorted. */
function publicJwkOf(jwk: StoredJwk): JWK {
  const entries = Object.entries({ ...jwk, use: 'sig', key_ops: ['verify'] }).filter(
    ([name]) => !PRIVATE_MEMBERS.has(name),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1))) as JWK;
}

/** WebCrypto refuses a private key whose `key_ops` name `verify`: import the bare key. */
function keyMaterialOf(jwk: StoredJwk): JWK {
  const { key_ops: _keyOps, use: _use, ext: _ext, ...material } = jwk;
  return material;
}

interface KeyEntry {
  jwk: StoredJwk;
  alg: SigningAlgorithm;
  verifyKey: CryptoKey | Uint8Array;
}

const canSign = (jwk: StoredJwk) => jwk.key_ops === undefined || jwk.key_ops.includes('sign');

/**
 * The key set of one stack. With no keys, user tokens are HS256 of the secret, as GoTrue signs without
 * `GOTRUE_JWT_KEYS`; otherwise the first key whose `key_ops` allow `sign` signs them, and the rest
 * still verify (a key being rotated out).
 */
export async function createJwtKeys(secret: string, jwks: StoredJwk[]): Promise<JwtKeys> {
  const secretKey = new TextEncoder().encode(secret);
  const entries = new Map<string, KeyEntry>();
  for (const jwk of jwks) {
    const verifyKey =
      jwk.kty === 'oct'
        ? secretKey
        : await importJWK(publicJwkOf(jwk), jwk.alg, { extractable: false });
    if (verifyKey instanceof Uint8Array && jwk.kty !== 'oct')
      throw new Error(`JWT key ${jwk.kid} is not an asymmetric key`);
    entries.set(jwk.kid, { jwk, alg: jwk.alg, verifyKey });
  }
  const signingJwk = jwks.find(canSign);
  const signingKey =
    signingJwk && signingJwk.kty !== 'oct'
      ? await importJWK(keyMaterialOf(signingJwk), signingJwk.alg, { extractable: false })
      : secretKey;
  const signing = { alg: signingJwk?.alg ?? 'HS256', kid: signingJwk?.kid } as const;
  const asymmetric = jwks.filter((jwk) => jwk.kty !== 'oct');

  return {
    secret,
    signing,
    signAccessToken: (claims) => {
      const header: JWTHeaderParameters = signing.kid
        ? { alg: signing.alg, kid: signing.kid, typ: 'JWT' }
        : { alg: signing.alg, typ: 'JWT' };
      return new SignJWT(claims).setProtectedHeader(header).sign(signingKey);
    },
    // GoTrue's parseJWTClaims: a known kid picks its key and algorithm; an unknown or missing kid
    // falls back to the secret for HS256 only, so no token chooses its own key or algorithm.
    verify: async <T extends JWTPayload>(token: string) => {
      let header: ProtectedHeaderParameters;
      try {
        header = decodeProtectedHeader(token);
      } catch (error) {
        throw new JwtRejectedError(error instanceof Error ? error.message : 'invalid JWT');
      }
      const entry = typeof header.kid === 'string' ? entries.get(header.kid) : undefined;
      const [key, alg] = entry
        ? [entry.verifyKey, entry.alg]
        : header.alg === 'HS256'
          ? [secretKey, 'HS256']
          : [undefined, undefined];
      if (!key || !alg)
        throw new JwtRejectedError(
          `unrecognized JWT kid ${String(header.kid ?? '<nil>')} for algorithm ${String(header.alg)}`,
        );
      try {
        return (await jwtVerify<T>(token, key, { algorithms: [alg] })).payload;
      } catch (error) {
        throw new JwtRejectedError(error instanceof Error ? error.message : 'invalid JWT');
      }
    },
    publicJwks: () => ({ keys: asymmetric.map(publicJwkOf) }),
    postgrestJwks: () =>
      JSON.stringify({
        // As the Supabase CLI gives it: PostgREST 12 tries the secret for a kid it does not list.
        keys: [{ kty: 'oct', k: base64url.encode(secretKey) }, ...asymmetric.map(publicJwkOf)],
      }),
  };
}
