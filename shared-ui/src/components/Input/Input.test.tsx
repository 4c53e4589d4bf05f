import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Input } from './Input';

describe('Input', () => {
  it('is labelled and types text', async () => {
    const onChange = jest.fn();
    const { container } = renderWithTheme(
      <Input label="Email" type="email" required onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    await userEvent.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
    expect(onChange).toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows an error and marks itself invalid', async () => {
    const { container } = renderWithTheme(
      <Input label="Username" error="Username is already taken." />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Username is already taken.');
    expect(screen.getByRole('alert')).toHaveTextContent('Username is already taken.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps a hidden label for screen readers', () => {
    renderWithTheme(
      <Input label="Search reviews" hideLabel type="search" placeholder="Search reviews..." />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search reviews' })).toHaveAttribute(
      'placeholder',
      'Search reviews...',
    );
  });

  it('passes password type through', () => {
    renderWithTheme(<Input label="Password" type="password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
