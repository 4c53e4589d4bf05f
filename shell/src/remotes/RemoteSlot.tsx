import { Suspense, useState, type ReactNode } from 'react';
import { RemoteUnavailable, Spinner } from '@likegripe/shared-ui';
import { useSettled, type RemoteModuleId } from '@likegripe/shared-core';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { remoteModule } from './remote-component';
import { resetRemote } from './remote-registry';
import { SlotLoading } from './RemoteSlot.styles';

interface RemoteSlotProps {
  id: RemoteModuleId;
  /** What shows while the remote loads; a centred spinner unless given. */
  loading?: React.ReactNode;
  /** A compact slot (the header bell) shows nothing instead of the unavailable card. */
  compact?: boolean;
}

interface LoadedRemoteProps {
  id: RemoteModuleId;
  attempt: number;
  loading: ReactNode;
}

/**
 * The module once loaded (at once when it was loaded before this render), `loading` until then. A
 * failed load throws, for the slot's error boundary.
 */
function LoadedRemote({ id, attempt, loading }: LoadedRemoteProps) {
  const outcome = useSettled(remoteModule(id, attempt));
  if (outcome.status === 'rejected') throw outcome.reason;
  if (outcome.status === 'pending') return loading;
  const Remote = outcome.value.default;
  return <Remote />;
}

/** Mounts one exposed module of a remote inside an error boundary and Suspense. */
export function RemoteSlot({ id, loading, compact = false }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const remoteName = id.split('/')[0] ?? id;
  const fallbackLoading = compact ? null : (
    <SlotLoading>
      <Spinner label="Loading" />
    </SlotLoading>
  );
  return (
    <RemoteErrorBoundary
      onRetry={() => {
        resetRemote(remoteName);
        setAttempt((value) => value + 1);
      }}
      fallback={(retry) => (compact ? null : <RemoteUnavailable onRetry={retry} />)}
    >
      {/* For a screen that suspends while it renders; its module's own load does not. */}
      <Suspense fallback={loading ?? fallbackLoading}>
        <LoadedRemote id={id} attempt={attempt} loading={loading ?? fallbackLoading} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
