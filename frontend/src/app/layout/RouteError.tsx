import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../components/ErrorState';

/**
 * Shown inside the layout when a page crashes or its code chunk cannot be loaded
 * (typically right after a deploy): reloading fetches the new chunks.
 */
export function RouteError({ error }: { error: unknown }) {
  const intl = useIntl();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="container page">
      <ErrorState
        title={intl.formatMessage({ id: 'app.error.title' })}
        description={
          <>
            <FormattedMessage id="app.error.description" />
            <div className="route-error__action">
              <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => window.location.reload()}>
                <FormattedMessage id="app.error.reload" />
              </Button>
            </div>
          </>
        }
      />
    </div>
  );
}
