import {
  MENTION_MIN_CHARS,
  MENTION_SUGGESTIONS,
  type MentionSegment,
  getMentionQuery,
  insertMention,
  mentionedUsernames,
  parseMentions,
} from './mentions';

const text = (value: string): MentionSegment => ({ type: 'text', text: value });
const mention = (username: string): MentionSegment => ({ type: 'mention', username });

describe('parseMentions', () => {
  it.each<[string, MentionSegment[]]>([
    ['', []],
    ['plain text', [text('plain text')]],
    ['@alice', [mention('alice')]],
    ['hi @alice!', [text('hi '), mention('alice'), text('!')]],
    ['@a and @b_2', [mention('a'), text(' and '), mention('b_2')]],
    ['@alice@bob', [mention('alice'), text('@bob')]],
    ['(@alice), @bob.', [text('('), mention('alice'), text('), '), mention('bob'), text('.')]],
    ['mail bob@example.com', [text('mail bob@example.com')]],
    ['@ alone', [text('@ alone')]],
    ['trailing @', [text('trailing @')]],
    ['line\n@next', [text('line\n'), mention('next')]],
  ])('%p', (input, expected) => {
    expect(parseMentions(input)).toEqual(expected);
  });
});

describe('mentionedUsernames', () => {
  it.each([
    ['', []],
    ['no one', []],
    ['@alice and @bob', ['alice', 'bob']],
    ['@bob @alice @bob', ['bob', 'alice']],
    ['write to x@y.z', []],
  ])('%p → %p', (input, expected) => {
    expect(mentionedUsernames(input)).toEqual(expected);
  });
});

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
