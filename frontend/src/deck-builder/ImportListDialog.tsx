import { Input, Modal } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface ImportListDialogProps {
  open: boolean;
  importing: boolean;
  onImport(text: string): void;
  onCancel(): void;
}

/** List import (docs/product.md#deck-list-import): a pasted list, one card per line or several on a line, in any format the deck page exports (the API reads them). */
export function ImportListDialog({ open, importing, onImport, onCancel }: ImportListDialogProps) {
  const intl = useIntl();
  const [text, setText] = useState('');

  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'builder.import.title' })}
      okText={intl.formatMessage({ id: 'builder.import.submit' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      confirmLoading={importing}
      onOk={() => onImport(text)}
      onCancel={onCancel}
      afterClose={() => setText('')}
      destroyOnHidden
    >
      <p className="builder-muted">
        <FormattedMessage id="builder.import.help" />
      </p>
      <Input.TextArea
        aria-label={intl.formatMessage({ id: 'builder.import.label' })}
        placeholder={'1xOP10-001\n4xOP10-002\n4 OP10-005'}
        rows={10}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="builder-import__text"
      />
    </Modal>
  );
}
