import { Select, Table, type TableColumnType, type TableProps } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { useId, useState, type TdHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMediaQuery } from './use-media-query';
import './admin-table.css';

/** Below this width a table is a list of cards: one per row, each cell under its column's name (ADR 0073). */
export const NARROW_TABLE_QUERY = '(max-width: 767px)';

type Column<T> = TableColumnType<T>;
type Sort = { key: string; order: SortOrder };

const keyOf = <T,>(column: Column<T>, index: number): string => String(column.key ?? column.dataIndex ?? index);
const labelOf = <T,>(column: Column<T>): string | undefined => (typeof column.title === 'string' ? column.title : undefined);

/**
 * The back office's tables: antd's Table, same props (a drop-in), that turns into a list of cards on a
 * phone instead of scrolling sideways. Each cell carries its column's title (`data-label`, shown by
 * admin-table.css); fixed widths and the sideways scroll are dropped; column sorters, hidden with the
 * header, are offered as one "Sort by" select that drives the same `onChange` / `sortOrder`.
 */
export function AdminTable<T extends AnyObject>(props: TableProps<T>) {
  const narrow = useMediaQuery(NARROW_TABLE_QUERY);
  if (!narrow) return <Table<T> {...props} />;
  return <CardList<T> {...props} />;
}

function CardList<T extends AnyObject>(props: TableProps<T>) {
  const intl = useIntl();
  const id = useId();
  const columns = (props.columns ?? []) as Array<Column<T>>;
  const sortable = columns.map((column, index) => ({ column, key: keyOf(column, index) })).filter(({ column }) => column.sorter && labelOf(column));
  // A table that controls its own order (sortOrder on a column) keeps it; otherwise the order chosen here.
  const controlled = columns.find((column) => column.sortOrder !== undefined && column.sortOrder !== null);
  const [chosen, setChosen] = useState<Sort | null>(null);
  const current: Sort | null = controlled ? { key: keyOf(controlled, columns.indexOf(controlled)), order: controlled.sortOrder ?? null } : chosen;

  const cardColumns = columns.map((column, index) => {
    const label = labelOf(column);
    const onCell = column.onCell;
    const key = keyOf(column, index);
    return {
      ...column,
      width: undefined,
      fixed: undefined,
      ...(column.sorter && !controlled ? { sortOrder: current?.key === key ? current.order : null } : {}),
      onCell: (record: T, rowIndex?: number) => ({ ...(onCell?.(record, rowIndex) ?? {}), 'data-label': label }) as TdHTMLAttributes<HTMLTableCellElement>,
    };
  });

  const sortBy = (value: string | undefined) => {
    const [key, order] = value ? (value.split('|') as [string, 'ascend' | 'descend']) : [undefined, null];
    const column = sortable.find((entry) => entry.key === key)?.column;
    setChosen(key ? { key, order } : null);
    const sorter: SorterResult<T> = { column, columnKey: key, field: column?.dataIndex as SorterResult<T>['field'], order: order ?? undefined };
    const pagination = typeof props.pagination === 'object' ? { ...props.pagination, current: 1 } : {};
    props.onChange?.(pagination, {}, sorter, { action: 'sort', currentDataSource: [...(props.dataSource ?? [])] });
  };

  return (
    <div className="admin-table">
      {sortable.length > 0 && (
        <span className="admin-table__sort">
          <label htmlFor={`${id}-sort`}>
            <FormattedMessage id="admin.table.sortBy" />
          </label>
          <Select<string>
            id={`${id}-sort`}
            allowClear
            value={current?.order ? `${current.key}|${current.order}` : undefined}
            placeholder={intl.formatMessage({ id: 'admin.table.sortNone' })}
            onChange={sortBy}
            popupMatchSelectWidth={false}
            options={sortable.flatMap(({ column, key }) => [
              { value: `${key}|ascend`, label: intl.formatMessage({ id: 'admin.table.sortAscending' }, { column: labelOf(column) }) },
              { value: `${key}|descend`, label: intl.formatMessage({ id: 'admin.table.sortDescending' }, { column: labelOf(column) }) },
            ])}
          />
        </span>
      )}
      <Table<T>
        {...props}
        columns={cardColumns}
        scroll={undefined}
        showHeader={false}
        tableLayout="auto"
        className={['admin-table--cards', props.className].filter(Boolean).join(' ')}
      />
    </div>
  );
}
