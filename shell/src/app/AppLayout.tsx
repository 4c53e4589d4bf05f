import { Outlet } from 'react-router-dom';
import { Header } from '../features/header/Header';
import { CreatePostButton } from '../features/header/CreatePostButton';
import { ShellToaster } from '../features/toaster/ShellToaster';
import { useScrollRestoration } from '../features/navigation/scroll-restoration.hook';
import { Main } from './AppLayout.styles';

/** The frame of every screen: header, the routed content, the create button and the toaster. */
export function AppLayout() {
  useScrollRestoration();
  return (
    <>
      <Header />
      <Main>
        <Outlet />
      </Main>
      <CreatePostButton />
      <ShellToaster />
    </>
  );
}
