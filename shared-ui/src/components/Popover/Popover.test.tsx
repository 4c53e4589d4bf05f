import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Popover } from './Popover';

function renderPopover(onOpenChange = jest.fn()) {
  return renderWithTheme(
    <>
      <Popover label="Notifications" trigger={<button>Bell</button>} onOpenChange={onOpenChange}>
        {(close) => (
          <>
            <p>No notifications yet</p>
            <button onClick={close}>Mark all read</button>
          </>
        )}
      </Popover>
      <p>Outside</p>
    </>,
  );
}

describe('Popover', () => {
  it('opens and closes from its trigger', async () => {
    const onOpenChange = jest.fn();
    const { container } = renderPopover(onOpenChange);
    const trigger = screen.getByRole('button', { name: 'Bell' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toHaveTextContent(
      'No notifications yet',
    );
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    renderPopover();
    const trigger = screen.getByRole('button', { name: 'Bell' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('No notifications yet'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on an outside click and through the close callback', async () => {
    renderPopover();
    await userEvent.click(screen.getByRole('button', { name: 'Bell' }));
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bell' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with keepMounted, holds the closed panel hidden and shows that same panel on opening', async () => {
    const { container } = renderWithTheme(
      <Popover label="Notifications" trigger={<button>Bell</button>} keepMounted>
        <p>No notifications yet</p>
      </Popover>,
    );
    const closed = screen.getByRole('dialog', { hidden: true });
    expect(closed).toHaveAttribute('aria-label', 'Notifications');
    expect(closed).not.toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Bell' }));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBe(closed);
    expect(closed).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(closed).not.toBeVisible();
  });
});
