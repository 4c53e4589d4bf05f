import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Menu } from './Menu';

function renderMenu() {
  const onReport = jest.fn();
  const onDelete = jest.fn();
  const view = renderWithTheme(
    <Menu
      label="Post actions"
      items={[
        { id: 'report', label: 'Report post', onSelect: onReport },
        { id: 'delete', label: 'Delete post', tone: 'danger', onSelect: onDelete },
      ]}
    />,
  );
  return {
    ...view,
    onReport,
    onDelete,
    trigger: screen.getByRole('button', { name: 'Post actions' }),
  };
}

describe('Menu', () => {
  it('opens a menu of items and focuses the first', async () => {
    const { container, trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    expect(screen.getByRole('menu', { name: 'Post actions' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Report post',
      'Delete post',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Report post' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves with the arrow keys and selects with Enter', async () => {
    const { trigger, onDelete, onReport } = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Report post' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete post' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Report post' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onReport).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { trigger } = renderMenu();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('selects with a click', async () => {
    const { trigger, onReport } = renderMenu();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report post' }));
    expect(onReport).toHaveBeenCalledTimes(1);
  });
});
