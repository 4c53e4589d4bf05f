import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Chip } from './Chip';

describe('Chip', () => {
  it('shows its label without a remove button by default', () => {
    renderWithTheme(<Chip label="#coffee" />);
    expect(screen.getByText('#coffee')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('can be removed with its labelled button', async () => {
    const onRemove = jest.fn();
    const { container } = renderWithTheme(<Chip label="#coffee" onRemove={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove #coffee' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });
});
