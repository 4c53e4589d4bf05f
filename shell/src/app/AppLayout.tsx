import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Header } from '../features/header/Header';
import { CreatePostButton } from '../features/header/CreatePostButton';
import { ShellToaster } from '../features/toaster/ShellToaster';
import { Main } from './AppLayout.styles';

/** The frame of every screen: header, the routed content, the create button and the toaster. */
export function AppLayout() {
  return (
    <>
      <Header />
      <Main>
        <Outlet />
      </Main>
      <CreatePostButton />
      {/* New pages open at the top; back and forward return to where the reader was. */}
      <ScrollRestoration />
      <ShellToaster />
    </>
  );
}
