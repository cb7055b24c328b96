/**
 * Lazily loaded parts of the application (every screen): a part that fails to load, or takes
 * longer than LAZY_PART_TIMEOUT_MS (spec 8: 'Loading chunk … failed' after 120 s), shows a
 * Spanish message with a Reintentar button in its place instead of breaking the page; the rest
 * of the application keeps working.
 */
import {
  createElement,
  Suspense,
  useEffect,
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

/** A screen whose code loads on first use, with the time-out and the retryable failure. */
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
 * Not `React.lazy`: a lazy component suspends, and React throttles the reveal of a Suspense
 * boundary's content to 300 ms after its fallback was committed, so a screen whose code arrived
 * in 20 ms still showed its spinner for 300 (issue 30: the first visit of a screen). Here the
 * part shows the spinner as its own state and the screen in the update that follows the
 * code's arrival. Being no suspension, a navigation (a transition in React Router) also does
 * not keep the previous screen mounted while the next one's code loads: a list whose search
 * box was still waiting to apply its text then navigated back to itself, undoing the click on
 * a row that had opened a record. The Suspense boundary left is for what suspends inside a
 * screen, so it never hides more than that screen.
 */
export function lazyPart<P extends object>(
  load: () => Promise<Module<P>>,
  { fallback = loadingScreen }: { fallback?: ReactNode } = {},
): LazyPart<P> {
  // The module once it has arrived (preloaded, or shown before): a part mounted after that
  // renders it in its first commit.
  let arrived: Module<P> | null = null;
  // One load at a time for every part showing it; a failed one is forgotten, so that a retry
  // (or the next mount) asks again.
  let loading: Promise<Module<P>> | null = null;
  const loadOnce = () =>
    (loading ??= withTimeout(load()).then(
      (module) => (arrived = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function Part(props: P) {
    const [shown, setShown] = useState<Module<P> | 'failed' | null>(() => arrived);
    const missing = shown === null;
    useEffect(() => {
      if (!missing) return;
      let mounted = true;
      loadOnce().then(
        (module) => mounted && setShown(module),
        (error: unknown) => {
          console.error(error);
          if (mounted) setShown('failed');
        },
      );
      return () => void (mounted = false);
    }, [missing]);
    if (shown === null) return fallback;
    if (shown === 'failed') return <LoadFailed onRetry={() => setShown(null)} />;
    return <Suspense fallback={fallback}>{createElement(shown.default, props)}</Suspense>;
  }
  return Object.assign(Part, { preload: () => void loadOnce().catch(() => undefined) });
}
