import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Skeleton } from './Skeleton';
import { SkeletonShine } from './Skeleton.styles';

describe('Skeleton', () => {
  it('is hidden from assistive technology inside a busy region', async () => {
    const { container } = renderWithTheme(
      <section aria-label="Posts" aria-busy="true">
        <Skeleton variant="circle" width={48} />
        <Skeleton />
      </section>,
    );
    const region = screen.getByRole('region', { name: 'Posts' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves one shine over a group of shapes, none in each shape (fewer animated layers)', () => {
    renderWithTheme(
      <SkeletonShine data-testid="group">
        <Skeleton />
        <Skeleton variant="rect" height={140} />
      </SkeletonShine>,
    );
    // What is tested is the CSS styled-components wrote, so this reads the style tags and classes.
    /* eslint-disable testing-library/no-node-access */
    const css = [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('\n');
    const rulesOf = (element: Element) =>
      [...element.classList]
        .flatMap((name) => css.match(new RegExp(`\\.${name}[^{]*\\{[^}]*\\}`, 'g')) ?? [])
        .join('\n');
    const group = screen.getByTestId('group');
    const shapes = group.querySelectorAll('[data-variant]');
    /* eslint-enable testing-library/no-node-access */
    expect(shapes).toHaveLength(2);
    expect(rulesOf(group)).toMatch(/::after\s*\{[^}]*animation:/);
    for (const shape of shapes) expect(rulesOf(shape)).not.toMatch(/animation/);
  });
});
