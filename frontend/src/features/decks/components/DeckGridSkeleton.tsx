import { Skeleton } from 'antd';
import { useIntl } from 'react-intl';

/** Placeholders shaped like deck tiles while the decks load. */
export function DeckGridSkeleton({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'decks.loading' })}>
      <ul className="deck-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className="deck-tile deck-tile--placeholder deck-tile--detailed">
              <div className="deck-tile__link">
                <div className="deck-tile__leader">
                  <Skeleton.Node active>{null}</Skeleton.Node>
                </div>
                <div className="deck-tile__body decks-skeleton__body">
                  <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 3, width: ['40%', '30%', '90%'] }} />
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
