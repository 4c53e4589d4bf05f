import type { ReactNode } from 'react';
import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '../Button';
import { ErrorActions, ErrorIcon, ErrorMessage, ErrorRoot, ErrorTitle } from './ErrorState.styles';

export interface ErrorStateProps {
  /** The headline, e.g. 'Could not load reviews'. */
  title: string;
  /** The explanation; default says the connection failed and asks to try again. */
  message?: ReactNode;
  /** Runs the failed request again. */
  onRetry: () => void;
  /** True while the retry runs: the button shows a spinner and blocks a second click. */
  retrying?: boolean;
  /** The heading level of the title in the page outline; default a paragraph (no heading). */
  as?: 'h2' | 'h3' | 'h4' | 'p';
  /** A second action beside Retry, e.g. a link home. */
  secondaryAction?: ReactNode;
}

/** The default second line: what went wrong and what to do. */
export const errorStateDefaultMessage =
  'Something went wrong while connecting to the server. Check your connection and try again.';

/**
 * What a list or page shows when its data could not be loaded (network or server failure), as
 * opposed to EmptyState, which means the answer came back and there is nothing in it.
 */
export function ErrorState({
  title,
  message = errorStateDefaultMessage,
  onRetry,
  retrying = false,
  as = 'p',
  secondaryAction,
}: ErrorStateProps) {
  return (
    <ErrorRoot role="alert">
      <ErrorIcon aria-hidden="true">
        <CloudOff />
      </ErrorIcon>
      <ErrorTitle as={as}>{title}</ErrorTitle>
      {message && <ErrorMessage>{message}</ErrorMessage>}
      <ErrorActions>
        <Button
          variant="secondary"
          leadingIcon={<RefreshCw aria-hidden="true" />}
          loading={retrying}
          onClick={onRetry}
        >
          Retry
        </Button>
        {secondaryAction}
      </ErrorActions>
    </ErrorRoot>
  );
}
