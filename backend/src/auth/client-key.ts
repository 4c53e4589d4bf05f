import type { FastifyRequest } from 'fastify';

/**
 * The client a per-IP limit counts: the first value of GoTrue's GOTRUE_RATE_LIMIT_HEADER (e.g.
 * X-Forwarded-For, which only a trusted proxy in front may set) when that setting names one and the
 * request carries it, else the peer address. Off by default, since any client can send the header.
 */
export function clientKey(request: FastifyRequest, header: string): string {
  if (!header) return request.ip;
  const value = request.headers[header.toLowerCase()];
  const first = (Array.isArray(value) ? value.join(',') : (value ?? '')).split(',')[0]?.trim();
  return first || request.ip;
}
