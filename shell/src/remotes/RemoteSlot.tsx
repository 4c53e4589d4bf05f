import { Suspense, useState } from 'react';
import { RemoteUnavailable, Spinner } from '@likegripe/shared-ui';
import type { RemoteModuleId } from '@likegripe/shared-core';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { remoteComponent } from './remote-component';
import { resetRemote } from './remote-registry';
import { SlotLoading } from './RemoteSlot.styles';

interface RemoteSlotProps {
  id: RemoteModuleId;
  /** What shows while the remote loads; a centred spinner unless given. */
  loading?: React.ReactNode;
  /** A compact slot (the header bell) shows nothing instead of the unavailable card. */
  compact?: boolean;
}

/** Mounts one exposed module of a remote inside an error boundary and Suspense. */
export function RemoteSlot({ id, loading, compact = false }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = remoteComponent(id, attempt);
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
      <Suspense fallback={loading ?? fallbackLoading}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
