import {
  HASHTAG_DUPLICATE_MESSAGE,
  HASHTAG_EMPTY_MESSAGE,
  addHashtag,
  feedPathForHashtag,
  normalizeHashtagEntry,
  shouldCommitHashtagEntry,
} from './hashtags';

describe('normalizeHashtagEntry', () => {
  it.each([
    ['#React', 'react'],
    ['react', 'react'],
    ['  #Type Script  ', 'typescript'],
    ['##hi', 'hi'],
    ['c++', 'c'],
    ['hello-world!', 'helloworld'],
    ['snake_case', 'snake_case'],
    ['Ärger', 'ärger'],
    ['#', ''],
    ['', ''],
    ['!!!', ''],
    ['   ', ''],
  ])('%p → %p', (raw, expected) => {
    expect(normalizeHashtagEntry(raw)).toBe(expected);
  });
});

describe('addHashtag', () => {
  const nine = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
  const ten = [...nine, 'j'];

  it.each([
    ['adds the normalised tag at the end', ['x'], '#New', 10, { ok: true, list: ['x', 'new'] }],
    ['adds to an empty list', [], 'first', 10, { ok: true, list: ['first'] }],
    [
      'rejects an entry that normalises to nothing',
      [],
      '#!?',
      10,
      { ok: false, error: HASHTAG_EMPTY_MESSAGE },
    ],
    [
      'rejects a duplicate after normalising',
      ['react'],
      '#REACT',
      10,
      { ok: false, error: HASHTAG_DUPLICATE_MESSAGE },
    ],
    ['accepts the tenth tag', nine, 'j', 10, { ok: true, list: ten }],
    ['refuses the eleventh tag', ten, 'k', 10, { ok: false, error: 'Maximum 10 hashtags allowed' }],
    [
      'uses the given limit in the message',
      ['a', 'b', 'c', 'd', 'e'],
      'f',
      5,
      { ok: false, error: 'Maximum 5 hashtags allowed' },
    ],
  ])('%s', (_name, list, raw, max, expected) => {
    expect(addHashtag(list, raw, max)).toEqual(expected);
  });

  it('does not change the list it was given', () => {
    const list = ['a'];
    addHashtag(list, 'b', 10);
    expect(list).toEqual(['a']);
  });
});

describe('shouldCommitHashtagEntry', () => {
  it.each<[string, string | undefined, boolean]>([
    ['react', 'Enter', true],
    ['react', ',', true],
    ['react ', undefined, true],
    ['react,', undefined, true],
    ['react', undefined, false],
    ['react', 'a', false],
    ['re act', undefined, false],
    ['', 'Tab', false],
  ])('value %p with key %p → %p', (value, key, expected) => {
    expect(shouldCommitHashtagEntry(value, key)).toBe(expected);
  });
});

describe('feedPathForHashtag', () => {
  it('links to the feed filtered by the normalised tag', () => {
    expect(feedPathForHashtag('#Coffee')).toBe('/?tags=coffee');
    expect(feedPathForHashtag('café_1')).toBe(`/?tags=${encodeURIComponent('café_1')}`);
  });
});
