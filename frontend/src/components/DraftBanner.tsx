import { EyeInvisibleOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';

/**
 * A draft as its admins see it (issue 38): the public page's look, under a banner that says nobody
 * else can see it (visitors get a 404). Shown in place of the publication date, which a draft has not.
 */
export function DraftBanner({ kind, className }: { kind: 'deck' | 'news'; className?: string }) {
  const intl = useIntl();
  return (
    <Alert
      type="warning"
      showIcon
      icon={<EyeInvisibleOutlined aria-hidden />}
      className={['draft-banner', className].filter(Boolean).join(' ')}
      title={intl.formatMessage({ id: 'draft.banner.title' })}
      description={intl.formatMessage({ id: kind === 'deck' ? 'draft.banner.deck' : 'draft.banner.news' })}
    />
  );
}
