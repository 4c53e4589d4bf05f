import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Skeleton } from './Skeleton';

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
});
