import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '../Button';
import {
  UnavailableIcon,
  UnavailableMessage,
  UnavailableRoot,
  UnavailableText,
  UnavailableTitle,
} from './RemoteUnavailable.styles';

/** The card's headline. */
export const remoteUnavailableTitle = 'This section is unavailable';

export interface RemoteUnavailableProps {
  /** Loads the section again; without it there is no Retry button (retrying would not help). */
  onRetry?: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
  /** The headline; default 'This section is unavailable'. */
  title?: string;
  /** A second line; default asks the user to try again. */
  message?: string;
}

/**
 * Shown in place of a micro-frontend that failed to load, or that cannot run in this version of the
 * site, so the rest of the page keeps working.
 */
export function RemoteUnavailable({
  onRetry,
  retrying = false,
  title = remoteUnavailableTitle,
  message = 'Something went wrong while loading it. Please try again.',
}: RemoteUnavailableProps) {
  return (
    <UnavailableRoot role="alert" data-testid="remote-unavailable">
      <UnavailableIcon aria-hidden="true">
        <CloudOff />
      </UnavailableIcon>
      <UnavailableText>
        <UnavailableTitle>{title}</UnavailableTitle>
        <UnavailableMessage>{message}</UnavailableMessage>
      </UnavailableText>
      {onRetry && (
        <Button
          variant="secondary"
          size="sm"
          leadingIcon={<RefreshCw aria-hidden="true" />}
          loading={retrying}
          onClick={onRetry}
        >
          Retry
        </Button>
      )}
    </UnavailableRoot>
  );
}
