import type { AnchorHTMLAttributes, ElementType, ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from './Button';
import { StyledButtonLink } from './Button.styles';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Visual style, the same as Button's. */
  variant?: ButtonVariant;
  /** Height and padding, the same as Button's. */
  size?: ButtonSize;
  /** An icon shown before the text. */
  leadingIcon?: ReactNode;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /**
   * The element or component to render, e.g. a router's `Link`; shared-ui stays router-agnostic.
   * Defaults to a plain `a`.
   */
  as?: ElementType;
  /** Destination for router links that take `to` instead of `href`. */
  to?: string;
}

/** A link that looks like a Button (e.g. Sign In, Back to Home). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  leadingIcon,
  fullWidth = false,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledButtonLink data-variant={variant} data-size={size} data-full-width={fullWidth} {...rest}>
      {leadingIcon}
      {children}
    </StyledButtonLink>
  );
}
