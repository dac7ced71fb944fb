import { ArrowLeftOutlined, CalendarOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Skeleton } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { DeckShortDescription } from '../../../components/DeckShortDescription';
import { CardImage } from '../../../components/CardImage';
import { DraftBanner } from '../../../components/DraftBanner';
import { DeckStatisticsPanel } from '../../../components/deck-statistics/DeckStatisticsPanel';
import { ErrorState } from '../../../components/ErrorState';
import { ReportButton } from '../../../components/ReportButton';
import { LegalityNotice } from '../../../components/LegalityNotice';
import '../../../components/rich-text-content.css';
import { ShareButtons } from '../../../components/ShareButtons';
import { TierBadge } from '../../../components/TierBadge';
import { VideoGallery } from '../../../components/VideoGallery';
import { routeId } from '../../../lib/route-id';
import { useSiteOrigin } from '../../../app/route-data';
import { formatDayMonthYear } from '../../../lib/date';
import { mainDeckCount } from '../../../lib/deck-count';
import { postedLabel } from '../../../lib/posted-label';
import { printListPath } from '../../../lib/print-list';
import { pickGuide, trimEmptyParagraphs } from '../../../lib/rich-text';
import { findYouTubeIds, removeYouTubeEmbeds, youTubeVideoId } from '../../../lib/youtube';
import { useGetDeckQuery, type DeckDetailDto } from '../../../api/decks';
import { useCurrentUser } from '../../../api/session';
import { CopyDeckListButton, deckPrintList } from '../components/CopyDeckListButton';
import { DeckComposition } from '../components/DeckComposition';
import { CopyDeckButton, DeckOwnership, EditOwnDeckButton } from '../components/DeckOwnership';
import { DeckExportMenu } from '../components/DeckExportMenu';
import { ModerateDeckButton } from '../components/DeckModeration';
import { groupDeckCards } from '../deck-composition';
import { MatchupTable } from '../components/MatchupTable';
import { SampleHand } from '../components/SampleHand';
import '../decks.css';

export interface DeckDetailPageProps {
  /**
   * Slots for the features that build on this page, plugged in by the router so features stay
   * independent: the favourite toggle (shown next to the copy button; only for logged-in users)
   * and the comments (at the end of the page).
   */
  renderFavorite?: (deck: DeckDetailDto) => ReactNode;
  renderComments?: (deck: DeckDetailDto) => ReactNode;
}

/** /decks/{id}: a published deck with its list, guide, videos and matchups (docs/product.md#deck-page). */
export default function DeckDetailPage({ renderFavorite, renderComments }: DeckDetailPageProps) {
  const intl = useIntl();
  // A missing deck (or a draft, for visitors) never reaches the page: its route answers 404 (routes/deck.tsx).
  const id = routeId(useParams()) ?? 0;
  const { data: deck, isLoading, isError, isFetching, refetch } = useGetDeckQuery({ id });

  if (isLoading) return <DeckLoading />;

  if (isError || !deck) {
    return (
      <div className="container page">
        <ErrorState
          title={intl.formatMessage({ id: 'deck.error.title' })}
          description={intl.formatMessage({ id: 'deck.error.description' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }

  return <DeckDetail deck={deck} renderFavorite={renderFavorite} renderComments={renderComments} />;
}

/** The page's frame before the deck has come: the back link and the hero where they will be. */
function DeckLoading() {
  const intl = useIntl();
  return (
    <div className="container page deck-page" role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'deck.loading' })}>
      <Link to="/decks" className="deck-page__back">
        <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="deck.back" />
      </Link>
      <header className="deck-hero">
        <div className="deck-hero__leader">
          <div className="card-image" />
        </div>
        <div className="deck-hero__info">
          <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} />
        </div>
      </header>
      <Skeleton active className="deck-page__skeleton-list" paragraph={{ rows: 6 }} />
    </div>
  );
}

function DeckDetail({ deck, renderFavorite, renderComments }: { deck: DeckDetailDto } & Pick<DeckDetailPageProps, 'renderFavorite' | 'renderComments'>) {
  const intl = useIntl();
  const language = intl.locale === 'it' ? 'it' : 'en';
  const guide = useMemo(() => pickGuide(language, deck), [language, deck]);
  const guideHtml = useMemo(() => (guide ? trimEmptyParagraphs(removeYouTubeEmbeds(guide.html)) : ''), [guide]);
  const videoIds = useMemo(() => {
    const ids = findYouTubeIds(guide?.html);
    const fromField = youTubeVideoId(deck.videoUrl);
    return fromField && !ids.includes(fromField) ? [...ids, fromField] : ids;
  }, [guide, deck.videoUrl]);
  const groups = useMemo(() => groupDeckCards(deck, deck.resolvedCards), [deck]);
  // The one deck count (ADR 0016): the main deck without the leader, shown as "50 cards + leader".
  const cardCount = mainDeckCount(groups.filter((group) => group.key !== 'leader').flatMap((group) => group.entries));
  const leaderCard = groups.find((group) => group.key === 'leader')?.entries[0]?.card ?? null;
  const hasLeader = leaderCard !== null;
  const shareUrl = `${useSiteOrigin()}/decks/${deck.id}`;

  return (
    <div className="container page deck-page">
      <Link to="/decks" className="deck-page__back">
        <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="deck.back" />
      </Link>

      <header className="deck-hero">
        <div className="deck-hero__leader">
          <CardImage
            code={deck.leader?.code}
            src={deck.leader?.imageUrl}
            card={leaderCard}
            alt={
              deck.leader
                ? intl.formatMessage({ id: 'decks.leaderImage.alt' }, { name: deck.leader.name, code: deck.leader.code })
                : intl.formatMessage({ id: 'decks.leaderImage.none' })
            }
            width={630}
            height={880}
            loading="eager"
            // The page's largest picture: the server preloads it from the head at this priority (ADR 0043).
            fetchPriority="high"
          />
        </div>
        <div className="deck-hero__info">
          <p className="deck-hero__badges">
            {/* A player's deck has no tier (the curators' alone); its owner sees how it is shared. */}
            {deck.curated === 1 ? (
              <TierBadge tier={deck.tier} />
            ) : (
              <span className={`deck-visibility deck-visibility--${deck.visibility}`}>
                <FormattedMessage id={`deck.visibility.${deck.visibility}`} />
              </span>
            )}
            <span className="deck-hero__format">
              <span className="decks-sr-only">
                <FormattedMessage id="decks.format.label" />:{' '}
              </span>
              {deck.format}
            </span>
          </p>
          <h1 className="deck-hero__title">{deck.name}</h1>
          <p className="deck-hero__author">
            <FormattedMessage id="decks.byAuthor" values={{ author: deck.author }} />
          </p>
          <DeckOwnership deck={deck} />
          {deck.isDraft === 1 ? <DraftBanner kind="deck" className="deck-hero__draft" /> : <PostedDate createdAt={deck.createdAt} />}
          <DeckShortDescription deck={deck} className="deck-hero__summary" />
          <div className="deck-hero__actions">
            <CopyDeckListButton deck={deck} />
            <ButtonLink to={printListPath(deckPrintList(deck))} icon={<PrinterOutlined aria-hidden />}>
              <FormattedMessage id="deck.printProxies" />
            </ButtonLink>
            <DeckExportMenu deck={deck} />
            {renderFavorite?.(deck)}
            <CopyDeckButton deck={deck} />
            <EditOwnDeckButton deck={deck} />
            <ReportDeckButton deck={deck} />
            <ModerateDeckButton deck={deck} />
          </div>
        </div>
      </header>

      <section className="deck-section" aria-labelledby="deck-list-title">
        <h2 id="deck-list-title" className="deck-section__title">
          <FormattedMessage id="deck.composition.title" />
          <span className="deck-section__count">
            <FormattedMessage id={hasLeader ? 'deck.count.main' : 'deck.count.mainNoLeader'} values={{ count: cardCount }} />
          </span>
        </h2>
        {deck.missingCards > 0 && (
          <Alert
            type="warning"
            showIcon
            className="deck-page__missing"
            title={intl.formatMessage({ id: 'deck.missingCards.title' })}
            description={intl.formatMessage({ id: 'deck.missingCards.text' }, { count: deck.missingCards })}
          />
        )}
        {/* Legality in the deck's format, as the API judged it (the rule lives on the server). */}
        {deck.legality && <LegalityNotice legality={deck.legality} className="deck-page__legality" />}
        <DeckComposition groups={groups} />
      </section>

      {/* Statistics and odds as the API computed them (ADR 0023); the charts load only here and in the builder. */}
      <section className="deck-section" aria-labelledby="deck-statistics-title">
        <h2 id="deck-statistics-title" className="deck-section__title">
          <FormattedMessage id="deck.statistics.title" />
        </h2>
        <DeckStatisticsPanel statistics={deck.statistics} />
      </section>

      {/* A sample hand from a seed in the address (issue 35, ADR 0065); the leader is never drawn. */}
      {cardCount > 0 && (
        <section className="deck-section" aria-labelledby="deck-sample-hand-title">
          <h2 id="deck-sample-hand-title" className="deck-section__title">
            <FormattedMessage id="deck.sampleHand.title" />
          </h2>
          <SampleHand groups={groups} />
        </section>
      )}

      <section className="deck-section" aria-labelledby="deck-guide-title">
        <h2 id="deck-guide-title" className="deck-section__title">
          <FormattedMessage id="deck.guide.title" />
        </h2>
        {guide === null ? (
          <p className="deck-section__empty">
            <FormattedMessage id="deck.guide.empty" />
          </p>
        ) : (
          <>
            {guide.language !== language && (
              <p className="deck-guide__language-note" lang={language}>
                <FormattedMessage id={guide.language === 'it' ? 'deck.guide.onlyItalian' : 'deck.guide.onlyEnglish'} />
              </p>
            )}
            {/* Sanitised by the API on save (allow-list: formatting, links, images, YouTube embeds). */}
            <div className="deck-guide rich-text" lang={guide.language} dangerouslySetInnerHTML={{ __html: guideHtml }} />
          </>
        )}
      </section>

      {videoIds.length > 0 && (
        <section className="deck-section" aria-labelledby="deck-videos-title">
          <h2 id="deck-videos-title" className="deck-section__title">
            <FormattedMessage id="deck.videos.title" />
          </h2>
          <VideoGallery videoIds={videoIds} />
        </section>
      )}

      <section className="deck-section" aria-labelledby="deck-matchups-title">
        <h2 id="deck-matchups-title" className="deck-section__title">
          <FormattedMessage id="deck.matchups.title" />
        </h2>
        <MatchupTable matchups={deck.matchups} />
      </section>

      <section className="deck-section" aria-labelledby="deck-share-title">
        <h2 id="deck-share-title" className="deck-section__title">
          <FormattedMessage id="deck.share.title" />
        </h2>
        <ShareButtons target={{ url: shareUrl, title: deck.name, imageUrl: deck.leader?.imageUrl }} />
      </section>

      {renderComments?.(deck)}
    </div>
  );
}

/** Report (moderation, ADR 0061): anyone but the deck's owner; a hidden deck is already the moderators'. */
function ReportDeckButton({ deck }: { deck: DeckDetailDto }) {
  const session = useCurrentUser();
  const own = session.status === 'loggedIn' && deck.owner?.username === session.user.username;
  if (own || deck.hidden === 1) return null;
  return <ReportButton targetType="deck" targetId={deck.id} />;
}

/**
 * Posted label (docs/product.md#deck-page): "Published on 22/11/2026 · Today" (or Yesterday, or {days} days ago) in the
 * first week; after that the date alone, written out in the visitor's language.
 */
function PostedDate({ createdAt }: { createdAt: string }) {
  const intl = useIntl();
  const label = postedLabel(createdAt);
  const shortDate = formatDayMonthYear(createdAt);
  if (!label || !shortDate) return null;

  const relative =
    label.kind === 'today'
      ? intl.formatMessage({ id: 'deck.posted.today' })
      : label.kind === 'yesterday'
        ? intl.formatMessage({ id: 'deck.posted.yesterday' })
        : label.kind === 'daysAgo'
          ? intl.formatMessage({ id: 'deck.posted.daysAgo' }, { days: label.days })
          : null;
  const date = label.kind === 'date' ? intl.formatDate(label.date, { day: 'numeric', month: 'long', year: 'numeric' }) : shortDate;

  return (
    <p className="deck-hero__date">
      <CalendarOutlined aria-hidden /> <FormattedMessage id="deck.publishedOn" values={{ date: <time dateTime={createdAt}>{date}</time> }} />
      {relative && (
        <>
          <span className="deck-hero__dot" aria-hidden="true">
            ·
          </span>
          <span className="deck-hero__posted">{relative}</span>
        </>
      )}
    </p>
  );
}
