import { Skeleton } from 'antd';
import { useIntl } from 'react-intl';

/** Placeholders shaped like card tiles while the list loads. */
export function CardGridSkeleton({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'cards.loading' })}>
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card-tile card-tile--skeleton">
            <div className="card-tile__frame">
              <Skeleton.Node active className="card-tile__skeleton-image">
                {null}
              </Skeleton.Node>
            </div>
            <div className="card-tile__body">
              <Skeleton active title={{ width: '45%' }} paragraph={{ rows: 1, width: '85%' }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
