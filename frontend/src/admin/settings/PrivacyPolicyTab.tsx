import { EditOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetPrivacyPolicyQuery, useUpdatePrivacyPolicyMutation } from '../../api/settings';
import { useAppSelector } from '../../app/hooks';
import { ErrorState } from '../../components/ErrorState';
import '../../components/rich-text-content.css';
import { useToast } from '../../components/useToast';
import { describeApiFailure } from '../../lib/api-error';
import { formatDayMonthYear } from '../../lib/date';
import { isBlankHtml } from '../../lib/rich-text';
import { selectLanguage, type Language } from '../../i18n/language';
import type { AdminTabProps } from '../admin-tab';
import { useUnsavedChanges } from '../components/unsaved-changes';
import './privacy-admin.css';

const LANGUAGE_LABELS: Record<Language, string> = { it: 'Italiano', en: 'English' };

/**
 * Privacy policy editor (docs/product.md#privacy-policy-editor): the policy read-only, 'Modifica policy' opens a large text area
 * (HTML; the API sanitises it), 'Salva modifiche' saves and returns to the view, cancel restores the
 * saved text. The policy exists in Italian and English (ADR 0014): a switch picks which one.
 */
export function PrivacyPolicyTab(_props: AdminTabProps) {
  const intl = useIntl();
  const toast = useToast();
  const [language, setLanguage] = useState<Language>(useAppSelector(selectLanguage));
  const { data: policy, isLoading, isError, isFetching, error, refetch } = useGetPrivacyPolicyQuery({ language });
  const [updatePolicy, { isLoading: saving }] = useUpdatePrivacyPolicyMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const editing = draft !== null;
  // An edited policy not saved yet: leaving the page or the section asks first (ADR 0073).
  useUnsavedChanges(editing && draft !== policy?.value);

  const save = async () => {
    if (draft === null) return;
    try {
      await updatePolicy({ language, updatePrivacyPolicyDto: { value: draft } }).unwrap();
      toast.success(intl.formatMessage({ id: 'admin.privacy.saved' }));
      setDraft(null);
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.privacy.saveFailed' }), describeApiFailure(intl, failure, 'admin.privacy.saveFailedDefault'));
    }
  };

  const updated = formatDayMonthYear(policy?.last_updated);

  return (
    <div className="admin-section privacy-admin">
      <header className="admin-section__header">
        <h2 className="admin-section__title">
          <FormattedMessage id="admin.privacy.title" />
        </h2>
        <Segmented<Language>
          aria-label={intl.formatMessage({ id: 'admin.privacy.language' })}
          value={language}
          disabled={editing}
          options={(['it', 'en'] as const).map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
          onChange={setLanguage}
        />
      </header>

      {isLoading || (isFetching && isError) ? (
        <div className="admin-users__state">
          <Spin size="large" description={intl.formatMessage({ id: 'admin.privacy.loading' })} />
        </div>
      ) : isError || !policy ? (
        <ErrorState
          title={intl.formatMessage({ id: 'admin.privacy.loadFailed' })}
          description={describeApiFailure(intl, error, 'admin.privacy.loadFailedDefault')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : editing ? (
        <div className="privacy-admin__editor">
          <label htmlFor="privacy-policy-text" className="privacy-admin__label">
            <FormattedMessage id="admin.privacy.textLabel" />
          </label>
          <Input.TextArea
            id="privacy-policy-text"
            className="privacy-admin__textarea"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            disabled={saving}
          />
          <p className="privacy-admin__hint">
            <FormattedMessage id="admin.privacy.hint" />
          </p>
          <div className="privacy-admin__actions">
            <Button onClick={() => setDraft(null)} disabled={saving}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving} onClick={() => void save()}>
              <FormattedMessage id={saving ? 'admin.privacy.saving' : 'admin.privacy.save'} />
            </Button>
          </div>
        </div>
      ) : (
        <div className="privacy-admin__view">
          <div className="privacy-admin__toolbar">
            <span className="privacy-admin__updated">{updated ? <FormattedMessage id="privacy.lastUpdated" values={{ date: updated }} /> : null}</span>
            <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setDraft(policy.value)}>
              <FormattedMessage id="admin.privacy.edit" />
            </Button>
          </div>
          {isBlankHtml(policy.value) ? (
            <Empty description={intl.formatMessage({ id: 'privacy.empty' })} />
          ) : (
            <div className="rich-text privacy-admin__preview" data-testid="privacy-admin-preview" dangerouslySetInnerHTML={{ __html: policy.value }} />
          )}
        </div>
      )}
    </div>
  );
}
