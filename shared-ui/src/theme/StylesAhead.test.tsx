import { axe } from 'jest-axe';
import { renderWithTheme } from '../testing/render-with-theme';
import { StylesAhead } from './StylesAhead';

/** Every rule styled-components has written into the document so far. */
function writtenStyles(): string {
  return Array.from(document.head.getElementsByTagName('style'), (style) => style.textContent).join(
    '\n',
  );
}

describe('StylesAhead', () => {
  it("writes the spinner's styles and shows nothing", async () => {
    expect(writtenStyles()).not.toContain('rotate(360deg)');
    const { container } = renderWithTheme(<StylesAhead />);
    expect(writtenStyles()).toMatch(
      /@keyframes [\w-]+\s*\{\s*to\s*\{\s*transform:\s*rotate\(360deg\)/,
    );
    expect(container).toHaveTextContent('');
    expect(await axe(container)).toHaveNoViolations();
  });
});
