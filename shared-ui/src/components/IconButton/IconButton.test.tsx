import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Share2 } from '../../icons/icons';
import { renderWithTheme } from '../../testing/render-with-theme';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and clickable', async () => {
    const onClick = jest.fn();
    const { container } = renderWithTheme(
      <IconButton label="Share" icon={<Share2 />} onClick={onClick} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('can be operated with the keyboard', async () => {
    const onClick = jest.fn();
    renderWithTheme(<IconButton label="Share" icon={<Share2 />} onClick={onClick} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
