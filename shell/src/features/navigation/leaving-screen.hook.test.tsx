import { use, useRef, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Outlet, Route, Routes } from 'react-router-dom';
import { LEAVING_ATTRIBUTE, useLeavingScreen } from './leaving-screen.hook';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useLeavingScreen(main);
  return (
    <main ref={main}>
      <Outlet />
    </main>
  );
}

/** A next screen that is still being drawn: the router keeps showing the last one. */
function StillDrawing(): ReactNode {
  use(new Promise(() => undefined));
  return null;
}

function renderSite(next: ReactNode) {
  render(
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<Link to="/next">Open</Link>} />
          <Route path="/next" element={next} />
        </Route>
      </Routes>
    </BrowserRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('sets the screen aside at the tap, keeping its height, while the next one is drawn', () => {
  renderSite(<StillDrawing />);
  const main = screen.getByRole('main');
  expect(main).not.toHaveAttribute(LEAVING_ATTRIBUTE);

  fireEvent.click(screen.getByRole('link', { name: 'Open' }));
  expect(window.location.pathname).toBe('/next');
  expect(screen.getByRole('link', { name: 'Open' })).toBeInTheDocument();
  expect(main).toHaveAttribute(LEAVING_ATTRIBUTE);
  expect(main.style.minHeight).toBe('0px');
});

it('brings the page back once the next screen is shown', () => {
  renderSite(<h1>Next screen</h1>);
  fireEvent.click(screen.getByRole('link', { name: 'Open' }));
  expect(screen.getByRole('heading', { name: 'Next screen' })).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(main).not.toHaveAttribute(LEAVING_ATTRIBUTE);
  expect(main.style.minHeight).toBe('');
});

it('leaves the screen alone on a click that does not change the address', () => {
  renderSite(<h1>Next screen</h1>);
  fireEvent.click(screen.getByRole('main'));
  expect(screen.getByRole('main')).not.toHaveAttribute(LEAVING_ATTRIBUTE);
});
