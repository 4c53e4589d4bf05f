import { readFileSync } from 'node:fs';
import path from 'node:path';
import { darkColors, lightColors, theme, type ColorName } from '@likegripe/shared-ui';

// index.html paints a plain-HTML header before any script runs; it must look like the real one.
const indexHtml = readFileSync(path.join(__dirname, '../../../tooling/page/index.html'), 'utf8');
const bootCss = /<style>([\s\S]*?)<\/style>/.exec(indexHtml)?.[1] ?? '';

it.each([
  ['page background', `background: ${theme.colors.background}`],
  ['text colour', `color: ${theme.colors.text}`],
  ['font', `font-family: ${theme.fonts.body}`],
  ['header surface', `background: ${theme.colors.surface}`],
  ['header border', `border-bottom: ${theme.sizes.borderWidth} solid ${theme.colors.border}`],
  ['header width', `max-width: ${theme.breakpoints.xl}`],
  ['like colour', `background: ${theme.colors.like}`],
  ['gripe colour', `background: ${theme.colors.gripe}`],
  ['muted "and"', `color: ${theme.colors.textMuted}`],
  ['phone breakpoint', `@media (max-width: ${theme.breakpoints.sm})`],
])('the boot header uses the theme’s %s', (_name, declaration) => {
  expect(bootCss).toContain(declaration);
});

const bootColours: ColorName[] = [
  'background',
  'text',
  'surface',
  'border',
  'like',
  'gripe',
  'textMuted',
  'textInverse',
  'primary',
  'onPrimary',
];
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const rule = (selector: string) => {
  const start = bootCss.indexOf(`${selector} {`);
  return start < 0 ? '' : bootCss.slice(start, bootCss.indexOf('}', start));
};

it.each(bootColours)('the boot header’s %s is the light theme’s, and the dark theme’s', (name) => {
  const variable = `--lg-color-${kebab(name)}`;
  expect(rule(':root')).toContain(`${variable}: ${lightColors[name]};`);
  expect(bootCss).toContain(
    "@media (prefers-color-scheme: dark) { :root:not([data-theme='light']) {",
  );
  expect(rule(":root:not([data-theme='light'])")).toContain(`${variable}: ${darkColors[name]};`);
  expect(rule(":root[data-theme='dark']")).toContain(`${variable}: ${darkColors[name]};`);
});

it('applies a remembered theme before the first paint', () => {
  // Inline (the CSP allows it by its hash), so the first paint waits for no request, and at the
  // top of the body: it runs before any of the page is parsed, after the head's preloads.
  expect(indexHtml).toMatch(
    /<body>\s*(<!--[^]*?-->\s*)?<script><%= themeBoot %><\/script>\s*<div id="root">/,
  );
});

it('starts the scripts from the end of the body, once the page above it can paint', () => {
  expect(indexHtml).toMatch(
    /<\/template>\s*<\/div>\s*(<!--[^]*?-->\s*)?<script><%= startAfterPaint %><\/script>\s*<\/body>/,
  );
});

it('draws a thumb in each badge, so even a phone without the wordmark paints content', () => {
  const badge = (kind: string) =>
    new RegExp(
      `<span class="boot-badge boot-badge-${kind}"><svg viewBox="0 0 24 24">(<path d="[^"]+"/>){2}</svg></span>`,
    );
  expect(indexHtml).toMatch(badge('like'));
  expect(indexHtml).toMatch(badge('gripe'));
});

it('shrinks the badges to 24 px on the narrowest phones, as the header does', () => {
  expect(bootCss).toContain(
    '@media (max-width: 360px) { .boot-badge { width: 24px; height: 24px; } .boot-badge-gripe { margin-left: -5.28px; } }',
  );
});

it('keeps the boot header inside #root, so React replaces it', () => {
  expect(indexHtml).toMatch(/<div id="root">\s*<header class="boot-header">/);
});

it('offers a visitor the theme switch, Sign In and Sign Up, named as the live header names them', () => {
  const header = /<header class="boot-header">([\s\S]*?)<\/header>/.exec(indexHtml)?.[1] ?? '';
  expect(header).toContain('<a class="boot-logo" href="/" aria-label="Like and Gripe home">');
  expect(header).toMatch(/<button class="boot-theme" type="button" aria-label="Dark theme"/);
  expect(header).toMatch(/<nav class="boot-account" aria-label="Account">/);
  expect(header).toMatch(/<a class="boot-link" href="\/auth" data-boot-auth="signin">Sign In<\/a>/);
  expect(header).toMatch(
    /<a class="boot-link boot-link-primary" href="\/auth\?tab=signup" data-boot-auth="signup">Sign Up<\/a>/,
  );
});

it('sizes the boot header’s links and switch as the live header’s', () => {
  const { sizes, radii, fontSizes, space } = theme;
  expect(rule('.boot-link')).toContain(`height: ${sizes.controlMd}`);
  expect(rule('.boot-link')).toContain(`padding: 0 ${space.lg}`);
  expect(rule('.boot-link')).toContain(`border-radius: ${radii.pill}`);
  expect(rule('.boot-link')).toContain(`font-size: ${fontSizes.sm}`);
  expect(rule('.boot-theme')).toContain(`width: ${sizes.controlMd}; height: ${sizes.controlMd}`);
  expect(rule('.boot-theme svg')).toContain(`width: ${sizes.iconMd}; height: ${sizes.iconMd}`);
});

it('frames a pre-rendered first screen as AppLayout frames the routed screen', () => {
  const { space, breakpoints } = theme;
  const bootMain = /\.boot-main \{([^}]*)\}/.exec(bootCss)?.[1] ?? '';
  expect(bootMain).toContain(`max-width: ${breakpoints.xl}`);
  expect(bootMain).toContain('margin: 0 auto');
  expect(bootMain).toContain(`padding: ${space.xl} ${space.lg} ${space.xxxl}`);
});

it('leaves the place for the first screen inside #root, so React replaces it too', () => {
  expect(indexHtml).toMatch(
    /<div id="root">[\s\S]*<template id="first-screen"><\/template>\s*<\/div>\s*<!--/,
  );
});

describe('the boot script', () => {
  const bootScript = readFileSync(
    path.join(__dirname, '../../../tooling/page/theme-boot.js'),
    'utf8',
  );
  const runBootScript = () => {
    // jsdom has no matchMedia; the script asks it for the system's theme.
    window.matchMedia = () =>
      ({ matches: false, addEventListener: () => undefined }) as unknown as MediaQueryList;
    new Function(bootScript)();
  };

  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-boot-member');
  });

  it('marks the page of a browser that holds a session, whose header then hides Sign In and Sign Up', () => {
    window.localStorage.setItem('sb-127-auth-token', '{"access_token":"a","refresh_token":"r"}');
    runBootScript();
    expect(document.documentElement).toHaveAttribute('data-boot-member');
    expect(bootCss).toContain(':root[data-boot-member] .boot-account { visibility: hidden; }');
  });

  it('leaves a visitor’s page unmarked', () => {
    window.localStorage.setItem('lg-theme', 'dark');
    runBootScript();
    expect(document.documentElement).not.toHaveAttribute('data-boot-member');
  });
});
