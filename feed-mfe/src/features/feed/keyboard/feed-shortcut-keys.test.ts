import { feedShortcutFor, type ShortcutKeyPress } from './feed-shortcut-keys';

function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  const found = document.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

const onPage = () => element('<main><article data-post-id="p1">Post</article></main>', 'article');

function press(key: string, overrides: Partial<ShortcutKeyPress> = {}): ShortcutKeyPress {
  return {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    target: onPage(),
    ...overrides,
  };
}

describe('feedShortcutFor', () => {
  it.each([
    ['j', 'next'],
    ['k', 'previous'],
    ['o', 'open'],
    ['Enter', 'open'],
    ['l', 'like'],
    ['?', 'help'],
    ['/', 'search'],
  ])('reads %s as %s on the page', (key, shortcut) => {
    expect(feedShortcutFor(press(key))).toBe(shortcut);
  });

  it.each(['a', 'J', 'Escape', ' ', 'toString', 'constructor'])('ignores %p', (key) => {
    expect(feedShortcutFor(press(key))).toBeNull();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Alt', { altKey: true }],
    ['a key something else already handled', { defaultPrevented: true }],
  ])('leaves j alone with %s', (_name, modifier) => {
    expect(feedShortcutFor(press('j', modifier))).toBeNull();
  });

  it.each([
    ['a text input', '<input type="text" />', 'input'],
    ['the search box', '<input type="search" />', 'input'],
    ['a textarea', '<textarea></textarea>', 'textarea'],
    ['a select', '<select><option>a</option></select>', 'select'],
    ['contenteditable', '<div contenteditable="true"><b>bold</b></div>', 'b'],
    ['an open menu', '<div role="menu"><button role="menuitem">Report</button></div>', 'button'],
    ['a dialog', '<div role="dialog"><button>Close</button></div>', 'button'],
  ])('never fires while typing in or using %s', (_name, html, selector) => {
    for (const key of ['j', 'k', 'o', 'l', '?', '/', 'Enter']) {
      expect(feedShortcutFor(press(key, { target: element(html, selector) }))).toBeNull();
    }
  });

  it('fires on a button of a card and on contenteditable="false"', () => {
    const button = element('<article><button>Share post</button></article>', 'button');
    expect(feedShortcutFor(press('j', { target: button }))).toBe('next');
    const inert = element('<div contenteditable="false">text</div>', 'div');
    expect(feedShortcutFor(press('k', { target: inert }))).toBe('previous');
  });

  it('takes Shift, which ? needs on most keyboards', () => {
    expect(feedShortcutFor({ ...press('?'), ...{ shiftKey: true } })).toBe('help');
  });
});
