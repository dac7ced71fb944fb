import { Alert, Button, Input } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParseDeckListMutation } from '../../../api/decks';
import type { ParsedDeckListDto } from '../../../api/generated';
import { errorCodeText, readApiFailure } from '../../../lib/api-error';
import type { PrintEntry } from '../../../lib/print-list';

export interface PasteListProps {
  /** Adds the list's cards to the print list (quantities added to those already there). */
  onAdd: (entries: PrintEntry[]) => void;
}

/** A pasted list's cards: the leader once, then every card with its quantity (the API merged repeated lines). */
export function pastedEntries(parsed: ParsedDeckListDto): PrintEntry[] {
  return [...(parsed.leader ? [parsed.leader] : []), ...parsed.cards].map(({ code, quantity }) => ({ code, quantity }));
}

/**
 * The paste box of /print (ADR 0071): any list the deck builder reads (OPTCGSim, tournament, Cardmarket; several per
 * line), read by the builder's own parser, POST /api/decks/parse-list. What it could not read is listed.
 */
export function PasteList({ onAdd }: PasteListProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [parse, { isLoading }] = useParseDeckListMutation();
  const [report, setReport] = useState<{ added: number; unknown: string[]; cut: string[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setReport(null);
    setFailure(null);
    if (!text.trim()) {
      setFailure(intl.formatMessage({ id: 'print.paste.empty' }));
      return;
    }
    try {
      const parsed = await parse({ parseDeckListDto: { text } }).unwrap();
      const entries = pastedEntries(parsed);
      onAdd(entries);
      setReport({
        added: entries.reduce((sum, entry) => sum + entry.quantity, 0),
        unknown: [...parsed.missing, ...parsed.unreadable],
        cut: parsed.adjustments.flatMap((adjustment) => (adjustment.kind === 'clamped' && adjustment.code ? [adjustment.code] : [])),
      });
      if (parsed.missing.length === 0 && parsed.unreadable.length === 0) setText('');
    } catch (error) {
      setFailure(errorCodeText(intl, readApiFailure(error).code) ?? intl.formatMessage({ id: 'print.paste.failed' }));
    }
  };

  return (
    <section className="print-paste" aria-labelledby="print-paste-title">
      <h2 id="print-paste-title">
        <FormattedMessage id="print.paste.title" />
      </h2>
      <p className="print-settings__hint">
        <FormattedMessage id="print.paste.help" />
      </p>
      <Input.TextArea
        aria-label={intl.formatMessage({ id: 'print.paste.label' })}
        placeholder={'1xOP01-001\n4 OP01-016 Nami\n4 Nami (OP01-016)'}
        rows={5}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button className="print-paste__submit" onClick={() => void submit()} loading={isLoading}>
        <FormattedMessage id="print.paste.submit" />
      </Button>
      <div role="status" className="print-paste__report">
        {report && (
          <Alert
            type={report.unknown.length > 0 ? 'warning' : 'success'}
            title={intl.formatMessage({ id: 'print.paste.added' }, { count: report.added })}
            description={
              report.unknown.length > 0 || report.cut.length > 0 ? (
                <>
                  {report.unknown.length > 0 && (
                    <p>
                      <FormattedMessage id="print.paste.unknown" values={{ count: report.unknown.length }} />
                    </p>
                  )}
                  {report.unknown.length > 0 && (
                    <ul className="print-paste__unknown">
                      {report.unknown.map((line, index) => (
                        <li key={index}>{line}</li>
                      ))}
                    </ul>
                  )}
                  {report.cut.length > 0 && (
                    <p>
                      <FormattedMessage id="print.paste.cut" values={{ codes: report.cut.join(', ') }} />
                    </p>
                  )}
                </>
              ) : undefined
            }
          />
        )}
        {failure && <Alert type="error" title={failure} />}
      </div>
    </section>
  );
}
