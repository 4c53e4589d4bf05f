import { Outlet } from 'react-router-dom';
import { Header } from '../features/header/Header';
import { HEADER_HEIGHT } from '../features/header/Header.styles';
import { ShellToaster } from '../features/toaster/ShellToaster';
import { SkipLink } from '../features/navigation/SkipLink';
import { useScrollRestoration } from '../features/navigation/scroll-restoration.hook';
import { useAuthLinkErrorRedirect } from '../features/auth-link/auth-link-error.hook';
import { useFinishSignUpRedirect } from '../features/auth-link/finish-sign-up-redirect.hook';
import { useCreateButtonShown } from '../features/header/create-button-shown.hook';
import { Main } from './AppLayout.styles';

const MAIN_ID = 'main-content';

/** The frame of every screen: skip link, header, the routed content in `main` and the toaster. */
export function AppLayout() {
  useScrollRestoration();
  useAuthLinkErrorRedirect();
  useFinishSignUpRedirect();
  const createButtonShown = useCreateButtonShown();
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <Header />
      <Main id={MAIN_ID} tabIndex={-1} data-create-room={createButtonShown || undefined}>
        <Outlet />
      </Main>
      <ShellToaster offsetTop={HEADER_HEIGHT} />
    </>
  );
}
