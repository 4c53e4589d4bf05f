import { ProfileScreen } from './app/ProfileScreen';

/** The profile remote's screen at /profile/:username. */
export default function App() {
  return <ProfileScreen />;
}
