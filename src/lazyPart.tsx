/**
 * Lazily loaded parts of the application (every screen): a part that fails to load, or takes
 * longer than LAZY_PART_TIMEOUT_MS (spec 8: 'Loading chunk … failed' after 120 s), shows a
 * Spanish message with a Reintentar button in its place instead of breaking the page; the rest
 * of the application keeps working.
 */
import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useReducer,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LAZY_PART_TIMEOUT_MS } from '../domain/constants';

type Module<P> = { default: ComponentType<P> };

/** The load, or the browser's own wording of the failure once the time-out passes. */
export function withTimeout<T>(load: Promise<T>, ms = LAZY_PART_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Loading chunk failed (timeout)')), ms);
  });
  return Promise.race([load, late]).finally(() => clearTimeout(timer));
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.lazy.retry')}
        </Button>
      }
    >
      {translate('app.lazy.failed')}
    </Alert>
  );
}

/**
 * `React.lazy` with the time-out and the retryable failure message. The lazy component lives
 * outside React (a component that suspends before its first commit loses its hooks' state, so
 * one made in a hook would be made again on every attempt and never settle); Reintentar makes a
 * new one and re-renders the parts showing the failure.
 */
export type LazyPart<P> = ComponentType<P> & {
  /** Starts loading the part before it is shown (a page opened by its address). */
  preload: () => void;
};

/** What a screen shows while its code arrives: a spinner where the screen will be. */
const loadingScreen = (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
    <CircularProgress size={32} />
  </Box>
);

/**
 * Each part waits inside a Suspense boundary of its own. Without it, React Router's navigations
 * (transitions) keep the previous screen mounted while the next one's code loads: a list whose
 * search box was still waiting to apply its text then navigated back to itself, undoing the
 * click on a row that had opened a record.
 */
export function lazyPart<P extends object>(
  load: () => Promise<Module<P>>,
  { fallback = loadingScreen }: { fallback?: ReactNode } = {},
): LazyPart<P> {
  const waiting = new Set<() => void>();
  const retry = () => {
    current = make();
    waiting.forEach((rerender) => rerender());
  };
  // The module once it has arrived (preloaded, or shown before): a part mounted after that
  // renders it at once, without suspending for a frame and committing its spinner first.
  let arrived: Module<P> | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      arrived = module;
      return module;
    });
  const make = () =>
    lazy(async (): Promise<Module<P>> => {
      try {
        return await withTimeout(loadAndKeep());
      } catch (error) {
        console.error(error);
        const Failed = () => <LoadFailed onRetry={retry} />;
        return { default: Failed as ComponentType<P> };
      }
    });
  let current = make();
  function Part(props: P) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    // Chosen once per mount: changing the type later would mount the screen again.
    const [ready] = useState(() => arrived?.default ?? null);
    useEffect(() => {
      waiting.add(rerender);
      return () => void waiting.delete(rerender);
    }, []);
    return (
      <Suspense fallback={fallback}>
        {createElement(ready ?? (current as ComponentType<P>), props)}
      </Suspense>
    );
  }
  // The module system keeps the loaded module: the lazy component's own load then finds it.
  return Object.assign(Part, { preload: () => void loadAndKeep().catch(() => undefined) });
}
