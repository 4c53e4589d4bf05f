import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { preloadLinkedScreens } from './linked-screens';
import { startNavigationListener } from './navigation-listener';

/**
 * Gives `bus.navigationRequested` the router's navigate while the router is mounted, and on each
 * screen loads ahead the code of the screens its links lead to.
 */
export function NavigationBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => startNavigationListener(navigate), [navigate]);
  useEffect(() => {
    void preloadLinkedScreens();
  }, [pathname]);
  return null;
}
