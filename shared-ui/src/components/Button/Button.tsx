import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useOnAfterFirstPaint } from '../../hooks/after-first-paint.hook';
import { StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'like' | 'gripe';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual style. `like` and `gripe` are the reaction buttons; use `aria-pressed` for their state. */
  variant?: ButtonVariant;
  /** Height and padding: sm 32px, md 40px, lg 48px. */
  size?: ButtonSize;
  /** Shows a spinner in place of the icon and blocks clicks. Pass the busy text as children, e.g. 'Signing In...'. */
  loading?: boolean;
  /** An icon shown before the text. */
  leadingIcon?: ReactNode;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The action button of Like and Gripe. Defaults to `type="button"` so it never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  leadingIcon,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const turning = useOnAfterFirstPaint(loading);
  return (
    <StyledButton
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-turning={turning || undefined}
      {...rest}
    >
      {loading ? null : leadingIcon}
      {children}
    </StyledButton>
  );
}
