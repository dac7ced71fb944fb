import { BookOutlined, BuildOutlined, DatabaseOutlined, TrophyOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

const BENEFITS: readonly { icon: ReactNode; title: MessageId; text: MessageId }[] = [
  { icon: <DatabaseOutlined />, title: 'account.benefits.cards.title', text: 'account.benefits.cards.text' },
  { icon: <BuildOutlined />, title: 'account.benefits.deckBuilder.title', text: 'account.benefits.deckBuilder.text' },
  { icon: <TrophyOutlined />, title: 'account.benefits.tierList.title', text: 'account.benefits.tierList.text' },
  { icon: <BookOutlined />, title: 'account.benefits.guides.title', text: 'account.benefits.guides.text' },
];

/** The side block of the login page: what the site offers (docs/product.md#register-and-log-in). */
export function AuthBenefits() {
  return (
    <aside className="auth-benefits" aria-labelledby="auth-benefits-title">
      <h2 id="auth-benefits-title" className="auth-benefits__title">
        <FormattedMessage id="account.benefits.title" />
      </h2>
      <ul className="auth-benefits__list">
        {BENEFITS.map(({ icon, title, text }) => (
          <li key={title} className="auth-benefits__item">
            <span className="auth-benefits__icon" aria-hidden="true">
              {icon}
            </span>
            <span>
              <strong className="auth-benefits__item-title">
                <FormattedMessage id={title} />
              </strong>
              <span className="auth-benefits__item-text">
                <FormattedMessage id={text} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
