import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import {
  SAMPLE_REASONS,
  sampleDetailsRequired,
  sampleValidate,
} from '../ReportDialog/report-dialog.fixtures';
import { ContentMenu, type ContentMenuDelete, type ContentMenuReport } from './ContentMenu';

function reportItem(overrides: Partial<ContentMenuReport> = {}): ContentMenuReport {
  return {
    label: 'Report comment',
    reasons: SAMPLE_REASONS,
    validate: sampleValidate,
    detailsRequired: sampleDetailsRequired,
    onSubmit: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}

function deleteItem(onConfirm: () => Promise<void>): ContentMenuDelete {
  return {
    label: 'Delete reply',
    confirmTitle: 'Delete reply?',
    confirmMessage: 'This reply will be removed. This cannot be undone.',
    confirmLabel: 'Delete',
    busyLabel: 'Deleting...',
    onConfirm,
  };
}

async function choose(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Reply actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
}

/** A promise the test settles itself, to see the confirmation while the deletion runs. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('ContentMenu', () => {
  it('shows the given items in order, with the given texts', async () => {
    const { container } = renderWithTheme(
      <ContentMenu
        label="Reply actions"
        report={reportItem()}
        edit={{ label: 'Edit reply', onSelect: jest.fn() }}
        delete={deleteItem(jest.fn())}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reply actions' }));
    const menu = screen.getByRole('menu', { name: 'Reply actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Report comment', 'Edit reply', 'Delete reply']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leaves out the items it is not given', async () => {
    renderWithTheme(<ContentMenu label="Reply actions" report={reportItem()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reply actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Report comment',
    ]);
  });

  it('opens the report dialog under the item’s name and sends the choice', async () => {
    const report = reportItem();
    renderWithTheme(<ContentMenu label="Reply actions" report={report} />);
    await choose('Report comment');
    const dialog = screen.getByRole('dialog', { name: 'Report comment' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or fake content' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(report.onSubmit).toHaveBeenCalledWith({ reason: 'spam', details: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('calls onUnavailable instead of opening the report dialog when given', async () => {
    const onUnavailable = jest.fn();
    renderWithTheme(<ContentMenu label="Reply actions" report={reportItem({ onUnavailable })} />);
    await choose('Report comment');
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs Edit’s action', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<ContentMenu label="Reply actions" edit={{ label: 'Edit reply', onSelect }} />);
    await choose('Edit reply');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('asks before deleting, is busy while it runs and closes when it is done', async () => {
    const deletion = deferred();
    const onConfirm = jest.fn(() => deletion.promise);
    renderWithTheme(<ContentMenu label="Reply actions" delete={deleteItem(onConfirm)} />);
    await choose('Delete reply');
    const dialog = screen.getByRole('dialog', { name: 'Delete reply?' });
    expect(dialog).toHaveAccessibleDescription(
      'This reply will be removed. This cannot be undone.',
    );
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    deletion.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when deleting fails, and Cancel closes it without deleting', async () => {
    const deletion = deferred();
    const onConfirm = jest.fn(() => deletion.promise);
    renderWithTheme(<ContentMenu label="Reply actions" delete={deleteItem(onConfirm)} />);
    await choose('Delete reply');
    const dialog = screen.getByRole('dialog', { name: 'Delete reply?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    deletion.reject(new Error('offline'));
    expect(await within(dialog).findByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Delete reply?' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
