import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DeckDetailDto } from '../../../api/decks';
import { useHideDeckMutation, useRestoreDeckMutation } from '../../../api/moderation';
import { useCurrentUser } from '../../../api/session';
import { useToast } from '../../../components/useToast';
import { describeApiFailure } from '../../../lib/api-error';

/**
 * An admin hides a deck from its page, or restores a hidden one (moderation, docs/product.md#moderation): the back
 * office's queue lists reported decks, and a hidden deck, out of every list, is found again here by its link.
 */
export function ModerateDeckButton({ deck }: { deck: DeckDetailDto }) {
  const intl = useIntl();
  const toast = useToast();
  const session = useCurrentUser();
  const [hideDeck, hiding] = useHideDeckMutation();
  const [restoreDeck, restoring] = useRestoreDeckMutation();
  if (session.status !== 'loggedIn' || (session.user.isAdmin !== 1 && session.user.isSuperAdmin !== 1)) return null;

  const run = async (work: () => Promise<unknown>, done: 'moderation.hidden' | 'moderation.restored') => {
    try {
      await work();
      toast.success(intl.formatMessage({ id: done }, { name: deck.name }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'moderation.failed' }), describeApiFailure(intl, error, 'moderation.failed'));
    }
  };

  if (deck.hidden === 1)
    return (
      <Button
        icon={<EyeOutlined aria-hidden />}
        loading={restoring.isLoading}
        onClick={() => void run(() => restoreDeck({ id: deck.id }).unwrap(), 'moderation.restored')}
      >
        <FormattedMessage id="moderation.restore" />
      </Button>
    );
  return (
    <Popconfirm
      title={intl.formatMessage({ id: 'moderation.hideConfirm' })}
      okText={intl.formatMessage({ id: 'moderation.hide' })}
      cancelText={intl.formatMessage({ id: 'report.cancel' })}
      okButtonProps={{ danger: true }}
      onConfirm={() => run(() => hideDeck({ id: deck.id }).unwrap(), 'moderation.hidden')}
    >
      <Button danger icon={<EyeInvisibleOutlined aria-hidden />} loading={hiding.isLoading}>
        <FormattedMessage id="moderation.hide" />
      </Button>
    </Popconfirm>
  );
}
