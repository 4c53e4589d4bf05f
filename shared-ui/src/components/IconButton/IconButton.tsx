import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledIconButton } from './IconButton.styles';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, e.g. `<Bell />` from shared-ui's icon set. It is hidden from assistive technology. */
  icon: ReactNode;
  /** ghost (default), secondary (bordered) or primary (filled, e.g. the floating create button). */
  variant?: 'ghost' | 'secondary' | 'primary';
  /** sm 32px, md 40px, lg 48px. */
  size?: 'sm' | 'md' | 'lg';
  /** Extra visual content placed over the icon, such as a Badge. */
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A round button that shows only an icon. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  children,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      aria-label={label}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {icon}
      </span>
      {children}
    </StyledIconButton>
  );
}
