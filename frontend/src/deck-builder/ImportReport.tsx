import { Alert } from 'antd';
import { memo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ImportAdjustment } from './deck-draft';

export interface ImportReportData {
  /** Cards (and leader) the import put in the deck. */
  imported: number;
  adjustments: ImportAdjustment[];
}

/** One adjustment in the admin's language, by its kind (never the server's words). */
export function describeAdjustment(intl: IntlShape, adjustment: ImportAdjustment): string {
  switch (adjustment.kind) {
    case 'merged':
      return intl.formatMessage({ id: 'builder.import.adjustment.merged' }, { code: adjustment.code, lines: adjustment.lines, quantity: adjustment.quantity });
    case 'clamped':
      return intl.formatMessage({ id: 'builder.import.adjustment.clamped' }, { code: adjustment.code, requested: adjustment.requested, kept: adjustment.kept });
    case 'unknown':
      return intl.formatMessage({ id: 'builder.import.adjustment.unknown' }, { line: adjustment.line });
    case 'unreadable':
      return intl.formatMessage({ id: 'builder.import.adjustment.unreadable' }, { line: adjustment.line });
    case 'extraLeader':
      return intl.formatMessage({ id: 'builder.import.adjustment.extraLeader' }, { code: adjustment.code });
    case 'replaced':
      return intl.formatMessage({ id: 'builder.import.adjustment.replaced' }, { code: adjustment.code, from: adjustment.from, to: adjustment.to });
    case 'leaderKept':
      return intl.formatMessage({ id: 'builder.import.adjustment.leaderKept' }, { code: adjustment.code });
  }
}

/** The last list import's result, kept in the builder until closed: how many cards, and every change made. */
export const ImportReport = memo(function ImportReport({ report, onClose }: { report: ImportReportData; onClose(): void }) {
  const intl = useIntl();
  const clean = report.adjustments.length === 0;
  return (
    <Alert
      className="builder-import-report"
      type={clean ? 'success' : 'warning'}
      showIcon
      title={intl.formatMessage(
        { id: clean ? 'builder.import.reportClean' : 'builder.import.reportAdjusted' },
        { count: report.imported, changes: report.adjustments.length },
      )}
      description={
        clean ? undefined : (
          <ul className="builder-import-report__list" aria-label={intl.formatMessage({ id: 'builder.import.reportList' })}>
            {report.adjustments.map((adjustment, index) => (
              <li key={index}>{describeAdjustment(intl, adjustment)}</li>
            ))}
          </ul>
        )
      }
      closable={{ 'aria-label': intl.formatMessage({ id: 'builder.import.reportClose' }), onClose }}
    />
  );
});
