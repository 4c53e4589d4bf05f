import {
  nextExpiry,
  otherReaders,
  readerEntryOf,
  readerLeft,
  readersListed,
  readerSeen,
  withoutExpired,
  type ReaderEntry,
  type ReadersState,
} from './post-readers';

const entry = (id: string, expiresInMs = 1000): ReaderEntry => ({
  reader: { id, username: id, avatarUrl: null },
  expiresInMs,
});

const stateOf = (...readers: Array<[id: string, expiresAt: number]>): ReadersState =>
  new Map(readers.map(([id, expiresAt]) => [id, { reader: entry(id).reader, expiresAt }]));

const summary = (state: ReadersState) => [...state].map(([id, { expiresAt }]) => [id, expiresAt]);

describe('readerEntryOf', () => {
  it.each([
    [
      'a full row',
      { user_id: 'u1', username: 'carol', avatar_url: 'https://a.test/c.png', expires_in_ms: 5 },
      {
        reader: { id: 'u1', username: 'carol', avatarUrl: 'https://a.test/c.png' },
        expiresInMs: 5,
      },
    ],
    [
      'an avatar that is not http(s)',
      { user_id: 'u1', username: 'carol', avatar_url: 'javascript:alert(1)', expires_in_ms: 5 },
      { reader: { id: 'u1', username: 'carol', avatarUrl: null }, expiresInMs: 5 },
    ],
    ['no username', { user_id: 'u1', username: '', expires_in_ms: 5 }, null],
    ['no id', { username: 'carol', expires_in_ms: 5 }, null],
    ['no time', { user_id: 'u1', username: 'carol' }, null],
    ['not an object', 'carol', null],
  ])('reads %s', (_name, row, expected) => {
    expect(readerEntryOf(row)).toEqual(expected);
  });
});

describe('the readers a watcher knows of', () => {
  it('adds a reader, and refreshes one already listed in its place', () => {
    const state = readerSeen(readerSeen(stateOf(['a', 50]), entry('b', 10), 100), entry('a'), 100);
    expect(summary(state)).toEqual([
      ['a', 1100],
      ['b', 110],
    ]);
  });

  it('removes a reader who left, and keeps the same state when they were not listed', () => {
    const state = stateOf(['a', 5], ['b', 5]);
    expect(summary(readerLeft(state, 'a'))).toEqual([['b', 5]]);
    expect(readerLeft(state, 'c')).toBe(state);
  });

  it('takes the list as it is, except for the readers heard from while it was on its way', () => {
    const state = stateOf(['stale', 50], ['came', 900], ['refreshed', 700]);
    const heard = new Set(['came', 'refreshed', 'went']);
    const listed = readersListed(
      state,
      [entry('listed', 300), entry('refreshed', 10), entry('went', 10)],
      heard,
      100,
    );
    expect(summary(listed)).toEqual([
      ['came', 900],
      ['refreshed', 700],
      ['listed', 400],
    ]);
  });

  it('drops the readers whose time is up, and tells when the next one is', () => {
    const state = stateOf(['a', 100], ['b', 300], ['c', 200]);
    expect(nextExpiry(state)).toBe(100);
    expect(summary(withoutExpired(state, 100))).toEqual([
      ['b', 300],
      ['c', 200],
    ]);
    expect(withoutExpired(state, 99)).toBe(state);
    expect(nextExpiry(new Map())).toBeNull();
  });

  it('shows everyone but the viewer', () => {
    const state = stateOf(['me', 5], ['carol', 5]);
    expect(otherReaders(state, 'me').map((reader) => reader.id)).toEqual(['carol']);
    expect(otherReaders(state, null).map((reader) => reader.id)).toEqual(['me', 'carol']);
  });
});
