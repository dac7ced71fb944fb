import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardHistory } from './navigation';

/** A guarded memory history at /b (after /a) and what its listener (the router) saw. */
function setUp() {
  const guard = guardHistory(createMemoryHistory({ initialEntries: ['/a', '/b'], initialIndex: 1, v5Compat: true }));
  const seen: string[] = [];
  guard.history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  // Like the deck builder: hold back any move to another address.
  guard.setShouldBlock(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  return { guard, seen };
}

describe('guardHistory', () => {
  it('lets navigation through while nothing blocks', () => {
    const guard = guardHistory(createMemoryHistory({ initialEntries: ['/a'], v5Compat: true }));
    const seen: string[] = [];
    guard.history.listen(({ location }) => seen.push(location.pathname));
    guard.history.push('/b');
    expect(seen).toEqual(['/b']);
    expect(guard.isHolding()).toBe(false);
  });

  it('holds a link or navigate() back until the screen proceeds', () => {
    const { guard, seen } = setUp();
    guard.history.push('/c');
    expect(guard.isHolding()).toBe(true);
    expect(guard.history.location.pathname).toBe('/b');
    expect(seen).toEqual([]);

    guard.proceed();
    expect(guard.isHolding()).toBe(false);
    expect(seen).toEqual(['PUSH /c']);
  });

  it('forgets the held navigation on reset, and lets a change of the same address through', () => {
    const { guard, seen } = setUp();
    guard.history.replace('/c');
    guard.reset();
    expect(guard.isHolding()).toBe(false);
    expect(guard.history.location.pathname).toBe('/b');

    guard.history.replace('/b?tab=news');
    expect(seen).toEqual(['REPLACE /b']);
  });

  it('steps a held Back into place, and replays it on proceed', () => {
    const { guard, seen } = setUp();
    guard.history.go(-1);
    expect(guard.isHolding()).toBe(true);
    expect(guard.history.location.pathname).toBe('/b');
    expect(seen).toEqual([]);

    guard.proceed();
    expect(guard.history.location.pathname).toBe('/a');
    expect(seen).toEqual(['POP /a']);
  });

  it('stops blocking once the screen lets go', () => {
    const guard = guardHistory(createMemoryHistory({ initialEntries: ['/a'], v5Compat: true }));
    guard.history.listen(() => undefined);
    const release = guard.setShouldBlock(() => true);
    release();
    guard.history.push('/b');
    expect(guard.history.location.pathname).toBe('/b');
  });
});
