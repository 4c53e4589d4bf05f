import { FeedPage } from './features/feed/FeedPage';

/** The feed remote's screen at /. */
export default function App() {
  return <FeedPage />;
}
