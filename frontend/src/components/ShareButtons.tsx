import { DiscordFilled, FacebookFilled, PinterestFilled, TwitterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import './share-buttons.css';
import { useToast } from './useToast';
import { copyText } from '../lib/clipboard';
import { facebookShareUrl, pinterestShareUrl, twitterShareUrl, type ShareTarget } from '../lib/share-links';

/** Share buttons (docs/product.md#sharing-favourites-and-comments): Facebook, Twitter, Pinterest open their share page; Discord has none, so the link is copied. */
export function ShareButtons({ target }: { target: ShareTarget }) {
  const intl = useIntl();
  const toast = useToast();

  const copyForDiscord = async () => {
    if (await copyText(target.url))
      toast.success(intl.formatMessage({ id: 'deck.share.discordCopied' }), intl.formatMessage({ id: 'deck.share.discordCopiedText' }));
    else toast.error(intl.formatMessage({ id: 'deck.copyList.failed' }), target.url);
  };

  const links = [
    { key: 'facebook', href: facebookShareUrl(target), icon: <FacebookFilled aria-hidden />, label: 'Facebook' },
    { key: 'twitter', href: twitterShareUrl(target), icon: <TwitterOutlined aria-hidden />, label: 'Twitter' },
    { key: 'pinterest', href: pinterestShareUrl(target), icon: <PinterestFilled aria-hidden />, label: 'Pinterest' },
  ];

  return (
    <div className="share-buttons" role="group" aria-label={intl.formatMessage({ id: 'deck.share.label' })}>
      {links.map(({ key, href, icon, label }) => (
        <Button
          key={key}
          className={`share-buttons__button share-buttons__button--${key}`}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          icon={icon}
          aria-label={intl.formatMessage({ id: 'deck.share.on' }, { network: label })}
        >
          {label}
        </Button>
      ))}
      <Button
        className="share-buttons__button share-buttons__button--discord"
        icon={<DiscordFilled aria-hidden />}
        onClick={() => void copyForDiscord()}
        aria-label={intl.formatMessage({ id: 'deck.share.discord' })}
      >
        <FormattedMessage id="deck.share.discordButton" />
      </Button>
    </div>
  );
}
