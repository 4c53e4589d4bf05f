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
  /** Loads the section again. */
  onRetry: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
  /** A second line; default asks the user to try again. */
  message?: string;
}

/** Shown in place of a micro-frontend that failed to load, so the rest of the page keeps working. */
export function RemoteUnavailable({
  onRetry,
  retrying = false,
  message = 'Something went wrong while loading it. Please try again.',
}: RemoteUnavailableProps) {
  return (
    <UnavailableRoot role="alert" data-testid="remote-unavailable">
      <UnavailableIcon aria-hidden="true">
        <CloudOff />
      </UnavailableIcon>
      <UnavailableText>
        <UnavailableTitle>{remoteUnavailableTitle}</UnavailableTitle>
        <UnavailableMessage>{message}</UnavailableMessage>
      </UnavailableText>
      <Button
        variant="secondary"
        size="sm"
        leadingIcon={<RefreshCw aria-hidden="true" />}
        loading={retrying}
        onClick={onRetry}
      >
        Retry
      </Button>
    </UnavailableRoot>
  );
}
