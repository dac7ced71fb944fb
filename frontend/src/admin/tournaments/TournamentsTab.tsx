import { DeleteOutlined, InboxOutlined, TrophyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Input, InputNumber, Select, Spin, Tag, type TableColumnsType } from 'antd';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useDeleteTournamentMutation,
  useGetTournamentQuery,
  useImportTournamentCsvMutation,
  useImportTournamentMutation,
  useListTournamentsQuery,
  type ImportTournamentDto,
  type TournamentImportReportDto,
  type TournamentProblemDto,
  type TournamentSummaryDto,
} from '../../api/tournaments';
import { ErrorState } from '../../components/ErrorState';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import type { AdminTabProps } from '../admin-tab';
import { AdminTable } from '../components/AdminTable';
import { useUnsavedChanges } from '../components/unsaved-changes';
import { readFileText } from '../cards/import-file';
import { useListFormatsQuery } from '../formats/api';
import { problemPlace, problemText } from './problem-text';
import './tournaments-admin.css';

const NO_EVENTS: TournamentSummaryDto[] = [];

/** A picked file: JSON (one event, sent as is) or CSV (standings; the event's fields are asked here). */
type Picked = { name: string; kind: 'json'; event: ImportTournamentDto } | { name: string; kind: 'csv'; text: string };

/**
 * Tournaments (issue 35 item 4): import an event's results (a JSON document or a CSV of its
 * standings), see what could not be read, list and delete imported events. The meta on the home page
 * and in the tier list manager is built from these; the tiers stay the admins' choice.
 */
export function TournamentsTab(_props: AdminTabProps) {
  return (
    <div className="admin-section tournaments-admin">
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">
            <FormattedMessage id="admin.tournaments.title" />
          </h2>
          <p className="admin-section__intro">
            <FormattedMessage id="admin.tournaments.intro" />
          </p>
        </div>
      </header>
      <ImportPanel />
      <EventList />
    </div>
  );
}

function ImportPanel() {
  const intl = useIntl();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [report, setReport] = useState<TournamentImportReportDto | null>(null);
  const [fields, setFields] = useState({ name: '', date: '', format: '', players: undefined as number | undefined });
  const { data: formats } = useListFormatsQuery();
  const [importJson, { isLoading: importingJson }] = useImportTournamentMutation();
  const [importCsv, { isLoading: importingCsv }] = useImportTournamentCsvMutation();
  const importing = importingJson || importingCsv;
  const format = fields.format || formats?.find((candidate) => candidate.isCurrent)?.code || '';
  // A file chosen and not imported yet: leaving the page or the section asks first (ADR 0073).
  useUnsavedChanges(picked !== null);

  const take = async (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (!file) return;
    setReport(null);
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      toast.error(intl.formatMessage({ id: 'admin.tournaments.unreadableFile' }));
      return;
    }
    if (/\.csv$/i.test(file.name) || !text.trimStart().startsWith('{')) {
      setPicked({ name: file.name, kind: 'csv', text });
      setFields((current) => ({ ...current, name: current.name || file.name.replace(/\.[^.]+$/, '') }));
      return;
    }
    try {
      const event = JSON.parse(text) as unknown;
      if (typeof event !== 'object' || event === null || Array.isArray(event)) throw new Error('not an object');
      setPicked({ name: file.name, kind: 'json', event: event as ImportTournamentDto });
    } catch {
      toast.error(intl.formatMessage({ id: 'admin.tournaments.invalidJson' }));
    }
  };

  const submit = async () => {
    if (!picked) return;
    try {
      const result =
        picked.kind === 'json'
          ? await importJson({ importTournamentDto: picked.event }).unwrap()
          : await importCsv({
              importTournamentCsvDto: {
                name: fields.name.trim(),
                date: fields.date,
                format,
                csv: picked.text,
                ...(fields.players ? { players: fields.players } : {}),
              },
            }).unwrap();
      setReport(result);
      setPicked(null);
      toast.success(intl.formatMessage({ id: 'admin.tournaments.imported' }), result.event.name);
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.tournaments.importFailed' }), describeApiFailure(intl, failure, 'admin.tournaments.importFailedDefault'));
    }
  };

  const openPicker = () => {
    if (!importing) inputRef.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  };
  const csvReady = picked?.kind === 'csv' && fields.name.trim() !== '' && /^\d{4}-\d{2}-\d{2}$/.test(fields.date) && format !== '';

  return (
    <section className="tournaments-admin__import" aria-labelledby="tournaments-import-title">
      <h3 id="tournaments-import-title" className="tournaments-admin__subtitle">
        <FormattedMessage id="admin.tournaments.importTitle" />
      </h3>
      <div
        className={['tournaments-admin__dropzone', dragging ? 'tournaments-admin__dropzone--active' : ''].filter(Boolean).join(' ')}
        role="button"
        tabIndex={0}
        aria-disabled={importing}
        aria-label={intl.formatMessage({ id: 'admin.tournaments.dropzone' })}
        aria-describedby={hintId}
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!importing) void take(event.dataTransfer?.files);
        }}
      >
        <InboxOutlined className="tournaments-admin__dropzone-icon" aria-hidden />
        <p className="tournaments-admin__dropzone-title">
          <FormattedMessage id="admin.tournaments.dropzone" />
        </p>
        <p className="tournaments-admin__hint" id={hintId}>
          <FormattedMessage id="admin.tournaments.dropzoneHint" />
        </p>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        hidden
        data-testid="tournament-file"
        onChange={(event) => {
          void take(event.target.files);
          event.target.value = '';
        }}
      />
      {picked && (
        <div className="tournaments-admin__picked">
          <p>
            <FormattedMessage id={picked.kind === 'json' ? 'admin.tournaments.pickedJson' : 'admin.tournaments.pickedCsv'} values={{ file: picked.name }} />
          </p>
          {picked.kind === 'csv' && (
            <div className="tournaments-admin__fields">
              <label>
                <span>
                  <FormattedMessage id="admin.tournaments.field.name" />
                </span>
                <Input value={fields.name} maxLength={200} onChange={(event) => setFields({ ...fields, name: event.target.value })} />
              </label>
              <label>
                <span>
                  <FormattedMessage id="admin.tournaments.field.date" />
                </span>
                <Input type="date" value={fields.date} onChange={(event) => setFields({ ...fields, date: event.target.value })} />
              </label>
              <label>
                <span>
                  <FormattedMessage id="admin.tournaments.field.format" />
                </span>
                <Select<string>
                  aria-label={intl.formatMessage({ id: 'admin.tournaments.field.format' })}
                  value={format || undefined}
                  onChange={(value) => setFields({ ...fields, format: value })}
                  options={(formats ?? []).map((candidate) => ({ value: candidate.code, label: candidate.name }))}
                />
              </label>
              <label>
                <span>
                  <FormattedMessage id="admin.tournaments.field.players" />
                </span>
                <InputNumber<number>
                  min={1}
                  max={100000}
                  value={fields.players ?? null}
                  onChange={(value) => setFields({ ...fields, players: value ?? undefined })}
                  placeholder={intl.formatMessage({ id: 'admin.tournaments.field.playersPlaceholder' })}
                />
              </label>
            </div>
          )}
          <Button
            type="primary"
            icon={<TrophyOutlined aria-hidden />}
            loading={importing}
            disabled={picked.kind === 'csv' && !csvReady}
            onClick={() => void submit()}
          >
            <FormattedMessage id="admin.tournaments.import" />
          </Button>
        </div>
      )}
      {report && (
        <Alert
          className="tournaments-admin__report"
          type={report.problems.length ? 'warning' : 'success'}
          showIcon
          title={intl.formatMessage(
            { id: 'admin.tournaments.report' },
            { name: report.event.name, read: report.event.readStandings, standings: report.event.standings, matches: report.event.matches },
          )}
          description={report.problems.length ? <ProblemList problems={report.problems} /> : undefined}
        />
      )}
    </section>
  );
}

/** What could not be read, one line each: where, then what. */
export function ProblemList({ problems }: { problems: TournamentProblemDto[] }) {
  const intl = useIntl();
  if (!problems.length)
    return (
      <p className="tournaments-admin__hint">
        <FormattedMessage id="admin.tournaments.noProblems" />
      </p>
    );
  return (
    <ul className="tournaments-admin__problems" aria-label={intl.formatMessage({ id: 'admin.tournaments.problems' })}>
      {problems.map((problem, index) => (
        <li key={index}>
          <strong>{problemPlace(intl, problem)}</strong> — {problemText(intl, problem)}
        </li>
      ))}
    </ul>
  );
}

function EventProblems({ id }: { id: number }) {
  const { data, isLoading } = useGetTournamentQuery({ id });
  if (isLoading || !data) return <Spin size="small" />;
  return <ProblemList problems={[...data.standingList.flatMap((standing) => standing.problems), ...data.eventProblems]} />;
}

function EventList() {
  const intl = useIntl();
  const toast = useToast();
  const { modal } = App.useApp();
  const { data: events = NO_EVENTS, isLoading, isError, isFetching, refetch } = useListTournamentsQuery();
  const [deleteEvent] = useDeleteTournamentMutation();

  const confirmDelete = (event: TournamentSummaryDto) => {
    modal.confirm({
      title: intl.formatMessage({ id: 'admin.tournaments.deleteConfirm.title' }),
      content: intl.formatMessage({ id: 'admin.tournaments.deleteConfirm.text' }, { name: event.name }),
      okText: intl.formatMessage({ id: 'common.delete' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: () =>
        deleteEvent({ id: event.id })
          .unwrap()
          .then(
            () => toast.success(intl.formatMessage({ id: 'admin.tournaments.deleted' }), event.name),
            (failure: unknown) =>
              toast.error(
                intl.formatMessage({ id: 'admin.tournaments.deleteFailed' }),
                describeApiFailure(intl, failure, 'admin.tournaments.deleteFailedDefault'),
              ),
          ),
    });
  };

  const columns: TableColumnsType<TournamentSummaryDto> = [
    { key: 'date', title: intl.formatMessage({ id: 'admin.tournaments.column.date' }), dataIndex: 'date', width: 110 },
    { key: 'name', title: intl.formatMessage({ id: 'admin.tournaments.column.name' }), dataIndex: 'name' },
    { key: 'format', title: intl.formatMessage({ id: 'admin.tournaments.column.format' }), dataIndex: 'format', width: 90 },
    {
      key: 'standings',
      title: intl.formatMessage({ id: 'admin.tournaments.column.standings' }),
      render: (_, event) =>
        intl.formatMessage({ id: 'admin.tournaments.standingsRead' }, { read: event.readStandings, standings: event.standings, players: event.players }),
    },
    { key: 'matches', title: intl.formatMessage({ id: 'admin.tournaments.column.matches' }), dataIndex: 'matches', width: 90 },
    {
      key: 'problems',
      title: intl.formatMessage({ id: 'admin.tournaments.column.problems' }),
      width: 110,
      render: (_, event) => <Tag color={event.problems ? 'orange' : 'green'}>{event.problems}</Tag>,
    },
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'admin.tournaments.column.actions' }),
      width: 110,
      render: (_, event) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={intl.formatMessage({ id: 'admin.tournaments.deleteNamed' }, { name: event.name })}
          onClick={() => confirmDelete(event)}
        >
          <FormattedMessage id="common.delete" />
        </Button>
      ),
    },
  ];

  return (
    <section className="tournaments-admin__events" aria-labelledby="tournaments-events-title">
      <h3 id="tournaments-events-title" className="tournaments-admin__subtitle">
        <FormattedMessage id="admin.tournaments.eventsTitle" />
      </h3>
      {isError ? (
        <ErrorState
          title={intl.formatMessage({ id: 'admin.tournaments.loadFailed' })}
          description={intl.formatMessage({ id: 'admin.tournaments.loadFailedText' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : !isLoading && events.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'admin.tournaments.none' })} />
      ) : (
        <AdminTable<TournamentSummaryDto>
          rowKey="id"
          size="small"
          loading={isLoading}
          columns={columns}
          dataSource={events}
          pagination={events.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 760 }}
          expandable={{
            expandedRowRender: (event) => <EventProblems id={event.id} />,
            expandRowByClick: false,
            rowExpandable: () => true,
          }}
        />
      )}
    </section>
  );
}
