import {
  DESCRIPTION_TOO_LONG_MESSAGE,
  HASHTAG_LETTERS_MESSAGE,
  HASHTAG_TOO_LONG_MESSAGE,
  LINK_INVALID_MESSAGE,
  LINK_SPACES_MESSAGE,
  LINK_TOO_LONG_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
  TITLE_TOO_LONG_MESSAGE,
  descriptionProblem,
  hashtagProblem,
  lengthCounter,
  linkProblem,
  linkToSave,
  textLength,
  titleProblem,
  writtenHashtagProblem,
} from './post-limits';

const EMOJI = '\u{1F600}';

describe('textLength counts as the database does (code points)', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    [EMOJI, 1],
    [`${EMOJI}${EMOJI}x`, 3],
  ])('%p has %p characters', (value, expected) => {
    expect(textLength(value)).toBe(expected);
  });

  it('shows a counter with thousands separators', () => {
    expect(lengthCounter('x'.repeat(1234), 5000)).toBe('1,234/5,000');
  });

  it.each([0, 7, 42, 999, 1000, 5001, 12345, 100000, 1234567])(
    'groups %p as Intl does',
    (count) => {
      const intl = new Intl.NumberFormat('en-US');
      expect(lengthCounter('x'.repeat(count), 200)).toBe(`${intl.format(count)}/200`);
    },
  );
});

describe('titleProblem: 1-200 characters after trimming', () => {
  it.each([
    ['empty', '', TITLE_REQUIRED_MESSAGE],
    ['only spaces', '   \n ', TITLE_REQUIRED_MESSAGE],
    ['one character', 'a', null],
    ['200 characters', 't'.repeat(200), null],
    ['200 characters between spaces', `  ${'t'.repeat(200)}  `, null],
    ['200 emoji', EMOJI.repeat(200), null],
    ['201 characters', 't'.repeat(201), TITLE_TOO_LONG_MESSAGE],
  ])('%s', (_, title, expected) => {
    expect(titleProblem(title)).toBe(expected);
  });
});

describe('descriptionProblem: at most 5,000 characters as saved (trimmed)', () => {
  it.each([
    ['empty', '', null],
    ['5,000 characters', 'd'.repeat(5000), null],
    ['5,000 characters and a trailing newline', `${'d'.repeat(5000)}\n`, null],
    ['5,001 characters', 'd'.repeat(5001), DESCRIPTION_TOO_LONG_MESSAGE],
  ])('%s', (_, description, expected) => {
    expect(descriptionProblem(description)).toBe(expected);
  });
});

describe('hashtagProblem: 1-50 of a-z, 0-9 and underscore', () => {
  it.each([
    ['coffee_2', null],
    ['h'.repeat(50), null],
    ['h'.repeat(51), HASHTAG_TOO_LONG_MESSAGE],
    ['café', HASHTAG_LETTERS_MESSAGE],
    ['日本', HASHTAG_LETTERS_MESSAGE],
  ])('%p', (tag, expected) => {
    expect(hashtagProblem(tag)).toBe(expected);
  });
});

describe('writtenHashtagProblem', () => {
  it('names the first tag written in the text that the database would refuse', () => {
    expect(writtenHashtagProblem(['coffee', 'café'], [])).toBe(
      `Change #café in your title or description. ${HASHTAG_LETTERS_MESSAGE}`,
    );
  });

  it('shortens a long tag in its message', () => {
    expect(writtenHashtagProblem(['x'.repeat(60)], [])).toBe(
      `Change #${'x'.repeat(20)}… in your title or description. ${HASHTAG_TOO_LONG_MESSAGE}`,
    );
  });

  it('passes tags that were added by hand (checked when added) and good ones', () => {
    expect(writtenHashtagProblem(['coffee', 'tea'], ['tea'])).toBeNull();
  });
});

describe('linkProblem: an http(s) url of at most 2,048 characters, as the database reads it', () => {
  const base = 'https://example.com/';
  it.each([
    ['empty', '', null],
    ['https', 'https://example.com/a?b=c#d', null],
    ['upper-case scheme (saved lowered)', 'HTTPS://example.com', null],
    ['surrounded by spaces', '  http://example.com  ', null],
    ['2,048 characters', base + 'a'.repeat(2048 - base.length), null],
    ['2,049 characters', base + 'a'.repeat(2049 - base.length), LINK_TOO_LONG_MESSAGE],
    ['javascript:', 'javascript:alert(1)', LINK_INVALID_MESSAGE],
    ['ftp', 'ftp://example.com', LINK_INVALID_MESSAGE],
    ['no slashes', 'https:example.com', LINK_INVALID_MESSAGE],
    ['no host', 'https://', LINK_INVALID_MESSAGE],
    ['a space inside', 'https://example.com/a b', LINK_SPACES_MESSAGE],
    ['a bare word', 'example', LINK_INVALID_MESSAGE],
  ])('%s', (_, link, expected) => {
    expect(linkProblem(link)).toBe(expected);
  });

  it('saves the link trimmed with a lower-case scheme', () => {
    expect(linkToSave('  HTTPS://Example.com/Path ')).toBe('https://Example.com/Path');
  });
});
