import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyPart } from '../../../src/components/common/lazyPart';

// A lazily loaded part shows its fallback only while its code is on its way, shows at once when the
// code is already there (no detour through a fallback), and hands a failed load to the error boundary.

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

test('shows the fallback until the code arrives, then the part with its props', async () => {
  let arrive!: (component: typeof Greeting) => void;
  const { Part } = lazyPart(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
  render(<Part name="Ada" fallback={<p>Loading</p>} />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => arrive(Greeting));
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});

test('code already loaded renders with the first render, the fallback never shown', async () => {
  const load = jest.fn(() => Promise.resolve(Greeting));
  const { Part, preload } = lazyPart(load);
  await preload();
  const seen: string[] = [];
  const Fallback = () => {
    seen.push('fallback');
    return null;
  };
  render(<Part name="Grace" fallback={<Fallback />} />);
  expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  expect(seen).toEqual([]);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a chunk that cannot load reaches the error boundary, and a later mount asks again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<typeof Greeting>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValueOnce(Greeting);
  const { Part } = lazyPart(load);
  const { unmount } = render(
    <Boundary>
      <Part name="Ada" fallback={<p>Loading</p>} />
    </Boundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
  unmount();
  render(<Part name="Ada" fallback={<p>Loading</p>} />);
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
