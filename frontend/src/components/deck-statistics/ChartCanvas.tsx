import { Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '../useNearViewport';

/**
 * A chart's box: a picture of the numbers beside it (assistive technology reads their table), drawn
 * when it comes near the screen. Below a deck's list, drawing every chart at once was half of the deck
 * page's blocking time (Lighthouse, issue #14). Until then a still skeleton of its size holds the
 * place; it shimmers while the chart's code loads.
 */
export function ChartCanvas({ children }: { children: ReactNode }) {
  const [near, nearRef] = useNearViewport();
  const placeholder = (loading: boolean) => <Skeleton.Node active={loading} className="deck-stats__chart-loading" />;
  return (
    <div className="deck-stats__canvas" aria-hidden="true" ref={nearRef}>
      {near ? <Suspense fallback={placeholder(true)}>{children}</Suspense> : placeholder(false)}
    </div>
  );
}
