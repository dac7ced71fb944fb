import { CheckCircleOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Spin, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../components/ErrorState';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import type { AdminTabProps } from '../admin-tab';
import { AdminTable } from '../components/AdminTable';
import { useDeleteFormatMutation, useListFormatsQuery, useSetCurrentFormatMutation, type FormatDto } from './api';
import { FormatEditDialog } from './FormatEditDialog';
import { describeFormatFailure } from './format-errors';
import './formats-admin.css';

const NO_FORMATS: FormatDto[] = [];

/**
 * 'Formati': the game's formats as data (ADR 0011). Add, edit (name, legal sets, ban list), delete,
 * make current. What is saved here is what the builder, the gallery and the home page offer.
 */
export function FormatsTab(_props: AdminTabProps) {
  const intl = useIntl();
  const toast = useToast();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<FormatDto | 'new' | null>(null);
  const { data: formats = NO_FORMATS, isLoading, isError, isFetching, error, refetch } = useListFormatsQuery();
  const [deleteFormat] = useDeleteFormatMutation();
  const [setCurrentFormat] = useSetCurrentFormatMutation();
  const current = formats.find((format) => format.isCurrent);

  const failed = (title: string) => (failure: unknown) => toast.error(title, describeFormatFailure(intl, failure).join(' '));

  const makeCurrent = (format: FormatDto) =>
    setCurrentFormat({ code: format.code })
      .unwrap()
      .then(
        () => toast.success(intl.formatMessage({ id: 'admin.formats.toast.current' }, { code: format.code })),
        failed(intl.formatMessage({ id: 'admin.formats.toast.failed' })),
      );

  const confirmDelete = (format: FormatDto) =>
    modal.confirm({
      title: intl.formatMessage({ id: 'admin.formats.deleteConfirm.title' }, { code: format.code }),
      content: intl.formatMessage({ id: 'admin.formats.deleteConfirm.text' }),
      okText: intl.formatMessage({ id: 'common.delete' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: () =>
        deleteFormat({ code: format.code })
          .unwrap()
          .then(
            () => toast.success(intl.formatMessage({ id: 'admin.formats.toast.deleted' }), format.code),
            failed(intl.formatMessage({ id: 'admin.formats.toast.failed' })),
          ),
    });

  const columns: TableColumnsType<FormatDto> = [
    {
      key: 'code',
      title: intl.formatMessage({ id: 'admin.formats.col.code' }),
      render: (_, format) => (
        <span className="admin-formats__code">
          <strong>{format.code}</strong>
          {format.isCurrent && (
            <Tag color="green" icon={<CheckCircleOutlined aria-hidden />}>
              <FormattedMessage id="admin.formats.current" />
            </Tag>
          )}
        </span>
      ),
    },
    { key: 'name', title: intl.formatMessage({ id: 'admin.formats.col.name' }), dataIndex: 'name' },
    {
      key: 'sets',
      title: intl.formatMessage({ id: 'admin.formats.col.legalSets' }),
      render: (_, format) => (
        <Tooltip title={format.legalSets.join(', ')}>
          <span>{intl.formatMessage({ id: 'admin.formats.setCount' }, { count: format.legalSets.length })}</span>
        </Tooltip>
      ),
    },
    {
      key: 'bans',
      title: intl.formatMessage({ id: 'admin.formats.col.banList' }),
      render: (_, format) =>
        format.banList.length === 0
          ? '–'
          : format.banList.map((entry) => (
              <Tag key={entry.code} color={entry.maxCopies === 0 ? 'red' : 'orange'}>
                {entry.maxCopies === 0
                  ? intl.formatMessage({ id: 'admin.formats.banned' }, { code: entry.code })
                  : intl.formatMessage({ id: 'admin.formats.restricted' }, { code: entry.code, count: entry.maxCopies })}
              </Tag>
            )),
    },
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'admin.formats.col.actions' }),
      render: (_, format) => (
        <span className="admin-formats__actions">
          {!format.isCurrent && (
            <Button
              size="small"
              onClick={() => void makeCurrent(format)}
              aria-label={intl.formatMessage({ id: 'admin.formats.makeCurrentLabel' }, { code: format.code })}
            >
              <FormattedMessage id="admin.formats.makeCurrent" />
            </Button>
          )}
          <Tooltip title={intl.formatMessage({ id: 'admin.formats.edit' })}>
            <Button
              type="text"
              icon={<EditOutlined aria-hidden />}
              onClick={() => setEditing(format)}
              aria-label={intl.formatMessage({ id: 'admin.formats.editLabel' }, { code: format.code })}
            />
          </Tooltip>
          <Tooltip title={intl.formatMessage({ id: format.isCurrent ? 'admin.formats.error.isCurrent' : 'common.delete' })}>
            <Button
              type="text"
              danger
              disabled={format.isCurrent}
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => confirmDelete(format)}
              aria-label={intl.formatMessage({ id: 'admin.formats.deleteLabel' }, { code: format.code })}
            />
          </Tooltip>
        </span>
      ),
    },
  ];

  return (
    <div className="admin-section">
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">
            <FormattedMessage id="admin.formats.tab" />
          </h2>
          <p className="admin-section__intro">
            <FormattedMessage id="admin.formats.intro" values={{ current: current?.code ?? '–' }} />
          </p>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          <FormattedMessage id="admin.formats.add" />
        </Button>
      </header>
      {isLoading ? (
        <div className="admin-users__state">
          <Spin size="large" />
        </div>
      ) : isError ? (
        <ErrorState
          title={intl.formatMessage({ id: 'admin.formats.loadFailed' })}
          description={describeApiFailure(intl, error, 'admin.formats.error.default')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <AdminTable<FormatDto>
          rowKey="code"
          columns={columns}
          dataSource={formats}
          pagination={false}
          scroll={{ x: 720 }}
          aria-label={intl.formatMessage({ id: 'admin.formats.table' })}
        />
      )}
      {editing && <FormatEditDialog format={editing === 'new' ? null : editing} current={current} onClose={() => setEditing(null)} />}
    </div>
  );
}
