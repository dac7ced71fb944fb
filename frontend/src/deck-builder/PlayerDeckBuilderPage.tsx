import { ArrowLeftOutlined, CopyOutlined, HomeOutlined } from '@ant-design/icons';
import { Alert, App, Spin } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useGetDeckQuery, type DeckDetailDto } from '../api/decks';
import { useCurrentUser, type UserDto } from '../api/session';
import { ButtonLink } from '../components/ButtonLink';
import { ErrorState } from '../components/ErrorState';
import { includesBuilder, wantCatalogue } from '../i18n/messages';
import { readApiFailure } from '../lib/api-error';
import { routeId } from '../lib/route-id';
import { DeckBuilder } from './DeckBuilder';
import './player-builder.css';

const MY_DECKS = '/my-account?tab=decks';

/**
 * /decks/new and /decks/{id}/edit (issue 34 item 4): the back office's builder for a verified player's own decks, rendered in
 * the browser (routes/deck-builder.tsx). A visitor is sent to the login form and back; an unverified player is told why they
 * cannot build; a deck that is not theirs (curated, or another player's) is offered to copy instead.
 */
export default function PlayerDeckBuilderPage() {
  const intl = useIntl();
  const session = useCurrentUser();
  const { pathname } = useLocation();
  // The builder's texts are a catalogue of their own (builder.<language>.json), wanted in every language shown from now on.
  const ready = includesBuilder(intl.messages);
  useEffect(() => {
    if (!ready) wantCatalogue('builder');
  }, [ready]);

  if (session.status === 'loggedOut') return <Navigate to={`/auth?from=${encodeURIComponent(pathname)}`} replace />;
  if (session.status === 'loading' || !ready) return <Loading />;
  return (
    <div className="container page player-builder">
      <Link to={MY_DECKS} className="player-builder__back">
        <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="playerBuilder.back" />
      </Link>
      {session.user.isEmailVerified !== 1 ? <VerifyFirst /> : <BuilderFor user={session.user} />}
    </div>
  );
}

function Loading() {
  const intl = useIntl();
  return (
    <div className="page-loading" role="status">
      <Spin size="large" description={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}

function VerifyFirst() {
  const intl = useIntl();
  return (
    <Alert
      type="warning"
      showIcon
      title={intl.formatMessage({ id: 'playerBuilder.verify.title' })}
      description={
        <>
          <p>
            <FormattedMessage id="playerBuilder.verify.text" />
          </p>
          <ButtonLink to="/my-account" icon={<HomeOutlined aria-hidden />}>
            <FormattedMessage id="playerBuilder.verify.account" />
          </ButtonLink>
        </>
      }
    />
  );
}

function BuilderFor({ user }: { user: UserDto }) {
  const id = routeId(useParams());
  const navigate = useNavigate();
  const open = (deck: DeckDetailDto) => void navigate(`/decks/${deck.id}`);
  if (id === null) {
    return (
      <>
        <h1 className="player-builder__title">
          <FormattedMessage id="playerBuilder.newTitle" />
        </h1>
        <Builder author={user.username} onCreated={open} />
      </>
    );
  }
  return <EditDeck id={id} user={user} onSaved={() => void navigate(`/decks/${id}`)} />;
}

function EditDeck({ id, user, onSaved }: { id: number; user: UserDto; onSaved(): void }) {
  const intl = useIntl();
  const { data: deck, isLoading, isError, error, isFetching, refetch } = useGetDeckQuery({ id });
  if (isLoading) return <Loading />;
  if (isError || !deck) {
    const notFound = readApiFailure(error).status === 404;
    return (
      <ErrorState
        title={intl.formatMessage({ id: notFound ? 'playerBuilder.notFound.title' : 'playerBuilder.error.title' })}
        description={intl.formatMessage({ id: notFound ? 'playerBuilder.notFound.text' : 'playerBuilder.error.text' })}
        onRetry={notFound ? undefined : () => void refetch()}
        retrying={isFetching}
      />
    );
  }
  // An admin edits any deck in the back office; here a player edits their own community decks (ADR 0061).
  const mine = deck.curated === 0 && deck.owner?.username === user.username;
  if (!mine && user.isAdmin !== 1) {
    return (
      <Alert
        type="info"
        showIcon
        title={intl.formatMessage({ id: 'playerBuilder.notYours.title' })}
        description={
          <>
            <p>
              <FormattedMessage id="playerBuilder.notYours.text" values={{ name: deck.name }} />
            </p>
            <ButtonLink to={`/decks/${deck.id}`} icon={<CopyOutlined aria-hidden />}>
              <FormattedMessage id="playerBuilder.notYours.open" />
            </ButtonLink>
          </>
        }
      />
    );
  }
  return (
    <>
      <h1 className="player-builder__title">
        <FormattedMessage id="playerBuilder.editTitle" values={{ name: deck.name }} />
      </h1>
      <Builder deck={deck} author={user.username} onClose={onSaved} />
    </>
  );
}

/** antd's <App> for the builder's confirmations and notifications (the public site does not mount it, ADR 0027). */
function Builder({ deck, author, onClose, onCreated }: { deck?: DeckDetailDto; author: string; onClose?(): void; onCreated?(deck: DeckDetailDto): void }) {
  return (
    <App component={false} notification={{ maxCount: 1, duration: 5, placement: 'top', top: 80 }}>
      <DeckBuilder deck={deck} onClose={onClose} player={{ author, onCreated: onCreated ?? (() => undefined) }} />
    </App>
  );
}
