// PostgREST's query string applied to rows in memory: the filters, `order`, `offset`/`limit` and the
// column list that supabase-js's builder writes (`category=eq.books&order=created_at.desc&offset=12`).
// An operator it does not know fails the request, so a test never passes on a filter it ignored.

export type Row = Record<string, unknown>;

/** Query parameters that are not a column filter. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

/** PostgREST's `{a,b}` array literal and `(a,b)` list, as strings. */
function listOf(literal: string): string[] {
  const inner = literal.slice(1, -1);
  return inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"(.*)"$/, '$1'));
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function likeToRegExp(pattern: string, flags: string) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/[*%]/g, '.*');
  return new RegExp(`^${escaped}$`, flags);
}

function compare(a: unknown, b: string): number {
  const number = Number(b);
  if (typeof a === 'number' && !Number.isNaN(number)) return a - number;
  return asText(a).localeCompare(b);
}

function matches(value: unknown, operator: string, operand: string): boolean {
  switch (operator) {
    case 'eq':
      return value !== null && value !== undefined && asText(value) === operand;
    case 'neq':
      return value !== null && value !== undefined && asText(value) !== operand;
    case 'gt':
      return compare(value, operand) > 0;
    case 'gte':
      return compare(value, operand) >= 0;
    case 'lt':
      return compare(value, operand) < 0;
    case 'lte':
      return compare(value, operand) <= 0;
    case 'is':
      return operand === 'null' ? value === null || value === undefined : asText(value) === operand;
    case 'in':
      return listOf(operand).includes(asText(value));
    case 'like':
      return likeToRegExp(operand, '').test(asText(value));
    case 'ilike':
      return likeToRegExp(operand, 'i').test(asText(value));
    case 'ov':
      return Array.isArray(value) && listOf(operand).some((item) => value.includes(item));
    case 'cs':
      return Array.isArray(value) && listOf(operand).every((item) => value.includes(item));
    default:
      throw new Error(`The fake PostgREST does not know the operator "${operator}"`);
  }
}

/** Whether a row passes one `column=op.value` (or `column=not.op.value`) filter. */
function passes(row: Row, column: string, filter: string): boolean {
  const negated = filter.startsWith('not.');
  const [operator = '', ...rest] = (negated ? filter.slice(4) : filter).split('.');
  const result = matches(row[column], operator, rest.join('.'));
  return negated ? !result : result;
}

export function filterRows(rows: Row[], params: URLSearchParams): Row[] {
  const filters = [...params].filter(([key]) => !RESERVED.has(key));
  return rows.filter((row) => filters.every(([column, filter]) => passes(row, column, filter)));
}

/** `order=like_count.desc,created_at.desc.nullslast`, applied as PostgreSQL would. */
export function orderRows(rows: Row[], order: string | null): Row[] {
  if (!order) return rows;
  const keys = order.split(',').map((term) => {
    const [column = '', direction = 'asc'] = term.split('.');
    return { column, descending: direction === 'desc' };
  });
  return [...rows].sort((a, b) => {
    for (const { column, descending } of keys) {
      const [x, y] = [a[column], b[column]];
      if (x === y) continue;
      const sign = descending ? -1 : 1;
      if (x === null || x === undefined) return sign;
      if (y === null || y === undefined) return -sign;
      return (
        (typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1) *
        sign
      );
    }
    return 0;
  });
}

/** The top-level items of a column list: `id, posts(title, description)` → two items. */
function selectItems(select: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of select) {
    if (char === ',' && depth === 0) {
      items.push(current.trim());
      current = '';
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    current += char;
  }
  if (current.trim()) items.push(current.trim());
  return items;
}

/**
 * Keeps the columns the request names (`alias:column` under its alias, `column::type` as the
 * column). An embedded resource (`posts(title)`, `moderators(user_id)`) is taken from the row as
 * the test wrote it.
 */
export function selectColumns(rows: Row[], select: string | null): Row[] {
  const items = selectItems(select ?? '*');
  if (items.every((item) => item === '*')) return rows;
  return rows.map((row) => {
    const picked: Row = items.includes('*') ? { ...row } : {};
    for (const item of items.filter((each) => each !== '*')) {
      const name = item.replace(/\(.*\)$/s, '').replace(/::\w+$/, '');
      const [key = name, source = key] = name.split(':');
      picked[key] = row[key] ?? row[source.split('!')[0] ?? source] ?? null;
    }
    return picked;
  });
}

/** The slice `offset`/`limit` ask for, and where it starts. */
export function pageOf(rows: Row[], params: URLSearchParams): { page: Row[]; start: number } {
  const start = Number(params.get('offset') ?? 0);
  const limit = params.get('limit');
  const end = limit === null ? rows.length : start + Number(limit);
  return { page: rows.slice(start, end), start };
}
