/** One `.on('postgres_changes', …)` of a channel, as the client sent it, plus the server's id. */
export interface PostgresBinding {
  params: Record<string, unknown>;
  id: number;
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  schema: string;
  table: string;
  filter: RowFilter | null;
}

export interface RowFilter {
  column: string;
  operator: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
  values: string[];
}

export class InvalidBindingError extends Error {}

const events = new Set(['INSERT', 'UPDATE', 'DELETE', '*']);
const operators = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

/** Realtime uses `:erlang.phash2(params)`; any stable 27-bit integer of the params serves the client. */
function bindingId(params: Record<string, unknown>): number {
  const text = JSON.stringify(params, Object.keys(params).sort());
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 2 ** 27;
}

/** Parses `column=op.value`, with `in.(a,b,c)` for lists, as Supabase Realtime filters do. */
export function parseFilter(text: string): RowFilter {
  const match = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(text);
  const [, column = '', operatorName = '', value = ''] = match ?? [];
  if (!match || !operators.has(operatorName))
    throw new InvalidBindingError(`invalid filter: ${text}`);
  const operator = operatorName as RowFilter['operator'];
  if (operator === 'in') {
    const list = /^\((.*)\)$/s.exec(value)?.[1];
    if (list === undefined) throw new InvalidBindingError(`invalid filter: ${text}`);
    return {
      column,
      operator,
      values: list.split(',').map((item) => item.trim().replace(/^"(.*)"$/s, '$1')),
    };
  }
  return { column, operator, values: [value] };
}

export function parseBinding(params: unknown): PostgresBinding {
  if (!params || typeof params !== 'object')
    throw new InvalidBindingError('postgres_changes entry must be an object');
  const entry = params as Record<string, unknown>;
  const event = typeof entry.event === 'string' ? entry.event.toUpperCase() : '';
  if (!events.has(event)) throw new InvalidBindingError(`invalid event: ${String(entry.event)}`);
  const schema = typeof entry.schema === 'string' && entry.schema ? entry.schema : 'public';
  if (typeof entry.table !== 'string' || !entry.table)
    throw new InvalidBindingError('a table is required');
  const filter =
    typeof entry.filter === 'string' && entry.filter ? parseFilter(entry.filter) : null;
  return {
    params: entry,
    id: bindingId(entry),
    event: event as PostgresBinding['event'],
    schema,
    table: entry.table,
    filter,
  };
}

function compare(value: unknown, operand: string): number {
  const left = Number(value);
  const right = Number(operand);
  if (typeof value === 'number' || (value !== '' && !Number.isNaN(left) && !Number.isNaN(right))) {
    return left === right ? 0 : left < right ? -1 : 1;
  }
  const text = String(value);
  return text === operand ? 0 : text < operand ? -1 : 1;
}

function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

export function rowMatchesFilter(
  row: Record<string, unknown> | null,
  filter: RowFilter | null,
): boolean {
  if (!filter) return true;
  if (!row || !(filter.column in row)) return false;
  const value = row[filter.column];
  if (value === null || value === undefined) return false;
  const operand = filter.values[0] ?? '';
  switch (filter.operator) {
    case 'eq':
      return asText(value) === operand;
    case 'neq':
      return asText(value) !== operand;
    case 'in':
      return filter.values.includes(asText(value));
    case 'lt':
      return compare(value, operand) < 0;
    case 'lte':
      return compare(value, operand) <= 0;
    case 'gt':
      return compare(value, operand) > 0;
    case 'gte':
      return compare(value, operand) >= 0;
  }
}
