import { HomeOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { BrandMark } from '../../components/BrandMark';
import { ButtonLink } from '../../components/ButtonLink';

export default function NotFoundPage() {
  return (
    <div className="container page not-found">
      <Result
        icon={
          // "4 ⎈ 4": the ship's wheel stands in for the zero, in the site's colours (antd's 404 art is off-theme).
          <div className="not-found__art" aria-hidden="true">
            <span>4</span>
            <BrandMark className="not-found__wheel" />
            <span>4</span>
          </div>
        }
        title={
          <h1 className="not-found__title">
            <FormattedMessage id="notFound.title" />
          </h1>
        }
        subTitle={<FormattedMessage id="notFound.description" />}
        extra={
          <ButtonLink to="/" type="primary" size="large" icon={<HomeOutlined aria-hidden />}>
            <FormattedMessage id="notFound.backHome" />
          </ButtonLink>
        }
      />
    </div>
  );
}
