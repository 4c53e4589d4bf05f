import { NotificationList } from './features/notifications/NotificationList';

/** The notifications remote on its own: the list the bell's popover shows. */
export default function App() {
  return <NotificationList />;
}
