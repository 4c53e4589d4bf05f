import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Collapsible } from './Collapsible';

describe('Collapsible', () => {
  it('starts collapsed and expands from its header', async () => {
    const onOpenChange = jest.fn();
    const { container } = renderWithTheme(
      <Collapsible title="Likes" count={3} onOpenChange={onOpenChange}>
        <p>No likes yet. Be the first!</p>
      </Collapsible>,
    );
    const header = screen.getByRole('button', { name: 'Likes 3' });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No likes yet. Be the first!')).not.toBeInTheDocument();
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No likes yet. Be the first!')).toBeVisible();
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('toggles with the keyboard', async () => {
    renderWithTheme(
      <Collapsible title="Gripes" defaultOpen>
        <p>Body</p>
      </Collapsible>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Gripes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
