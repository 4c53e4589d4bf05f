import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

describe('Button', () => {
  it('calls onClick when clicked and does not submit forms by default', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Add Like</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Like' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is busy and disabled while loading', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Signing In...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing In...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows its ring in place of the icon at once and turns it from the frame after', async () => {
    const { rerender } = renderWithTheme(
      <Button leadingIcon={<svg data-testid="icon" />}>Like 3</Button>,
    );
    const button = screen.getByRole('button', { name: 'Like 3' });
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    rerender(
      <Button loading leadingIcon={<svg data-testid="icon" />}>
        Like 3
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('icon')).not.toBeInTheDocument();
    expect(button).not.toHaveAttribute('data-turning');
    await waitFor(() => expect(button).toHaveAttribute('data-turning', 'true'));
    rerender(<Button leadingIcon={<svg data-testid="icon" />}>Like 3</Button>);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('data-turning');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('exposes its variant, size and pressed state', async () => {
    const { container } = renderWithTheme(
      <Button variant="like" size="sm" aria-pressed>
        Like 3
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Like 3', pressed: true });
    expect(button).toHaveAttribute('data-variant', 'like');
    expect(button).toHaveAttribute('data-size', 'sm');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ButtonLink', () => {
  it('renders a link with an href', () => {
    renderWithTheme(<ButtonLink href="/auth">Sign In</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('renders a router link passed through `as`', () => {
    const FakeRouterLink = forwardRef<
      HTMLAnchorElement,
      AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
    >(({ to, children, ...props }, ref) => (
      <a ref={ref} href={`#${to}`} {...props}>
        {children}
      </a>
    ));
    renderWithTheme(
      <ButtonLink as={FakeRouterLink} to="/create">
        Create
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '#/create');
  });
});
