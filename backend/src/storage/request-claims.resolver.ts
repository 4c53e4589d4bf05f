import type { FastifyRequest } from 'fastify';
import type { JwtVerifier } from '../jwt-keys.ts';
import { storageErrors } from './storage-error.ts';

/** The JWT claims a request acts with; `role` is one of the three API roles. */
export interface RequestClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub: string | null;
  raw: Record<string, unknown>;
}

const apiRoles = new Set(['anon', 'authenticated', 'service_role']);

/** Verifies the bearer token (or, without one, the apikey) as Supabase's storage does. */
export async function resolveRequestClaims(
  request: FastifyRequest,
  keys: JwtVerifier,
): Promise<RequestClaims> {
  const authorization = request.headers.authorization ?? '';
  const bearer = /^bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim();
  const apikey = request.headers.apikey;
  const token = bearer ?? (typeof apikey === 'string' ? apikey : undefined);
  if (!token) throw storageErrors.accessDenied('No authorization token provided');
  let payload: Record<string, unknown>;
  try {
    payload = await keys.verify(token);
  } catch (error) {
    throw storageErrors.accessDenied(error instanceof Error ? error.message : 'invalid JWT');
  }
  const role = payload.role;
  if (typeof role !== 'string' || !apiRoles.has(role))
    throw storageErrors.accessDenied('JWT role is not allowed');
  return {
    role: role as RequestClaims['role'],
    sub: typeof payload.sub === 'string' ? payload.sub : null,
    raw: payload,
  };
}
