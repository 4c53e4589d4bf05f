import type { FastifyRequest } from 'fastify';
import { errors } from '../../auth-error.ts';

/** GoTrue's default page size for the admin user list. */
const DEFAULT_PER_PAGE = 50;

export interface PageRequest {
  /** As asked (GoTrue puts these in the Link header). */
  page: number;
  perPage: number;
}

function parseUint(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value))
    throw errors.validation(
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: invalid syntax`,
    );
  return Number(value);
}

/** GoTrue's paginate: `page` (from 1) and `per_page` (50) from the query; not a number is 400. */
export function pageRequest(query: URLSearchParams): PageRequest {
  return {
    page: parseUint(query.get('page') ?? undefined, 1),
    perPage: parseUint(query.get('per_page') ?? undefined, DEFAULT_PER_PAGE),
  };
}

/** The query of the request as Go's url.Values.Encode writes it: keys sorted, values in order. */
function encodeSorted(query: URLSearchParams): string {
  const entries = [...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/**
 * GoTrue's addPaginationHeaders: `Link` with rel="next" (when there is a next page) and rel="last",
 * on the request's own path and query, and `X-Total-Count`. supabase-js reads `nextPage`, `lastPage`
 * and `total` from them. The path is the one GoTrue sees behind the API gateway (no /auth/v1).
 */
export function paginationHeaders(
  request: FastifyRequest,
  asked: PageRequest,
  total: number,
): Record<string, string> {
  const url = new URL(request.url, 'http://gotrue.invalid');
  const path = url.pathname.replace(/^\/auth\/v1/, '');
  const perPage = asked.perPage || 1;
  const lastPage = Math.ceil(total / perPage);
  const query = new URLSearchParams(url.search);
  const link = (page: number) => {
    query.set('page', String(page));
    return `<${path}?${encodeSorted(query)}>`;
  };
  const parts: string[] = [];
  if (lastPage > asked.page) parts.push(`${link(asked.page + 1)}; rel="next"`);
  parts.push(`${link(lastPage)}; rel="last"`);
  return { link: parts.join(', '), 'x-total-count': String(total) };
}
