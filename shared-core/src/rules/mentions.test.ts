import { type MentionSegment, parseMentions } from './mentions';

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
