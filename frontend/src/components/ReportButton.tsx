import { FlagOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { REPORT_NOTE_MAX, REPORT_REASONS, useCreateReportMutation, type ReportReason } from '../api/moderation';
import { useCurrentUser } from '../api/session';
import { describeApiFailure, readApiFailure } from '../lib/api-error';
import { ButtonLink } from './ButtonLink';
import { useToast } from './useToast';
import './report-button.css';

export interface ReportButtonProps {
  targetType: 'deck' | 'comment';
  targetId: number;
  /** Under a comment: a small text button ("Report"); on the deck page a full button. */
  compact?: boolean;
}

/**
 * "Report" (issue 34 item 6, docs/product.md#moderation): a verified player tells the moderators about a deck or a
 * comment, with a reason and an optional note. A visitor is offered the login form (and back here after it), as the
 * Copy button does; an unverified player is told why they cannot. Callers leave it out for the viewer's own content.
 */
export function ReportButton({ targetType, targetId, compact = false }: ReportButtonProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const session = useCurrentUser();
  const [open, setOpen] = useState(false);
  const whyId = useId();
  const size = compact ? 'small' : undefined;
  const type = compact ? 'text' : undefined;

  if (session.status === 'loading') return null;
  if (session.status === 'loggedOut') {
    return (
      <ButtonLink to={`/auth?from=${encodeURIComponent(pathname)}`} icon={<FlagOutlined aria-hidden />} size={size} type={type}>
        <FormattedMessage id="report.login" />
      </ButtonLink>
    );
  }
  if (session.user.isEmailVerified !== 1) {
    return compact ? (
      <Button size={size} type={type} icon={<FlagOutlined aria-hidden />} disabled title={intl.formatMessage({ id: 'report.verifyFirst' })}>
        <FormattedMessage id="report.button" />
      </Button>
    ) : (
      <span className="report-blocked">
        <Button icon={<FlagOutlined aria-hidden />} disabled aria-describedby={whyId}>
          <FormattedMessage id="report.button" />
        </Button>
        <span id={whyId} className="report-blocked__why">
          <FormattedMessage id="report.verifyFirst" />
        </span>
      </span>
    );
  }
  return (
    <>
      <Button size={size} type={type} icon={<FlagOutlined aria-hidden />} onClick={() => setOpen(true)}>
        <FormattedMessage id="report.button" />
      </Button>
      {open && <ReportDialog targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The form: one reason (required), a note (optional). */
function ReportDialog({ targetType, targetId, onClose }: { targetType: 'deck' | 'comment'; targetId: number; onClose(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const [createReport, { isLoading }] = useCreateReportMutation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const titleId = useId();

  const send = async () => {
    if (!reason) return;
    try {
      await createReport({ createReportDto: { targetType, targetId, reason, note: note.trim() || null } }).unwrap();
      toast.success(intl.formatMessage({ id: 'report.sent' }), intl.formatMessage({ id: 'report.sentText' }));
      onClose();
    } catch (error) {
      // Reported already: nothing failed, the first report is in the queue.
      if (readApiFailure(error).code === 'already_reported') {
        toast.info(intl.formatMessage({ id: 'report.already' }));
        onClose();
        return;
      }
      toast.error(intl.formatMessage({ id: 'report.failed' }), describeApiFailure(intl, error, 'report.failed'));
    }
  };

  return (
    <Modal
      open
      title={<span id={titleId}>{intl.formatMessage({ id: targetType === 'deck' ? 'report.titleDeck' : 'report.titleComment' })}</span>}
      okText={intl.formatMessage({ id: 'report.send' })}
      cancelText={intl.formatMessage({ id: 'report.cancel' })}
      okButtonProps={{ disabled: !reason, loading: isLoading }}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="report-dialog__intro">
        <FormattedMessage id="report.intro" />
      </p>
      <Radio.Group
        className="report-dialog__reasons"
        aria-labelledby={titleId}
        value={reason}
        onChange={(event) => setReason(event.target.value as ReportReason)}
        options={REPORT_REASONS.map((value) => ({ value, label: intl.formatMessage({ id: `report.reason.${value}` }) }))}
      />
      <label className="report-dialog__note">
        <span>
          <FormattedMessage id="report.note" />
        </span>
        <Input.TextArea
          value={note}
          maxLength={REPORT_NOTE_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={intl.formatMessage({ id: 'report.notePlaceholder' })}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
    </Modal>
  );
}
