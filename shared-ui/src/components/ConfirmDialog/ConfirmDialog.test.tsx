import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ConfirmDialog } from './ConfirmDialog';

const props = {
  open: true,
  title: 'Delete comment?',
  message: 'This cannot be undone.',
  confirmLabel: 'Delete',
  busyLabel: 'Deleting...',
};

describe('ConfirmDialog', () => {
  it('focuses Cancel first and confirms on the confirm button', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(<ConfirmDialog {...props} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'Delete comment?' })).toHaveAccessibleDescription(
      'This cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('cancels with Cancel and with Escape', async () => {
    const onCancel = jest.fn();
    renderWithTheme(<ConfirmDialog {...props} onConfirm={jest.fn()} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows the busy label and blocks every way out while busy', async () => {
    const onCancel = jest.fn();
    renderWithTheme(<ConfirmDialog {...props} busy onConfirm={jest.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
