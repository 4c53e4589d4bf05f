import { darkColors, lightTheme as theme } from './tokens';
import { cssVariablesText, themeModesCss, toCssVariables } from './css-variables';

describe('toCssVariables', () => {
  it.each([
    ['--lg-color-like', '#0f7a4b'],
    ['--lg-color-gripe', '#b93a25'],
    ['--lg-color-primary', '#5b3cc4'],
    ['--lg-color-like-soft', '#e3f6ec'],
    ['--lg-space-lg', '16px'],
    ['--lg-radius-pill', '999px'],
    ['--lg-font-size-xl', '22px'],
    ['--lg-z-toast', '1300'],
    ['--lg-duration-fast', '120ms'],
  ])('emits %s = %s', (name, value) => {
    expect(toCssVariables(theme)[name]).toBe(value);
  });

  it('emits one variable per token', () => {
    const tokenCount = Object.values(theme).reduce(
      (sum, group) => sum + Object.keys(group).length,
      0,
    );
    expect(Object.keys(toCssVariables(theme))).toHaveLength(tokenCount);
  });

  it('writes declarations', () => {
    expect(cssVariablesText(theme)).toContain('--lg-color-like: #0f7a4b;');
  });
});

describe('themeModesCss', () => {
  const css = themeModesCss();
  const block = (selector: string) => css.slice(css.indexOf(selector)).split('}')[0] ?? '';

  it('is light on :root', () => {
    expect(block(':root {')).toContain('--lg-color-surface: #ffffff;');
    expect(block(':root {')).toContain('color-scheme: light;');
  });

  it('follows a system that prefers dark unless the member chose light', () => {
    expect(css).toContain("@media (prefers-color-scheme: dark) {\n:root:not([data-theme='light'])");
    expect(block(":root:not([data-theme='light'])")).toContain(
      `--lg-color-surface: ${darkColors.surface};`,
    );
  });

  it('is dark when the member chose dark', () => {
    const chosen = block(":root[data-theme='dark']");
    expect(chosen).toContain(`--lg-color-text: ${darkColors.text};`);
    expect(chosen).toContain('color-scheme: dark;');
  });
});
