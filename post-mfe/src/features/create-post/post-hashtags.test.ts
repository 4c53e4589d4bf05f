import { MAX_POST_HASHTAGS, extractHashtags, mergeHashtags } from './post-hashtags';

describe('extractHashtags', () => {
  it.each<[string | null | undefined, string[]]>([
    ['', []],
    [null, []],
    [undefined, []],
    ['no tags here', []],
    ['#Coffee', ['coffee']],
    ['Loving #Coffee and #TEA', ['coffee', 'tea']],
    ['#tea #Tea #TEA', ['tea']],
    ['#b then #a then #b', ['b', 'a']],
    ['#snake_case_2024!', ['snake_case_2024']],
    ['#123', ['123']],
    ['#café au lait', ['café']],
    ['# lonely hash', []],
    ['##double', ['double']],
    ['end.#tag', ['tag']],
    ['(#paren), #comma, #dot.', ['paren', 'comma', 'dot']],
    ['see https://example.com/page#section', []],
    ['a#b', []],
  ])('%p → %p', (text, expected) => {
    expect(extractHashtags(text)).toEqual(expected);
  });
});

describe('mergeHashtags', () => {
  it.each<[string[], string | null, string | null, string[]]>([
    [[], null, null, []],
    [['manual'], null, null, ['manual']],
    [[], '#Title tag', 'with #desc', ['title', 'desc']],
    [['shared', 'own'], 'A #shared title', 'and #Own #extra', ['shared', 'own', 'extra']],
    [['Upper'], '#upper', '', ['upper']],
  ])('manual %p, title %p, description %p → %p', (manual, title, description, expected) => {
    expect(mergeHashtags(manual, title, description)).toEqual(expected);
  });
});

describe('hashtag limit', () => {
  it('is 10 per post', () => {
    expect(MAX_POST_HASHTAGS).toBe(10);
  });
});
