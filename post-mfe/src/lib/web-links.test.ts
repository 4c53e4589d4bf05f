import { splitWebLinks, type WebLinkSegment } from './web-links';

const text = (value: string): WebLinkSegment => ({ type: 'text', text: value });
const link = (url: string): WebLinkSegment => ({ type: 'link', url });

describe('splitWebLinks', () => {
  it.each<[string, string, WebLinkSegment[]]>([
    ['plain text', 'No links here.', [text('No links here.')]],
    ['an empty text', '', []],
    [
      'an https URL in a sentence',
      'See https://example.com/a?b=1&c=2#top for more',
      [text('See '), link('https://example.com/a?b=1&c=2#top'), text(' for more')],
    ],
    ['an http URL alone', 'http://example.com', [link('http://example.com')]],
    ['an upper-case scheme', 'HTTPS://EXAMPLE.COM/X', [link('HTTPS://EXAMPLE.COM/X')]],
    [
      'a full stop after the URL',
      'Read https://example.com/review.',
      [text('Read '), link('https://example.com/review'), text('.')],
    ],
    [
      'several closing characters',
      'Really?! (see https://example.com/x)!?',
      [text('Really?! (see '), link('https://example.com/x'), text(')!?')],
    ],
    [
      'a bracket that belongs to the URL',
      'https://en.wikipedia.org/wiki/Bose_(company), nice',
      [link('https://en.wikipedia.org/wiki/Bose_(company)'), text(', nice')],
    ],
    [
      'two URLs on separate lines',
      'https://a.example\nhttps://b.example',
      [link('https://a.example'), text('\n'), link('https://b.example')],
    ],
    [
      'a mention and a URL with @ inside',
      '@alice https://medium.com/@bob/post',
      [text('@alice '), link('https://medium.com/@bob/post')],
    ],
  ])('%s', (_name, input, expected) => {
    expect(splitWebLinks(input)).toEqual(expected);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a scheme without a host', 'https:// and http://'],
    ['a URL glued to a word', 'evilhttps://example.com'],
    ['a protocol-relative address', '//example.com/path'],
    ['a bare domain', 'www.example.com'],
  ])('keeps %s as text', (_name, input) => {
    expect(splitWebLinks(input)).toEqual([text(input)]);
  });

  it('stops a URL at markup, so markup never reaches an href', () => {
    const segments = splitWebLinks('https://example.com/"><img src=x onerror=alert(1)>');
    expect(segments[0]).toEqual(link('https://example.com/'));
    expect(segments.slice(1)).toEqual([text('"><img src=x onerror=alert(1)>')]);
  });

  it('keeps every character of the text, in order', () => {
    const input = 'a https://x.example/1, b (https://y.example/2) c javascript:x d';
    const joined = splitWebLinks(input)
      .map((segment) => (segment.type === 'text' ? segment.text : segment.url))
      .join('');
    expect(joined).toBe(input);
  });
});
