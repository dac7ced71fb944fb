import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { pageLinks } from './page-links';

export interface TablePaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** SPEC manage cards pagination: previous/next and at most 5 page links, with ellipses for the others. */
export function TablePagination({ page, totalPages, onChange }: TablePaginationProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  return (
    <nav className="table-pagination" aria-label={intl.formatMessage({ id: 'admin.cards.pagination.label' })}>
      <Button
        icon={<LeftOutlined aria-hidden />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={intl.formatMessage({ id: 'admin.cards.pagination.previous' })}
      />
      <ol className="table-pagination__pages">
        {pageLinks(page, totalPages).map((link) =>
          typeof link === 'number' ? (
            <li key={link}>
              <Button
                type={link === page ? 'primary' : 'default'}
                aria-current={link === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'admin.cards.pagination.page' }, { page: link })}
                onClick={() => onChange(link)}
              >
                {link}
              </Button>
            </li>
          ) : (
            <li key={link} className="table-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      <Button
        icon={<RightOutlined aria-hidden />}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={intl.formatMessage({ id: 'admin.cards.pagination.next' })}
      />
    </nav>
  );
}
