import { render, screen } from '@testing-library/react';
import { ScrollableObserver } from '../../../testing/scrollable-observer';
import { useOnScreen } from './on-screen.hook';

let renders = 0;

function Watched() {
  renders += 1;
  const [ref, onScreen] = useOnScreen<HTMLDivElement>();
  return <div ref={ref}>{onScreen ? 'on screen' : 'off screen'}</div>;
}

beforeEach(() => {
  renders = 0;
  window.IntersectionObserver = ScrollableObserver as never;
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  ScrollableObserver.watched.clear();
});

describe('useOnScreen', () => {
  it('follows the element into and out of the viewport', () => {
    render(<Watched />);
    const element = screen.getByText('off screen');
    expect(element).toBeInTheDocument();
    ScrollableObserver.show(element, true);
    expect(screen.getByText('on screen')).toBeInTheDocument();
    ScrollableObserver.show(element, false);
    expect(screen.getByText('off screen')).toBeInTheDocument();
  });

  // A state set while React attaches the ref re-rendered every card of the feed at once, in the
  // same task as the commit that drew them.
  it('renders once on mount, before the observer reports', () => {
    render(<Watched />);
    expect(renders).toBe(1);
    expect(ScrollableObserver.watched.size).toBe(1);
  });

  it('stops observing when the element goes', () => {
    const { unmount } = render(<Watched />);
    unmount();
    expect(ScrollableObserver.watched.size).toBe(0);
  });
});
