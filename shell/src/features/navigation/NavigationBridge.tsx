import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { startNavigationListener } from './navigation-listener';

/** Gives `bus.navigationRequested` the router's navigate while the router is mounted. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => startNavigationListener(navigate), [navigate]);
  return null;
}
