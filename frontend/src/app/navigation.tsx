import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useLocation, useNavigationType, type HistoryRouterProps, type Location, type To } from 'react-router';

type History = HistoryRouterProps['history'];
type ShouldBlock = (transition: { currentLocation: Location; nextLocation: Location }) => boolean;

/** What a screen that holds navigation back sees: the shape of React Router's useBlocker. */
export interface Blocker {
  state: 'unblocked' | 'blocked';
  proceed: () => void;
  reset: () => void;
}

export interface NavigationGuard {
  history: History;
  subscribe: (onChange: () => void) => () => void;
  isHolding: () => boolean;
  setShouldBlock: (shouldBlock: ShouldBlock) => () => void;
  proceed: () => void;
  reset: () => void;
}

/**
 * The history the router reads, with in-app navigation that a screen may hold back (the deck
 * builder's unsaved work). React Router's useBlocker does this only under its data router, whose
 * loaders and actions the site does not use and whose code doubled the router on every page (ADR 0034).
 * A held link or navigate() waits; a held Back or Forward is stepped back into place and replayed
 * on proceed.
 */
export function guardHistory(history: History): NavigationGuard {
  let shouldBlock: ShouldBlock | null = null;
  let held: (() => void) | null = null;
  let stepping = false; // the step back into place after a held Back or Forward
  let replaying = false; // a held Back or Forward, let through
  let current = history.location;
  const watchers = new Set<() => void>();
  const hold = (go: (() => void) | null) => {
    held = go;
    watchers.forEach((watcher) => watcher());
  };
  const blocks = (nextLocation: Location) => shouldBlock?.({ currentLocation: current, nextLocation }) ?? false;
  const attempt = (to: To, go: () => void) => {
    if (blocks({ ...history.encodeLocation(to), state: null, key: '' })) hold(go);
    else go();
  };

  const guarded: History = {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => attempt(to, () => history.push(to, state)),
    replace: (to, state) => attempt(to, () => history.replace(to, state)),
    go: (delta) => history.go(delta),
    listen: (listener) =>
      history.listen((update) => {
        if (stepping) {
          stepping = false;
          return;
        }
        const { delta } = update;
        if (update.action === 'POP' && !replaying && delta && blocks(update.location)) {
          stepping = true;
          history.go(-delta);
          hold(() => {
            replaying = true;
            history.go(delta);
          });
          return;
        }
        replaying = false;
        current = update.location;
        listener(update);
      }),
  };

  return {
    history: guarded,
    subscribe: (onChange) => {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    isHolding: () => held !== null,
    setShouldBlock: (next) => {
      shouldBlock = next;
      return () => {
        if (shouldBlock === next) shouldBlock = null;
      };
    },
    proceed: () => {
      const go = held;
      hold(null);
      go?.();
    },
    reset: () => hold(null),
  };
}

const NavigationGuardContext = createContext<NavigationGuard | null>(null);

/** The site's router over a guarded history (the browser's, or a memory history in tests). */
export function GuardedRouter({ guard, children }: { guard: NavigationGuard; children: ReactNode }) {
  return (
    <NavigationGuardContext value={guard}>
      <HistoryRouter history={guard.history}>{children}</HistoryRouter>
    </NavigationGuardContext>
  );
}

const noSubscription = () => () => undefined;

/** Holds in-app navigation back while `shouldBlock` says so; the screen asks, then proceeds or resets. */
export function useNavigationBlocker(shouldBlock: ShouldBlock): Blocker {
  const guard = useContext(NavigationGuardContext);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => guard?.setShouldBlock((transition) => latest.current(transition)), [guard]);
  const holding = useSyncExternalStore(guard?.subscribe ?? noSubscription, () => guard?.isHolding() ?? false);
  return useMemo(() => ({ state: holding ? 'blocked' : 'unblocked', proceed: () => guard?.proceed(), reset: () => guard?.reset() }), [guard, holding]);
}

const SCROLL_POSITIONS = 'scroll-positions';

/** Entries the app made carry their own key; a document's first entry is 'default', so its address stands in. */
const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

/** Whether this document was reloaded or reached by Back/Forward (a typed address or a link starts at the top). */
function documentRevisited(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Scrolls as the browser does between documents (React Router's ScrollRestoration needs its data
 * router): to the top of a new address, or to its #anchor; on Back and Forward, and after a reload,
 * back where the visitor was.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const shownKey = useRef(scrollKey(location));

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => positions.current?.set(shownKey.current, window.scrollY);
    const persist = () => {
      try {
        sessionStorage.setItem(SCROLL_POSITIONS, JSON.stringify([...(positions.current ?? [])]));
      } catch {
        // Storage full or off: only a reload's restore is lost.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    let revisited = true;
    if (!positions.current) {
      revisited = documentRevisited();
      try {
        positions.current = new Map(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS) ?? '[]') as Array<[string, number]>);
      } catch {
        positions.current = new Map();
      }
    }
    shownKey.current = scrollKey(location);
    const saved = positions.current.get(shownKey.current);
    if (navigationType === 'POP' && revisited && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new address scrolls: the page's own re-renders keep the visitor where they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
