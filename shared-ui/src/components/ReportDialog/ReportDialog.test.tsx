import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ReportDialog } from './ReportDialog';
import { SAMPLE_REASONS, sampleDetailsRequired, sampleValidate } from './report-dialog.fixtures';

function renderDialog(onSubmit = jest.fn().mockResolvedValue(undefined)) {
  const onOpenChange = jest.fn();
  renderWithTheme(
    <ReportDialog
      reasons={SAMPLE_REASONS}
      validate={sampleValidate}
      detailsRequired={sampleDetailsRequired}
      open
      title="Report post"
      onOpenChange={onOpenChange}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, onOpenChange };
}

describe('ReportDialog', () => {
  it('offers the given reasons with their labels and has no accessibility violations', async () => {
    renderDialog();
    const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(names).toEqual([
      'spam',
      'harassment',
      'inappropriate',
      'misinformation',
      'copyright',
      'other',
    ]);
    for (const label of [
      'Spam or fake content',
      'Harassment or bullying',
      'Inappropriate content',
      'False or misleading information',
      'Copyright violation',
      'Other, please specify',
    ])
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('shows the rule’s problem and does not send', async () => {
    const { onSubmit } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Reason required');
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a reason for your report.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('labels details required when the rule says so and sends them trimmed, then closes', async () => {
    const { onSubmit, onOpenChange } = renderDialog();
    expect(screen.getByRole('textbox', { name: 'Details (optional)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Other, please specify' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Details required');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Details (required)' }), '  copied  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'other', details: 'copied' });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.getByRole('radio', { name: 'Other, please specify' })).not.toBeChecked();
  });

  it('stays open and keeps the choice when sending fails', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const { onOpenChange } = renderDialog(onSubmit);
    await userEvent.click(screen.getByRole('radio', { name: 'Spam or fake content' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    fail(new Error('offline'));
    await screen.findByRole('button', { name: 'Submit Report' });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Spam or fake content' })).toBeChecked();
  });
});
