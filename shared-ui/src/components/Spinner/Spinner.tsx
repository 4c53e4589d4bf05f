import { VisuallyHidden } from '../VisuallyHidden';
import { SpinnerCircle, SpinnerRoot } from './Spinner.styles';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Diameter: sm 16px, md 22px, lg 40px. */
  size?: SpinnerSize;
  /** What is loading, announced to screen readers. Pass `null` when the text is shown nearby. */
  label?: string | null;
}

/** An indeterminate loading indicator. */
export function Spinner({ size = 'md', label = 'Loading' }: SpinnerProps) {
  if (label === null) {
    return <SpinnerCircle data-size={size} aria-hidden="true" />;
  }
  return (
    <SpinnerRoot role="status">
      <SpinnerCircle data-size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </SpinnerRoot>
  );
}
