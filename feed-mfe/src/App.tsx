import { contractMismatch } from './contract-check';
import { CONTRACT_MISMATCH_TEXT } from '@likegripe/shared-core/contract';
import { RemoteUnavailable } from '@likegripe/shared-ui';
import { FeedPage } from './features/feed/FeedPage';

/** The feed remote's screen at /, or a notice when the shell runs an incompatible contract. */
export default function App() {
  if (contractMismatch) return <RemoteUnavailable {...CONTRACT_MISMATCH_TEXT} />;
  return <FeedPage />;
}
