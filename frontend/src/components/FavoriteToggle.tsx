import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { useAddFavoriteMutation, useGetFavoriteStatusQuery, useRemoveFavoriteMutation } from '../api/community';
import { useCurrentUser } from '../api/session';
import { describeApiFailure } from '../lib/api-error';
import { useToast } from './useToast';

/**
 * The deck page's favourite button (docs/product.md): only for logged-in users, disabled while a request runs.
 * An unverified user is told to verify (the API answers 403 email_not_verified).
 */
export function FavoriteToggle({ deckId }: { deckId: number }) {
  const intl = useIntl();
  const toast = useToast();
  const session = useCurrentUser();
  const loggedIn = session.status === 'loggedIn';
  const status = useGetFavoriteStatusQuery({ deckId }, { skip: !loggedIn });
  const [addFavorite, adding] = useAddFavoriteMutation();
  const [removeFavorite, removing] = useRemoveFavoriteMutation();
  if (!loggedIn) return null;

  const isFavorite = status.data?.isFavorite === true;
  const busy = status.isFetching || adding.isLoading || removing.isLoading;

  const toggle = async () => {
    if (status.isError) {
      toast.error(intl.formatMessage({ id: 'favorites.checkFailed' }));
      return;
    }
    try {
      if (isFavorite) {
        await removeFavorite({ deckId }).unwrap();
        toast.success(intl.formatMessage({ id: 'favorites.removed' }));
      } else {
        await addFavorite({ addFavoriteDto: { deckId } }).unwrap();
        toast.success(intl.formatMessage({ id: 'favorites.added' }));
      }
    } catch (error) {
      const fallback = isFavorite ? 'favorites.removeFailed' : 'favorites.addFailed';
      toast.error(intl.formatMessage({ id: fallback }), describeApiFailure(intl, error, fallback));
    }
  };

  const label = intl.formatMessage({ id: isFavorite ? 'favorites.remove' : 'favorites.add' });
  return (
    <Button
      className="favorite-toggle"
      aria-pressed={isFavorite}
      icon={isFavorite ? <HeartFilled aria-hidden style={{ color: '#e5484d' }} /> : <HeartOutlined aria-hidden />}
      disabled={busy}
      loading={adding.isLoading || removing.isLoading}
      onClick={() => void toggle()}
    >
      {label}
    </Button>
  );
}
