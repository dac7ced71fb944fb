import { Button, Modal, Switch } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface ConsentDraft {
  preferences: boolean;
  analytics: boolean;
}

/** The cookie preferences dialog of CookieBanner: necessary (always on), preferences and analytics. */
export default function CookiePreferences({
  open,
  draft,
  onDraft,
  onCancel,
  onSave,
}: {
  open: boolean;
  draft: ConsentDraft;
  onDraft: Dispatch<SetStateAction<ConsentDraft>>;
  onCancel(): void;
  onSave(): void;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'cookies.preferences.title' })}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          <FormattedMessage id="common.cancel" />
        </Button>,
        <Button key="save" type="primary" onClick={onSave}>
          <FormattedMessage id="cookies.preferences.save" />
        </Button>,
      ]}
    >
      <ul className="cookie-preferences">
        <ConsentSwitch id="necessary" checked disabled onChange={() => {}} />
        <ConsentSwitch id="preferences" checked={draft.preferences} onChange={(preferences) => onDraft((current) => ({ ...current, preferences }))} />
        <ConsentSwitch id="analytics" checked={draft.analytics} onChange={(analytics) => onDraft((current) => ({ ...current, analytics }))} />
      </ul>
    </Modal>
  );
}

function ConsentSwitch({
  id,
  checked,
  disabled = false,
  onChange,
}: {
  id: 'necessary' | 'preferences' | 'analytics';
  checked: boolean;
  disabled?: boolean;
  onChange(value: boolean): void;
}) {
  const labelId = `cookie-${id}-label`;
  return (
    <li className="cookie-preferences__item">
      <div>
        <p className="cookie-preferences__name" id={labelId}>
          <FormattedMessage id={`cookies.category.${id}`} />
        </p>
        <p className="cookie-preferences__hint">
          <FormattedMessage id={`cookies.category.${id}.hint`} />
        </p>
      </div>
      <Switch checked={checked} disabled={disabled} onChange={onChange} aria-labelledby={labelId} />
    </li>
  );
}
