import { startTransition, useCallback, useState } from 'react';

/**
 * Which picture address failed to load, including a failure that happened before hydration: a
 * server-rendered `<img>` can fail while the page's scripts are still loading, and React attaches
 * `onError` too late to hear it, so the ref looks at the element once it is hydrated.
 * The fallback is drawn in a transition: set from the ref during hydration's commit, an urgent update
 * re-rendered every failed tile (24 text faces on /cards) and ran the effects after it in the same task,
 * 100–200 ms at 4× slower CPU in which a click waited (bench/README, "Item 6 with the cards' pictures").
 */
export function useImageFailure(address: string | null | undefined) {
  // Remembering which address failed (rather than a boolean) resets the fallback when the address changes.
  const [failedAddress, setFailedAddress] = useState<string | null>(null);
  const onError = useCallback(() => startTransition(() => setFailedAddress(address ?? null)), [address]);
  const checkLoaded = useCallback(
    (image: HTMLImageElement | null) => {
      // A broken image is complete with no intrinsic width; a lazy one not yet asked for is not complete.
      if (image && address && image.complete && image.naturalWidth === 0) startTransition(() => setFailedAddress(address));
    },
    [address],
  );
  return { failed: !!address && failedAddress === address, checkLoaded, onError };
}
