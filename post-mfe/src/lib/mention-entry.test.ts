import {
  MENTION_MIN_CHARS,
  MENTION_SUGGESTIONS,
  getMentionQuery,
  insertMention,
} from './mention-entry';

describe('getMentionQuery', () => {
  it.each([
    ['@', null],
    ['hello @', null],
    ['@a', 'a'],
    ['hello @al', 'al'],
    ['hello @al_9', 'al_9'],
    ['@alice ', null],
    ['@alice,', null],
    ['first @done then @ne', 'ne'],
    ['mail bob@ex', null],
    ['', null],
    ['no mention', null],
  ])('%p → %p', (before, expected) => {
    expect(getMentionQuery(before)).toBe(expected);
  });
});

describe('insertMention', () => {
  it.each([
    ['replaces the partial at the end', 'hi @al', 6, 'alice', { text: 'hi @alice ', cursor: 10 }],
    [
      'keeps the text after the cursor',
      'hi @al rest',
      6,
      'alice',
      { text: 'hi @alice  rest', cursor: 10 },
    ],
    ['works at the start', '@b', 2, 'bob', { text: '@bob ', cursor: 5 }],
    ['leaves text alone without a partial', 'hi al', 5, 'alice', { text: 'hi al', cursor: 5 }],
  ])('%s', (_name, input, cursor, username, expected) => {
    expect(insertMention(input, cursor, username)).toEqual(expected);
  });
});

describe('mention constants', () => {
  it.each([
    ['suggestions shown', MENTION_SUGGESTIONS, 5],
    ['characters before searching', MENTION_MIN_CHARS, 1],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
