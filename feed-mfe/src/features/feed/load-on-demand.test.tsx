import { Component as ReactComponent, Suspense, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { loadOnDemand } from './load-on-demand';

const Loaded = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** Shows the error its children threw, as the remote's error boundary would catch it. */
class ShowsError extends ReactComponent<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

/** A loader that fails `failures` times, then gives the component; counts its calls. */
function flakyLoader(failures: number) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures
      ? Promise.reject(new Error('chunk failed to load'))
      : Promise.resolve(Loaded);
  };
  return { load, calls };
}

describe('loadOnDemand', () => {
  it('renders the component once its code has loaded', async () => {
    const { load, calls } = flakyLoader(0);
    const Component = loadOnDemand(load);
    render(
      <Suspense fallback={null}>
        <Component name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('asks again after a failed download, up to its attempts', async () => {
    const { load, calls } = flakyLoader(2);
    const Component = loadOnDemand(load, 3);
    render(
      <Suspense fallback={null}>
        <Component name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(calls.count).toBe(3);
  });

  it('gives up after its last attempt, with the download error', async () => {
    const { load, calls } = flakyLoader(3);
    const Component = loadOnDemand(load, 3);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <ShowsError>
          <Suspense fallback={null}>
            <Component name="Linus" />
          </Suspense>
        </ShowsError>,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed to load');
    } finally {
      consoleError.mockRestore();
    }
    expect(calls.count).toBe(3);
  });

  it('shares one download between preload and the first render', async () => {
    const { load, calls } = flakyLoader(0);
    const Component = loadOnDemand(load);
    Component.preload();
    Component.preload();
    expect(calls.count).toBe(1);
    render(
      <Suspense fallback={null}>
        <Component name="Barbara" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Barbara')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('draws the component in its first render once the preload has its code', async () => {
    const { load } = flakyLoader(0);
    const Component = loadOnDemand(load);
    Component.preload();
    // A macrotask: every promise of the download has settled after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Suspense fallback={<p>Suspended</p>}>
        <Component name="Margaret" fallback={<p>Loading</p>} />
      </Suspense>,
    );
    expect(screen.getByText('Hello Margaret')).toBeInTheDocument();
  });

  it('shows its fallback while the code downloads', async () => {
    const { load } = flakyLoader(0);
    const Component = loadOnDemand(load);
    render(<Component name="Frances" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Frances')).toBeInTheDocument();
  });

  it('leaves a failed preload for the first render to try anew', async () => {
    const { load, calls } = flakyLoader(1);
    const Component = loadOnDemand(load, 1);
    Component.preload();
    await waitFor(() => expect(calls.count).toBe(1));
    // Its failure is settled before the render asks.
    await Promise.resolve();
    render(
      <Suspense fallback={null}>
        <Component name="Edsger" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Edsger')).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });
});
