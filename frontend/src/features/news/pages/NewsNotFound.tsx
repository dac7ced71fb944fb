import { ArrowLeftOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../components/ButtonLink';
import '../news.css';

/** A missing or draft article (docs/product.md#news): its own chunk, as few visitors see it. */
export default function NewsNotFound() {
  const intl = useIntl();
  return (
    <div className="container page news-article">
      <Result
        status="404"
        title={<h1 className="news-article__not-found">{intl.formatMessage({ id: 'news.newsNotFound' })}</h1>}
        subTitle={intl.formatMessage({ id: 'news.newsNotFoundText' })}
        extra={
          <ButtonLink to="/news" type="primary" icon={<ArrowLeftOutlined aria-hidden />}>
            <FormattedMessage id="news.back" />
          </ButtonLink>
        }
      />
    </div>
  );
}
