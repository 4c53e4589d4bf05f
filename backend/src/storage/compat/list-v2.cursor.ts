import { storageErrors } from '../storage-error.ts';

/** Where the next page starts, in storage-api's continuation-token format (base64 `k:value` lines). */
export interface ListCursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const parts: Record<string, keyof ListCursor> = {
  l: 'startAfter',
  o: 'sortOrder',
  c: 'sortColumn',
  a: 'sortColumnAfter',
};

export function encodeCursor(cursor: ListCursor): string {
  const lines = Object.entries(parts)
    .filter(([, field]) => cursor[field])
    .map(([letter, field]) => `${letter}:${cursor[field]}`);
  return Buffer.from(lines.join('\n')).toString('base64');
}

export function decodeCursor(token: string): ListCursor {
  const cursor: ListCursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)/.exec(line);
    const field = match ? parts[match[1] ?? ''] : undefined;
    if (!match || !field) throw storageErrors.invalidParameter('continuation token');
    cursor[field] = match[2] ?? '';
  }
  return cursor;
}
