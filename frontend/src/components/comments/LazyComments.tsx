import { lazy, Suspense } from 'react';

// Below the content of a deck or an article, with antd's text area and confirmations: a chunk of its own.
const CommentsSection = lazy(() => import('./CommentsSection').then(({ CommentsSection }) => ({ default: CommentsSection })));

/** The comments with a boundary of their own, so the page stays on screen while they load. */
export function Comments(props: { contentType: 'deck' | 'news'; contentId: number }) {
  return (
    <Suspense fallback={<section className="comments" aria-busy="true" />}>
      <CommentsSection {...props} />
    </Suspense>
  );
}
