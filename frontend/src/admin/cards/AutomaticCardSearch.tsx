import { CheckCircleOutlined, CloseCircleOutlined, CloudDownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Progress, Tag } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../app/hooks';
import { useToast } from '../../components/useToast';
import { readApiFailure } from '../../lib/api-error';
import { refreshCardList, useSearchCardOnlineMutation } from './api';
import { parseCardCodes, progressPercent, splitByPresence } from './card-codes';

interface SearchRun {
  status: 'idle' | 'running' | 'finished';
  total: number;
  completed: number;
  current: string | null;
  found: string[];
  notFound: string[];
  /** Already in the database, so not searched. */
  skipped: string[];
  /** Codes left unsearched because the whole search stopped (catalogue unavailable, session lost). */
  notSearched: string[];
  /** The API said the online catalogue is not configured or not reachable (503). */
  /** The online catalogue could not be reached (the whole search stopped). */
  unavailable: boolean;
}

const IDLE: SearchRun = { status: 'idle', total: 0, completed: 0, current: null, found: [], notFound: [], skipped: [], notSearched: [], unavailable: false };

/**
 * product 'Automatic card search': one code per line; each code missing from the database is fetched
 * from the online catalogue, one call at a time, with the current code and a percent progress bar.
 */
export function AutomaticCardSearch({ existingCodes }: { existingCodes: readonly string[] }) {
  const intl = useIntl();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const inputId = useId();
  const [text, setText] = useState('');
  const [run, setRun] = useState<SearchRun>(IDLE);
  const [searchCardOnline] = useSearchCardOnlineMutation();
  // Leaving the tab stops the loop (the calls already made are kept).
  const active = useRef(true);
  useEffect(() => {
    active.current = true;
    return () => {
      active.current = false;
    };
  }, []);

  const start = async () => {
    const parsed = parseCardCodes(text);
    if (!parsed.ok) {
      toast.error(intl.formatMessage({ id: parsed.reason === 'blank' ? 'admin.import.search.enterCodes' : 'admin.import.search.noValidCodes' }));
      return;
    }
    const { missing, present } = splitByPresence(parsed.codes, existingCodes);
    if (missing.length === 0) {
      toast.info(intl.formatMessage({ id: 'admin.import.search.allPresent' }));
      setRun({ ...IDLE, status: 'finished', skipped: present });
      return;
    }

    const progress: SearchRun = { ...IDLE, status: 'running', total: missing.length, skipped: present };
    setRun(progress);
    let stop: 'unavailable' | 'failed' | null = null;
    for (const [index, code] of missing.entries()) {
      if (!active.current) return;
      progress.current = code;
      setRun({ ...progress });
      try {
        await searchCardOnline({ searchOnlineDto: { cardCode: code } }).unwrap();
        progress.found = [...progress.found, code];
      } catch (error) {
        const failure = readApiFailure(error);
        if (failure.status === 503 || failure.code === 'card_catalog_unavailable') {
          progress.unavailable = true;
          stop = 'unavailable';
        } else if (failure.network || failure.status === 401 || failure.status === 403) {
          stop = 'failed';
        } else {
          // One failed code counts as not found (docs/product.md#messages).
          progress.notFound = [...progress.notFound, code];
        }
      }
      if (stop) {
        progress.notSearched = missing.slice(index);
        break;
      }
      progress.completed = index + 1;
      setRun({ ...progress });
    }
    if (progress.found.length > 0) dispatch(refreshCardList());
    if (!active.current) return;
    setRun({ ...progress, status: 'finished', current: null });

    if (stop === 'unavailable') {
      toast.error(intl.formatMessage({ id: 'admin.import.search.unavailable' }), intl.formatMessage({ id: 'admin.import.search.unavailableText' }));
    } else if (stop === 'failed') {
      toast.error(intl.formatMessage({ id: 'admin.import.search.failed' }));
    } else {
      toast.success(
        intl.formatMessage({ id: 'admin.import.search.done' }),
        intl.formatMessage({ id: 'admin.import.search.doneText' }, { found: progress.found.length, notFound: progress.notFound.length }),
      );
    }
  };

  const running = run.status === 'running';
  const percent = progressPercent(run.completed, run.total);

  return (
    <section className="cards-admin__panel" aria-labelledby={`${inputId}-title`}>
      <h3 className="cards-admin__panel-title" id={`${inputId}-title`}>
        <CloudDownloadOutlined aria-hidden /> <FormattedMessage id="admin.import.search.title" />
      </h3>
      <p className="cards-admin__muted">
        <FormattedMessage id="admin.import.search.intro" />
      </p>
      <label htmlFor={inputId} className="card-import__label">
        <FormattedMessage id="admin.import.search.codes.label" />
      </label>
      <Input.TextArea
        id={inputId}
        className="card-search__codes"
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={running}
        spellCheck={false}
        rows={6}
        placeholder={'OP01-001\n4x OP01-016\nST01-012'}
      />
      <div className="card-search__actions">
        <Button type="primary" icon={<SearchOutlined aria-hidden />} onClick={() => void start()} loading={running} disabled={running}>
          <FormattedMessage id="admin.import.search.start" />
        </Button>
      </div>

      {run.status !== 'idle' && (
        <div className="card-search__result">
          {run.total > 0 && (
            <>
              <p className="card-search__current" aria-live="polite">
                {running && run.current ? (
                  <FormattedMessage id="admin.import.search.current" values={{ code: <strong>{run.current}</strong>, done: run.completed, total: run.total }} />
                ) : (
                  <FormattedMessage id="admin.import.search.progress" values={{ done: run.completed, total: run.total }} />
                )}
              </p>
              <Progress
                percent={percent}
                status={run.unavailable ? 'exception' : running ? 'active' : 'success'}
                aria-label={intl.formatMessage({ id: 'admin.import.search.progress.label' })}
              />
            </>
          )}
          {run.unavailable && (
            <Alert
              type="error"
              showIcon
              className="card-search__alert"
              title={intl.formatMessage({ id: 'admin.import.search.unavailable' })}
              description={<FormattedMessage id="admin.import.search.unavailableText" />}
            />
          )}
          {run.skipped.length > 0 && (
            <p className="cards-admin__muted">
              <FormattedMessage id="admin.import.search.skipped" values={{ count: run.skipped.length }} />
            </p>
          )}
          <div className="card-search__lists">
            <CodeList title="admin.import.search.found" codes={run.found} icon={<CheckCircleOutlined aria-hidden />} color="success" />
            <CodeList title="admin.import.search.notFound" codes={run.notFound} icon={<CloseCircleOutlined aria-hidden />} color="error" />
            {run.notSearched.length > 0 && <CodeList title="admin.import.search.notSearched" codes={run.notSearched} icon={null} color="default" />}
          </div>
        </div>
      )}
    </section>
  );
}

function CodeList({
  title,
  codes,
  icon,
  color,
}: {
  title: 'admin.import.search.found' | 'admin.import.search.notFound' | 'admin.import.search.notSearched';
  codes: string[];
  icon: ReactNode;
  color: string;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: title }, { count: codes.length });
  return (
    <div className="card-search__list">
      <h4>{label}</h4>
      {codes.length === 0 ? (
        <p className="cards-admin__muted">–</p>
      ) : (
        <ul aria-label={label}>
          {codes.map((code) => (
            <li key={code}>
              <Tag color={color} icon={icon}>
                {code}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
