import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export interface LazyPart<P> {
  /** The part, or `fallback` while its code is on its way. */
  Part: ComponentType<P & { fallback: ReactNode }>;
  /** Starts loading the part's code; repeated calls share one request. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A part of a page in a chunk of its own (React's lazy() and Suspense), that shows at once when its
 * code is already there. lazy() suspends on its first render even for code loaded long before, and
 * React holds a Suspense boundary's content back until 300 ms after its fallback appeared (it batches
 * reveals): the part, and the request it starts when it mounts, would wait that long for nothing.
 * Loaded code renders directly, inside the same boundary (so a server-rendered page hydrates the
 * same tree either way); code still on its way is waited for by the boundary as usual, and a failed
 * load reaches the error boundary, as lazy()'s does, and is asked for again by the next mount.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function Part({ fallback, ...props }: P & { fallback: ReactNode }) {
    // Each mount keeps the type it started with: swapping it later would mount the part afresh.
    const [Chosen] = useState<ComponentType<P>>(
      () => loaded ?? lazy(() => preload().then((component) => ({ default: component }))),
    );
    return (
      <Suspense fallback={fallback}>
        <Chosen {...(props as P)} />
      </Suspense>
    );
  }
  return { Part, preload };
}
