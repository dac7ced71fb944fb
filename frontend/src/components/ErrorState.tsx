import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load: what went wrong and, when it can help, a retry button. */
export function ErrorState({ title, description, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div role="alert">
      <Result
        status="warning"
        title={title}
        subTitle={description}
        extra={
          onRetry && (
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} loading={retrying} onClick={onRetry}>
              <FormattedMessage id="common.retry" />
            </Button>
          )
        }
      />
    </div>
  );
}
