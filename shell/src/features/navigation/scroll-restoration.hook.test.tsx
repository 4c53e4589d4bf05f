import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from './scroll-restoration.hook';

let navigate: ReturnType<typeof useNavigate>;

function Page() {
  useScrollRestoration();
  navigate = useNavigate();
  return null;
}

function scrollReaderTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

beforeEach(() => {
  scrollTo.mockClear();
  sessionStorage.clear();
});

function renderAtHome() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Page />
    </MemoryRouter>,
  );
}

it('opens a new page at the top', () => {
  renderAtHome();
  scrollReaderTo(900);
  act(() => void navigate('/post/1'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
});

it('returns to where the reader was when going back', () => {
  renderAtHome();
  scrollReaderTo(900);
  act(() => void navigate('/post/1'));
  scrollReaderTo(40);
  act(() => void navigate(-1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
});

it('returns to the later page position when going forward again', () => {
  renderAtHome();
  scrollReaderTo(900);
  act(() => void navigate('/post/1'));
  scrollReaderTo(40);
  act(() => void navigate(-1));
  act(() => void navigate(1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 40);
});

it('keeps the positions for a reload of the tab', () => {
  renderAtHome();
  scrollReaderTo(300);
  window.dispatchEvent(new Event('pagehide'));
  const saved = JSON.parse(sessionStorage.getItem('likegripe.scroll-positions') ?? '[]');
  expect(saved).toEqual([[expect.any(String), 300]]);
});

it('survives a hash that is no valid escape', () => {
  render(
    <MemoryRouter initialEntries={['/#error_description=100%']}>
      <Page />
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();
});
