import { Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGameRules } from '../../api/game-rules';
import { useToast } from '../../components/useToast';
import { useClearCardsByPrefixMutation } from './api';
import { describeCardFailure } from './card-errors';
import { PrefixImpact } from './DeletionImpact';

export interface PrefixDeleteDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Elimina carte per prefisso': idle or deleting; the card list is reloaded afterwards (docs/product.md#states-and-timings). */
export function PrefixDeleteDialog({ open, onClose }: PrefixDeleteDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const inputId = useId();
  const errorId = useId();
  // docs/product.md#limits proposes OP10, the current format: the proposal is the current format of the game rules.
  const currentFormat = useGameRules()?.currentFormat ?? '';
  const [typed, setPrefix] = useState<string | null>(null);
  const prefix = typed ?? currentFormat;
  const [invalid, setInvalid] = useState(false);
  const [clearByPrefix, { isLoading: deleting }] = useClearCardsByPrefixMutation();

  const remove = async () => {
    const value = prefix.trim();
    if (value === '') {
      setInvalid(true);
      return;
    }
    try {
      const { count } = await clearByPrefix({ clearPrefixDto: { prefix: value } }).unwrap();
      toast.success(
        intl.formatMessage({ id: 'admin.import.prefix.done' }),
        intl.formatMessage({ id: 'admin.import.prefix.doneText' }, { count, prefix: value }),
      );
      onClose();
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'admin.import.prefix.errorTitle' }), describeCardFailure(intl, error, 'admin.import.prefix.error'));
    }
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'admin.import.prefix.title' })}
      onCancel={deleting ? undefined : onClose}
      closable={!deleting}
      mask={{ closable: !deleting }}
      destroyOnHidden
      afterOpenChange={(isOpen) => {
        if (!isOpen) {
          setPrefix(null);
          setInvalid(false);
        }
      }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={deleting}>
          <FormattedMessage id="common.cancel" />
        </Button>,
        <Button key="delete" type="primary" danger loading={deleting} onClick={() => void remove()}>
          <FormattedMessage id="common.delete" />
        </Button>,
      ]}
    >
      <p className="cards-admin__muted">
        <FormattedMessage id="admin.import.prefix.text" />
      </p>
      <label htmlFor={inputId} className="card-import__label">
        <FormattedMessage id="admin.import.prefix.label" />
      </label>
      <Input
        id={inputId}
        value={prefix}
        disabled={deleting}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setPrefix(event.target.value);
          setInvalid(false);
        }}
        onPressEnter={() => void remove()}
      />
      {invalid && (
        <div id={errorId} role="alert" className="cards-admin__field-error">
          <FormattedMessage id="admin.import.prefix.invalid" />
        </div>
      )}
      {/* Before confirming: which decks would lose cards (issue #10). */}
      {open && <PrefixImpact prefix={prefix} />}
    </Modal>
  );
}
