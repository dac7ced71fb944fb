import { ThunderboltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../components/useToast';
import { useNormalizeCardTypesMutation, type NormalizationResultDto } from './api';
import { describeCardFailure } from './card-errors';

/** product normalisation panel: one button applies the §4 type rule to every card and lists examples of what changed. */
export function NormalizationPanel({ pendingCount }: { pendingCount: number }) {
  const intl = useIntl();
  const toast = useToast();
  const [normalize, { isLoading }] = useNormalizeCardTypesMutation();
  const [result, setResult] = useState<NormalizationResultDto | null>(null);

  const run = async () => {
    try {
      const outcome = await normalize({ normalizeTypesDto: {} }).unwrap();
      setResult(outcome);
      toast.success(
        intl.formatMessage({ id: 'admin.cards.normalize.done' }),
        intl.formatMessage({ id: 'admin.cards.normalize.doneText' }, { count: outcome.updatedCount }),
      );
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'admin.cards.toast.errorTitle' }), describeCardFailure(intl, error, 'admin.cards.normalize.failed'));
    }
  };

  const show = (type: string) => (type === '' ? intl.formatMessage({ id: 'admin.cards.type.empty' }) : type);

  return (
    <section className="cards-admin__panel card-normalize" aria-label={intl.formatMessage({ id: 'admin.cards.normalize.title' })}>
      <div className="card-normalize__head">
        <div>
          <h3 className="cards-admin__panel-title">
            <FormattedMessage id="admin.cards.normalize.title" />
          </h3>
          <p className="cards-admin__muted">
            <FormattedMessage id="admin.cards.normalize.intro" values={{ count: pendingCount }} />
          </p>
        </div>
        <Button type="primary" icon={<ThunderboltOutlined aria-hidden />} loading={isLoading} onClick={() => void run()}>
          <FormattedMessage id="admin.cards.normalize.button" />
        </Button>
      </div>
      {result && (
        <div className="card-normalize__result" aria-live="polite">
          <p>
            <FormattedMessage id="admin.cards.normalize.doneText" values={{ count: result.updatedCount }} />
          </p>
          {result.updatedExamples.length > 0 && (
            <ul className="card-normalize__examples" aria-label={intl.formatMessage({ id: 'admin.cards.normalize.examples' })}>
              {result.updatedExamples.map((example) => (
                <li key={example.code}>
                  <code>{example.code}</code>: <span className="card-normalize__old">{show(example.oldType)}</span> → <strong>{show(example.newType)}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
