// A table or view served from rows in memory, answering what supabase-js sends for `.from(name)`:
// GET with filters, order and paging, HEAD for `{ count: 'exact', head: true }`, POST, PATCH, DELETE.
// The rows array is changed in place by writes, so a test can read it or share it between tables.
import { http, HttpResponse } from 'msw';
import { filterRows, orderRows, pageOf, selectColumns, type Row } from './postgrest-query';
import { restUrl } from './test-backend-url';

export interface PostgrestErrorBody {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

/** An error answered the way PostgREST answers it (supabase-js turns it into `{ error }`). */
export function postgrestError(status: number, error: PostgrestErrorBody) {
  return HttpResponse.json({ code: '', details: null, hint: null, ...error }, { status });
}

/** What `.single()` gets when the filters match no row (or several). */
export const noSingleRow = (count: number) =>
  postgrestError(406, {
    code: 'PGRST116',
    message: 'JSON object requested, multiple (or no) rows returned',
    details: `The result contains ${count} rows`,
  });

const prefers = (request: Request, word: string) =>
  (request.headers.get('prefer') ?? '').split(',').some((part) => part.trim() === word);

/** Rows as JSON: one object for `.single()`, else the array with its Content-Range. */
export function rowsResponse(request: Request, rows: Row[], status = 200, range?: string) {
  if (request.headers.get('accept') === 'application/vnd.pgrst.object+json') {
    return rows.length === 1 ? HttpResponse.json(rows[0], { status }) : noSingleRow(rows.length);
  }
  const headers = range ? { 'Content-Range': range } : undefined;
  return HttpResponse.json(rows, { status, headers });
}

function read(request: Request, rows: Row[]) {
  const params = new URL(request.url).searchParams;
  const matching = orderRows(filterRows(rows, params), params.get('order'));
  const { page, start } = pageOf(matching, params);
  const total = prefers(request, 'count=exact') ? String(matching.length) : '*';
  const range = page.length > 0 ? `${start}-${start + page.length - 1}/${total}` : `*/${total}`;
  if (request.method === 'HEAD')
    return new HttpResponse(null, { headers: { 'Content-Range': range } });
  return rowsResponse(request, selectColumns(page, params.get('select')), 200, range);
}

/** The written rows, if the request asked for them back (`.select()` after a write). */
function written(request: Request, rows: Row[], status: number) {
  const select = new URL(request.url).searchParams.get('select');
  if (!prefers(request, 'return=representation')) return new HttpResponse(null, { status });
  return rowsResponse(request, selectColumns(rows, select), status);
}

async function insert(request: Request, rows: Row[]) {
  const body = (await request.json()) as Row | Row[];
  const inserted = Array.isArray(body) ? body : [body];
  const params = new URL(request.url).searchParams;
  const keys = (params.get('on_conflict') ?? 'id').split(',');
  for (const row of inserted) {
    const same = prefers(request, 'resolution=merge-duplicates')
      ? rows.find((existing) => keys.every((key) => existing[key] === row[key]))
      : undefined;
    if (same) Object.assign(same, row);
    else rows.push(row);
  }
  return written(request, inserted, 201);
}

async function update(request: Request, rows: Row[]) {
  const changes = (await request.json()) as Row;
  const targets = filterRows(rows, new URL(request.url).searchParams);
  for (const row of targets) Object.assign(row, changes);
  return written(request, targets, prefers(request, 'return=representation') ? 200 : 204);
}

function remove(request: Request, rows: Row[]) {
  const targets = filterRows(rows, new URL(request.url).searchParams);
  for (const row of targets) rows.splice(rows.indexOf(row), 1);
  return written(request, targets, prefers(request, 'return=representation') ? 200 : 204);
}

/** Serves `.from(name)` from `rows` (or from what `rows()` returns at each request). */
export function postgrestTable<T extends object>(name: string, rows: T[] | (() => T[])) {
  return http.all(restUrl(name), ({ request }) => {
    const table = (typeof rows === 'function' ? rows() : rows) as unknown as Row[];
    switch (request.method) {
      case 'GET':
      case 'HEAD':
        return read(request, table);
      case 'POST':
        return insert(request, table);
      case 'PATCH':
        return update(request, table);
      case 'DELETE':
        return remove(request, table);
      default:
        return postgrestError(405, { message: `${request.method} is not served` });
    }
  });
}
