import { CopyOutlined, EditOutlined, LoginOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCopyDeckMutation, type DeckDetailDto } from '../../../api/decks';
import { useCurrentUser } from '../../../api/session';
import { ButtonLink } from '../../../components/ButtonLink';
import { useToast } from '../../../components/useToast';
import { describeApiFailure } from '../../../lib/api-error';

/**
 * Whose deck this is (ADR 0061): a player's deck names the player, linking to their page, and a copy names the deck it is
 * based on while that deck exists and the reader may open it. A curated deck keeps its author line alone.
 */
export function DeckOwnership({ deck }: { deck: DeckDetailDto }) {
  const player = deck.curated === 0 ? deck.owner?.username : undefined;
  if (!player && !deck.copiedFrom && deck.hidden !== 1) return null;
  return (
    <>
      {/* Only its owner and admins read a hidden deck (moderation, ADR 0061): they are told why nobody else does. */}
      {deck.hidden === 1 && (
        <p className="deck-hero__hidden" role="status">
          <FormattedMessage id="deck.hiddenNotice" />
        </p>
      )}
      {(player || deck.copiedFrom) && (
        <p className="deck-hero__ownership">
          {player && (
            <span className="deck-hero__owner">
              <FormattedMessage
                id="deck.owner.by"
                values={{
                  player: (
                    <Link to={`/players/${encodeURIComponent(player)}`} className="deck-hero__owner-link">
                      {player}
                    </Link>
                  ),
                }}
              />
            </span>
          )}
          {deck.copiedFrom && (
            <span className="deck-hero__source">
              <FormattedMessage id="deck.owner.basedOn" values={{ deck: <Link to={`/decks/${deck.copiedFrom.id}`}>{deck.copiedFrom.name}</Link> }} />
            </span>
          )}
        </p>
      )}
    </>
  );
}

/** A player's own deck: a link to its editor (an admin edits any deck in the back office). */
export function EditOwnDeckButton({ deck }: { deck: DeckDetailDto }) {
  const session = useCurrentUser();
  if (session.status !== 'loggedIn' || deck.curated !== 0 || deck.owner?.username !== session.user.username) return null;
  return (
    <ButtonLink to={`/decks/${deck.id}/edit`} icon={<EditOutlined aria-hidden />}>
      <FormattedMessage id="deck.edit" />
    </ButtonLink>
  );
}

/**
 * "Copy to my decks" (issue 34 item 5): a verified player gets a private copy (POST /api/decks/{id}/copy) and lands in its
 * editor. A visitor is offered the login form (and back here after it); an unverified player is told why they cannot.
 */
export function CopyDeckButton({ deck }: { deck: DeckDetailDto }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useCurrentUser();
  const [copyDeck, { isLoading }] = useCopyDeckMutation();

  if (session.status === 'loading') return null;
  if (session.status === 'loggedOut') {
    return (
      <ButtonLink to={`/auth?from=${encodeURIComponent(pathname)}`} icon={<LoginOutlined aria-hidden />}>
        <FormattedMessage id="deck.copy.login" />
      </ButtonLink>
    );
  }
  if (session.user.isEmailVerified !== 1) {
    return (
      <span className="deck-hero__copy-blocked">
        <Button icon={<CopyOutlined aria-hidden />} disabled aria-describedby="deck-copy-why">
          <FormattedMessage id="deck.copy.button" />
        </Button>
        <span id="deck-copy-why" className="deck-hero__copy-why">
          <FormattedMessage id="deck.copy.verifyFirst" />
        </span>
      </span>
    );
  }

  const copy = async () => {
    try {
      const copied = await copyDeck({ id: deck.id }).unwrap();
      toast.success(intl.formatMessage({ id: 'deck.copy.done' }), copied.name);
      void navigate(`/decks/${copied.id}/edit`);
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'deck.copy.failed' }), describeApiFailure(intl, error, 'deck.copy.failed'));
    }
  };

  return (
    <Button icon={<CopyOutlined aria-hidden />} loading={isLoading} onClick={() => void copy()}>
      <FormattedMessage id="deck.copy.button" />
    </Button>
  );
}
