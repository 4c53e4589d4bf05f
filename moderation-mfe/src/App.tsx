import { contractMismatch } from './contract-check';
import { CONTRACT_MISMATCH_TEXT } from '@likegripe/shared-core/contract';
import { RemoteUnavailable } from '@likegripe/shared-ui';
import { ModerationPage } from './features/moderation/ModerationPage';

/** The moderation remote's one screen, /moderation. */
export default function App() {
  if (contractMismatch) return <RemoteUnavailable {...CONTRACT_MISMATCH_TEXT} />;
  return <ModerationPage />;
}
