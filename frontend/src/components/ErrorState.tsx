import { ReloadOutlined, WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * A failed load: what went wrong and, when it can help, a retry button. Drawn by hand rather than
 * with antd's Result, whose module carries its 403/404/500 illustrations (about 10 KB compressed) into
 * every public page that can fail (ADR 0043).
 */
export function ErrorState({ title, description, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div role="alert" className="error-state">
      <WarningFilled className="error-state__icon" aria-hidden />
      <div className="error-state__title">{title}</div>
      {description && <div className="error-state__text">{description}</div>}
      {onRetry && (
        <Button className="error-state__retry" type="primary" icon={<ReloadOutlined aria-hidden />} loading={retrying} onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      )}
    </div>
  );
}
