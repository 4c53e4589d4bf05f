import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Card } from './Card';

describe('Card', () => {
  it('renders its content with the chosen tone', async () => {
    const { container } = renderWithTheme(
      <Card as="article" tone="like" aria-label="Aeropress review">
        Great coffee
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Aeropress review' });
    expect(card).toHaveTextContent('Great coffee');
    expect(card).toHaveAttribute('data-tone', 'like');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('handles clicks when interactive', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Card as="article" interactive onClick={onClick} aria-label="Post">
        Open me
      </Card>,
    );
    await userEvent.click(screen.getByText('Open me'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('article', { name: 'Post' })).toHaveAttribute(
      'data-interactive',
      'true',
    );
  });
});
