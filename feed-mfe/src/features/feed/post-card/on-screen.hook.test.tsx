import { act, render, screen } from '@testing-library/react';
import { useOnScreen } from './on-screen.hook';

/** IntersectionObservers the test reports visibility through. */
const observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];

class TestObserver {
  private readonly entry: { callback: IntersectionObserverCallback; element?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {
    observers.splice(observers.indexOf(this.entry), 1);
  }
}

function report(isIntersecting: boolean) {
  for (const { callback, element } of observers) {
    callback([{ isIntersecting, target: element } as IntersectionObserverEntry], {} as never);
  }
}

let renders = 0;

function Watched() {
  renders += 1;
  const [ref, onScreen] = useOnScreen<HTMLDivElement>();
  return <div ref={ref}>{onScreen ? 'on screen' : 'off screen'}</div>;
}

beforeEach(() => {
  renders = 0;
  observers.length = 0;
  window.IntersectionObserver = TestObserver as never;
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('useOnScreen', () => {
  it('follows the element into and out of the viewport', async () => {
    render(<Watched />);
    expect(screen.getByText('off screen')).toBeInTheDocument();
    await act(async () => report(true));
    expect(screen.getByText('on screen')).toBeInTheDocument();
    await act(async () => report(false));
    expect(screen.getByText('off screen')).toBeInTheDocument();
  });

  // A state set while React attaches the ref re-rendered every card of the feed at once, in the
  // same task as the commit that drew them.
  it('renders once on mount, before the observer reports', () => {
    render(<Watched />);
    expect(renders).toBe(1);
    expect(observers).toHaveLength(1);
  });

  it('stops observing when the element goes', () => {
    const { unmount } = render(<Watched />);
    unmount();
    expect(observers).toHaveLength(0);
  });
});
