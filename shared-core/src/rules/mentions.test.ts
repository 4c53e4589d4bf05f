import { type MentionSegment, parseMentions, parseMentionsAndHashtags } from './mentions';

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

describe('parseMentionsAndHashtags', () => {
  it('finds mentions and hashtags in order, between plain parts', () => {
    expect(parseMentionsAndHashtags('Ask @alice about #travel, then #café.')).toEqual([
      { type: 'text', text: 'Ask ' },
      { type: 'mention', username: 'alice' },
      { type: 'text', text: ' about ' },
      { type: 'hashtag', tag: 'travel' },
      { type: 'text', text: ', then ' },
      { type: 'hashtag', tag: 'café' },
      { type: 'text', text: '.' },
    ]);
  });

  it('starts nothing at a sigil right after a word character', () => {
    expect(parseMentionsAndHashtags('mail bob@example.com, see page#top or @bob#2')).toEqual([
      { type: 'text', text: 'mail bob@example.com, see page#top or ' },
      { type: 'mention', username: 'bob' },
      { type: 'text', text: '#2' },
    ]);
  });

  it('leaves text without sigils whole', () => {
    expect(parseMentionsAndHashtags('No tags here')).toEqual([
      { type: 'text', text: 'No tags here' },
    ]);
  });
});
