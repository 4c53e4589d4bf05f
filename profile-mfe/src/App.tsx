import { contractMismatch } from './contract-check';
import { CONTRACT_MISMATCH_TEXT } from '@likegripe/shared-core/contract';
import { RemoteUnavailable } from '@likegripe/shared-ui';
import { ProfileScreen } from './app/ProfileScreen';

/** The profile remote's screen at /profile/:username. */
export default function App() {
  if (contractMismatch) return <RemoteUnavailable {...CONTRACT_MISMATCH_TEXT} />;
  return <ProfileScreen />;
}
