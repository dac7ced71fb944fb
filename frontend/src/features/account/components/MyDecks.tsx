import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Pagination, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  DECK_VISIBILITIES,
  useDeleteDeckMutation,
  useListMyDecksQuery,
  useUpdateDeckVisibilityMutation,
  type DeckSummaryDto,
  type DeckVisibility,
} from '../../../api/decks';
import { ButtonLink } from '../../../components/ButtonLink';
import { CardImage } from '../../../components/CardImage';
import { ErrorState } from '../../../components/ErrorState';
import { useToast } from '../../../components/useToast';
import { describeApiFailure } from '../../../lib/api-error';
import { lastPageOf } from '../../../lib/paging';
import { formatDayMonthYear } from '../../../lib/date';

/** My decks shows 20 decks a page (the back office's deck table's size). */
const MY_DECKS_PER_PAGE = 20;

/**
 * My account → My decks (issue 34 item 3, ADR 0061): every deck the player owns (GET /api/decks/mine) with its visibility,
 * changed in place; open, edit, delete (asking first, naming the deck) and create (/decks/new).
 */
export function MyDecks() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isError, isFetching, refetch } = useListMyDecksQuery({ page, pageSize: MY_DECKS_PER_PAGE, sort: 'newest' });
  // The last deck of the last page deleted: that page is gone (404 page_out_of_range), the one before it is shown (ADR 0067).
  const lastPage = lastPageOf(error);
  if (lastPage !== null && lastPage !== page) setPage(lastPage);
  const [deleting, setDeleting] = useState<DeckSummaryDto | null>(null);

  const create = (
    <ButtonLink to="/decks/new" type="primary" icon={<PlusOutlined aria-hidden />}>
      <FormattedMessage id="account.myDecks.create" />
    </ButtonLink>
  );

  if (isLoading || lastPage !== null) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError || !data)
    return <ErrorState title={intl.formatMessage({ id: 'account.myDecks.loadFailed' })} onRetry={() => void refetch()} retrying={isFetching} />;

  return (
    <section className="my-decks" aria-labelledby="my-decks-title">
      <header className="my-decks__header">
        <h2 id="my-decks-title" className="my-decks__title">
          <FormattedMessage id="account.myDecks.title" values={{ count: data.total }} />
        </h2>
        {data.total > 0 && create}
      </header>
      {data.items.length === 0 ? (
        <Empty
          className="empty-state"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <p className="empty-state__title">
                <FormattedMessage id="account.myDecks.empty" />
              </p>
              <p className="empty-state__text">
                <FormattedMessage id="account.myDecks.emptyText" />
              </p>
            </>
          }
        >
          {create}
        </Empty>
      ) : (
        <ul className="my-decks__list" aria-label={intl.formatMessage({ id: 'account.myDecks.listLabel' })}>
          {data.items.map((deck) => (
            <MyDeckRow key={deck.id} deck={deck} onDelete={() => setDeleting(deck)} />
          ))}
        </ul>
      )}
      {data.total > MY_DECKS_PER_PAGE && (
        <Pagination
          className="my-decks__pagination"
          current={data.page}
          pageSize={MY_DECKS_PER_PAGE}
          total={data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
      <DeleteDeckDialog deck={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function MyDeckRow({ deck, onDelete }: { deck: DeckSummaryDto; onDelete(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const [updateDeckVisibility] = useUpdateDeckVisibilityMutation();
  const [changing, setChanging] = useState(false);
  const updated = formatDayMonthYear(deck.updatedAt);

  /** The visibility alone (PATCH /api/decks/{id}): the deck is not read or sent again. */
  const changeVisibility = async (visibility: DeckVisibility) => {
    setChanging(true);
    try {
      await updateDeckVisibility({ id: deck.id, updateDeckVisibilityDto: { visibility } }).unwrap();
      toast.success(
        intl.formatMessage(
          { id: 'account.myDecks.visibilityChanged' },
          { name: deck.name, visibility: intl.formatMessage({ id: `deck.visibility.${visibility}` }) },
        ),
      );
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'account.myDecks.visibilityFailed' }), describeApiFailure(intl, error, 'account.myDecks.visibilityFailed'));
    } finally {
      setChanging(false);
    }
  };

  return (
    <li className="my-deck">
      <Link to={`/decks/${deck.id}`} className="my-deck__leader" tabIndex={-1} aria-hidden="true">
        <CardImage code={deck.leader?.code} size="thumb" src={deck.leader?.imageUrl} alt="" width={630} height={880} />
      </Link>
      <div className="my-deck__body">
        <h3 className="my-deck__name">
          <Link to={`/decks/${deck.id}`}>{deck.name}</Link>
        </h3>
        <p className="my-deck__meta">
          <span>{deck.format}</span>
          {deck.leader && <span>{deck.leader.name}</span>}
          <span>
            <FormattedMessage id="account.myDecks.cards" values={{ count: deck.cardCount }} />
          </span>
          {updated && (
            <span>
              <FormattedMessage id="account.myDecks.updated" values={{ date: updated }} />
            </span>
          )}
          {/* Moderation (ADR 0061): only its owner and admins see a hidden deck; the deck page says more. */}
          {deck.hidden === 1 && (
            <span className="my-deck__hidden">
              <FormattedMessage id="account.myDecks.hidden" />
            </span>
          )}
        </p>
      </div>
      <div className="my-deck__actions">
        <Select<DeckVisibility>
          className="my-deck__visibility"
          aria-label={intl.formatMessage({ id: 'account.myDecks.visibilityOf' }, { name: deck.name })}
          value={deck.visibility}
          loading={changing}
          disabled={changing}
          onChange={(visibility) => void changeVisibility(visibility)}
          options={DECK_VISIBILITIES.map((visibility) => ({ value: visibility, label: intl.formatMessage({ id: `deck.visibility.${visibility}` }) }))}
        />
        <ButtonLink
          to={`/decks/${deck.id}`}
          icon={<EyeOutlined aria-hidden />}
          aria-label={intl.formatMessage({ id: 'account.myDecks.openLabel' }, { name: deck.name })}
        >
          <FormattedMessage id="account.myDecks.open" />
        </ButtonLink>
        <ButtonLink
          to={`/decks/${deck.id}/edit`}
          icon={<EditOutlined aria-hidden />}
          aria-label={intl.formatMessage({ id: 'account.myDecks.editLabel' }, { name: deck.name })}
        >
          <FormattedMessage id="account.myDecks.edit" />
        </ButtonLink>
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={onDelete}
          aria-label={intl.formatMessage({ id: 'account.myDecks.deleteLabel' }, { name: deck.name })}
        >
          <FormattedMessage id="account.myDecks.delete" />
        </Button>
      </div>
    </li>
  );
}

/** Deleting asks first, naming the deck; the deck's favourites and comments go with it. */
function DeleteDeckDialog({ deck, onClose }: { deck: DeckSummaryDto | null; onClose(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const [deleteDeck, { isLoading }] = useDeleteDeckMutation();
  const [shown, setShown] = useState<DeckSummaryDto | null>(deck);
  if (deck && deck !== shown) setShown(deck);

  const confirm = async () => {
    if (!deck) return;
    try {
      await deleteDeck({ id: deck.id }).unwrap();
      toast.success(intl.formatMessage({ id: 'account.myDecks.deleted' }, { name: deck.name }));
      onClose();
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'account.myDecks.deleteFailed' }), describeApiFailure(intl, error, 'account.myDecks.deleteFailed'));
    }
  };

  return (
    <Modal
      open={deck !== null}
      title={intl.formatMessage({ id: 'account.myDecks.deleteTitle' }, { name: shown?.name ?? '' })}
      okText={intl.formatMessage({ id: 'account.myDecks.deleteConfirm' })}
      okButtonProps={{ danger: true }}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      confirmLoading={isLoading}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        <FormattedMessage id="account.myDecks.deleteText" />
      </p>
    </Modal>
  );
}
