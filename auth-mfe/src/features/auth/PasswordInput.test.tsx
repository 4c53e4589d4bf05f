import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { PasswordInput } from './PasswordInput';

function renderField(error?: string) {
  return renderWithProviders(
    <PasswordInput
      label="Password"
      autoComplete="current-password"
      defaultValue="typed-secret"
      error={error}
    />,
  );
}

describe('PasswordInput', () => {
  it('hides the password until Show is pressed, and hides it again with Hide', async () => {
    const { container } = renderField();
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    expect(await axe(container)).toHaveNoViolations();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('typed-secret');
    expect(field).toHaveAttribute('autocomplete', 'current-password');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('is the only control the label names, and the button says which field it controls', () => {
    renderField();
    expect(screen.getAllByLabelText(/password/i)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-controls',
      screen.getByLabelText('Password').id,
    );
  });

  it('works from the keyboard without submitting a form', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <PasswordInput label="Password" autoComplete="new-password" />
      </form>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows an error under the field and marks the field invalid', () => {
    renderField('Password should be at least 8 characters.');
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Password should be at least 8 characters.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password should be at least 8 characters.',
    );
  });
});
