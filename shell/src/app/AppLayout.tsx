import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@likegripe/shared-ui';
import { Header } from '../features/header/Header';
import { HEADER_HEIGHT } from '../features/header/Header.styles';
import { ShellToaster } from '../features/toaster/ShellToaster';
import { SkipLink } from '../features/navigation/SkipLink';
import { useScrollRestoration } from '../features/navigation/scroll-restoration.hook';
import { useLeavingScreen } from '../features/navigation/leaving-screen.hook';
import { useAuthLinkErrorRedirect } from '../features/auth-link/auth-link-error.hook';
import { useFinishSignUpRedirect } from '../features/auth-link/finish-sign-up-redirect.hook';
import { useCreateButtonShown } from '../features/header/create-button-shown.hook';
import { LeavingSpinner, Main } from './AppLayout.styles';

const MAIN_ID = 'main-content';

/** The frame of every screen: skip link, header, the routed content in `main` and the toaster. */
export function AppLayout() {
  useScrollRestoration();
  const main = useRef<HTMLElement>(null);
  useLeavingScreen(main);
  useAuthLinkErrorRedirect();
  useFinishSignUpRedirect();
  const createButtonShown = useCreateButtonShown();
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <Header />
      <Main ref={main} id={MAIN_ID} tabIndex={-1} data-create-room={createButtonShown || undefined}>
        <Outlet />
      </Main>
      {/* Shows only while the screen in `main` is being left for the next one. */}
      <LeavingSpinner>
        <Spinner label="Loading" />
      </LeavingSpinner>
      <ShellToaster offsetTop={HEADER_HEIGHT} />
    </>
  );
}
