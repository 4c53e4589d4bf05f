import { ProfilePage } from './features/profile/ProfilePage';

/** The profile remote's screen at /profile/:username. */
export default function App() {
  return <ProfilePage />;
}
