import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'posts', label: 'Posts (2)', content: <p>Post list</p> },
  { id: 'likes', label: 'Likes (0)', content: <p>No likes yet</p> },
  { id: 'gripes', label: 'Gripes (0)', content: <p>No gripes yet</p> },
];

describe('Tabs', () => {
  it('shows the first tab selected with its panel', async () => {
    const { container } = renderWithTheme(<Tabs label="Activity Feed" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Activity Feed' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Posts (2)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Posts (2)' })).toHaveTextContent('Post list');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('selects on click', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Tabs label="Activity Feed" tabs={tabs} onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Gripes (0)' }));
    expect(screen.getByRole('tabpanel', { name: 'Gripes (0)' })).toHaveTextContent('No gripes yet');
    expect(onChange).toHaveBeenCalledWith('gripes');
  });

  it('moves with the arrow keys, wrapping around', async () => {
    renderWithTheme(<Tabs label="Activity Feed" tabs={tabs} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Posts (2)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Likes (0)', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gripes (0)', selected: true })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Posts (2)', selected: true })).toHaveFocus();
  });
});
