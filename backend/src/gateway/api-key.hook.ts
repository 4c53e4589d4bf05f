import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isSecretKeyFromBrowser,
  SECRET_KEY_IN_BROWSER,
  standInLegacyKey,
  type OpaqueApiKeys,
} from './opaque-api-keys.ts';

/** Paths Supabase's gateway (Kong) serves without key-auth. */
const OPEN_PATHS: RegExp[] = [
  /^\/auth\/v1\/(verify|callback|authorize|health)(\/|$)/,
  // Public keys, fetched by JWT libraries that know nothing of an apikey; the Supabase CLI's Kong
  // puts no key-auth on /auth/v1 at all.
  /^\/auth\/v1\/\.well-known\/jwks\.json$/,
  /^\/storage\/v1\/(object|render\/image)\/public\//,
  // A signed URL carries its own proof (the token) and is opened by <img> or a shared link.
  /^\/storage\/v1\/(object|render\/image)\/sign\//,
];
const KEYED_PREFIXES = ['/rest/v1', '/auth/v1', '/storage/v1'];

export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.apikey;
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  const param = query?.apikey;
  return typeof param === 'string' && param ? param : undefined;
}

function needsKey(method: string, path: string): boolean {
  if (method === 'OPTIONS') return false;
  if (!KEYED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  if ((method === 'GET' || method === 'HEAD') && OPEN_PATHS.some((re) => re.test(path)))
    return false;
  return true;
}

/**
 * Key-auth as Kong does it: the `apikey` header or query parameter must be the anon or service key,
 * or a new-format key, which the services behind then see as the legacy key it stands for.
 */
export function createApiKeyHook(validKeys: string[], opaqueKeys: OpaqueApiKeys = new Map()) {
  const keys = new Set(validKeys);
  return async function checkApiKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const key = apiKeyOf(request);
    const legacyKey = key ? opaqueKeys.get(key) : undefined;
    if (key && legacyKey) {
      if (isSecretKeyFromBrowser(key, request.headers['user-agent'])) {
        await reply.code(401).send({ message: SECRET_KEY_IN_BROWSER });
        return;
      }
      standInLegacyKey(request.raw.headers, legacyKey);
    }
    const path = request.url.split('?', 1)[0] ?? '';
    if (!needsKey(request.method, path)) return;
    if (!key) {
      await reply.code(401).send({ message: 'No API key found in request' });
    } else if (!keys.has(key) && !legacyKey) {
      await reply.code(401).send({ message: 'Invalid API key' });
    }
  };
}
