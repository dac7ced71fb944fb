import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Modal, Select, Spin, Tooltip } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useGameRules } from '../../api/game-rules';
import type { TierDisplayDto } from '../../api/generated';
import {
  useListTierListCandidatesQuery,
  useListTierListQuery,
  useMoveTierListEntryMutation,
  usePlaceTierListDeckMutation,
  useRemoveTierListEntryMutation,
  useUpdateTierListNotesMutation,
  type RankedTierListEntryDto,
  type TierListFormatDto,
} from '../../api/tierlist';
import { useMetaByLeader, type MetaLeaderDto } from '../../api/tournaments';
import { CardImage } from '../../components/CardImage';
import { LeaderMetaFigures } from '../../components/LeaderMetaFigures';
import { ErrorState } from '../../components/ErrorState';
import { TierBadge } from '../../components/TierBadge';
import { useToast } from '../../components/useToast';
import type { MessageId } from '../../i18n/messages';
import { errorCodeText, readApiFailure } from '../../lib/api-error';
import { neighbourPosition, shownFormat } from '../../lib/tier-list';
import type { AdminTabProps } from '../admin-tab';
import { RemovalList, useConfirmRemoval } from '../components/ConfirmRemoval';
import { changedFrom, useUnsavedChanges } from '../components/unsaved-changes';
import './tierlist-admin.css';

type Tier = RankedTierListEntryDto['tier'];
type TierKey = TierDisplayDto['key'];
/** Which tiers exist is the game rules' (GET /api/game-rules); here only how each display key reads. */
const TIER_OPTION_LABELS: Record<TierKey, MessageId> = { tier1: 'decks.tier.tier1', tier2: 'decks.tier.tier2', rogue: 'admin.tierlist.tier3' };
/** The short names (Rogue) where space is tight: the tier select on each entry. */
const TIER_SHORT_LABELS: Record<TierKey, MessageId> = { tier1: 'decks.tier.tier1', tier2: 'decks.tier.tier2', rogue: 'decks.tier.rogue' };

/** The tier select's options, from the game rules (none while they load). */
function useTierOptions(labels: Record<TierKey, MessageId>): Array<{ value: Tier; label: string }> {
  const intl = useIntl();
  const rules = useGameRules();
  return (rules?.tierDisplay ?? []).map(({ tier, key }) => ({ value: tier, label: intl.formatMessage({ id: labels[key] }) }));
}

/** The API's tier-list codes that have a text of their own; anything else shows the server's message. */
const ERROR_CODES: Record<string, MessageId> = {
  tier_list_deck_already_placed: 'admin.tierlist.errorCode.alreadyPlaced',
  tier_list_deck_is_draft: 'admin.tierlist.errorCode.draft',
  tier_list_format_mismatch: 'admin.tierlist.errorCode.formatMismatch',
  tier_list_deck_not_found: 'admin.tierlist.errorCode.deckNotFound',
  tier_list_entry_not_found: 'admin.tierlist.errorCode.entryNotFound',
  tier_list_invalid_position: 'admin.tierlist.errorCode.position',
};

function failureText(intl: IntlShape, error: unknown): string | undefined {
  const failure = readApiFailure(error);
  const id = failure.code ? ERROR_CODES[failure.code] : undefined;
  return id ? intl.formatMessage({ id }) : errorCodeText(intl, failure.code);
}

/**
 * Tier list manager (docs/product.md#tier-list-manager): per format, place a published deck in a tier with optional notes,
 * reorder with up/down, move between tiers, edit notes, remove. Every change is one call; the
 * server keeps positions dense and the lists (here, /tier-list, the home page) refetch.
 */
export function TierListManagerTab(_props: AdminTabProps) {
  const intl = useIntl();
  const [requestedFormat, setRequestedFormat] = useState<string | undefined>(undefined);
  const { data, isLoading, isError, isFetching, refetch } = useListTierListQuery({});
  const format = shownFormat(data, requestedFormat);
  // The shown format's meta from imported results, beside each entry: the admins decide the tiers.
  const { meta: results, byLeader } = useMetaByLeader(format?.code, !format);

  return (
    <div className="admin-section tierlist-admin">
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">
            <FormattedMessage id="admin.tierlist.title" />
          </h2>
          <p className="admin-section__intro">
            <FormattedMessage id="admin.tierlist.intro" />
          </p>
        </div>
        {data && data.formats.length > 0 && (
          <label className="tierlist-admin__format">
            <span>
              <FormattedMessage id="admin.tierlist.format" />
            </span>
            <Select<string>
              aria-label={intl.formatMessage({ id: 'admin.tierlist.format' })}
              value={format?.code}
              onChange={setRequestedFormat}
              options={data.formats.map((candidate) => ({
                value: candidate.code,
                label: candidate.isCurrent ? intl.formatMessage({ id: 'tierlist.format.current' }, { name: candidate.name }) : candidate.name,
              }))}
              className="tierlist-admin__format-select"
            />
          </label>
        )}
      </header>

      {isLoading ? (
        <div className="admin-users__state">
          <Spin size="large" />
        </div>
      ) : isError || !data ? (
        <ErrorState
          title={intl.formatMessage({ id: 'tierlist.error.title' })}
          description={intl.formatMessage({ id: 'tierlist.error.description' })}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : !format ? (
        <Empty description={intl.formatMessage({ id: 'admin.tierlist.noFormats' })} />
      ) : (
        <>
          <PlaceDeckForm key={format.code} format={format.code} />
          {results && results.decks > 0 && (
            <p className="tierlist-admin__results">
              <FormattedMessage id="tournamentMeta.intro" values={{ events: results.events, decks: results.decks }} />
            </p>
          )}
          <div className="tierlist-admin__tiers">
            {format.tiers.map(({ tier, entries }) => (
              <TierLane key={tier} format={format} tier={tier} entries={entries} figures={byLeader} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function PlaceDeckForm({ format }: { format: string }) {
  const intl = useIntl();
  const toast = useToast();
  const { data: candidates, isFetching } = useListTierListCandidatesQuery({ format });
  const [place, { isLoading: placing }] = usePlaceTierListDeckMutation();
  const [deckId, setDeckId] = useState<number | undefined>(undefined);
  const tierOptions = useTierOptions(TIER_OPTION_LABELS);
  const [chosenTier, setTier] = useState<Tier | undefined>(undefined);
  // The first tier of the game rules until one is chosen.
  const tier = chosenTier ?? tierOptions[0]?.value;
  const [notes, setNotes] = useState('');

  const submit = async () => {
    if (deckId === undefined) {
      toast.error(intl.formatMessage({ id: 'admin.tierlist.selectDeck' }));
      return;
    }
    if (tier === undefined) return;
    try {
      await place({ placeTierListDeckDto: { deckId, format, tier, ...(notes.trim() ? { notes } : {}) } }).unwrap();
      toast.success(intl.formatMessage({ id: 'admin.tierlist.updated' }));
      setDeckId(undefined);
      setNotes('');
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.tierlist.updateFailed' }), failureText(intl, failure));
    }
  };

  return (
    <Form
      layout="vertical"
      className="tierlist-admin__place"
      onFinish={() => void submit()}
      aria-label={intl.formatMessage({ id: 'admin.tierlist.placeTitle' })}
    >
      <h3 className="tierlist-admin__place-title">
        <FormattedMessage id="admin.tierlist.placeTitle" />
      </h3>
      <div className="tierlist-admin__place-fields">
        <Form.Item label={intl.formatMessage({ id: 'admin.tierlist.deck' })} htmlFor="tierlist-deck" className="tierlist-admin__deck-field">
          <Select<number>
            id="tierlist-deck"
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            loading={isFetching}
            value={deckId}
            onChange={setDeckId}
            placeholder={intl.formatMessage({ id: 'admin.tierlist.deckPlaceholder' })}
            notFoundContent={intl.formatMessage({ id: 'admin.tierlist.noCandidates' })}
            options={(candidates ?? []).map((deck) => ({
              value: deck.id,
              label: intl.formatMessage({ id: 'admin.tierlist.deckOption' }, { name: deck.name, author: deck.author }),
            }))}
          />
        </Form.Item>
        <Form.Item label={intl.formatMessage({ id: 'admin.tierlist.tier' })} htmlFor="tierlist-tier">
          <Select<Tier> id="tierlist-tier" value={tier} onChange={setTier} options={tierOptions} />
        </Form.Item>
        <Form.Item label={intl.formatMessage({ id: 'admin.tierlist.notes' })} htmlFor="tierlist-notes" className="tierlist-admin__notes-field">
          <Input.TextArea
            id="tierlist-notes"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={1000}
            placeholder={intl.formatMessage({ id: 'admin.tierlist.notesPlaceholder' })}
          />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={placing}>
        <FormattedMessage id="admin.tierlist.place" />
      </Button>
    </Form>
  );
}

function TierLane({
  format,
  tier,
  entries,
  figures,
}: {
  format: TierListFormatDto;
  tier: Tier;
  entries: RankedTierListEntryDto[];
  figures: ReadonlyMap<string, MetaLeaderDto>;
}) {
  const headingId = `tierlist-admin-${tier.replace(' ', '-').toLowerCase()}`;
  return (
    <section className="tierlist-admin__lane" aria-labelledby={headingId}>
      <h3 id={headingId} className="tierlist-admin__lane-title">
        <TierBadge tier={tier} />
        <span className="tierlist-admin__lane-count">{entries.length}</span>
      </h3>
      {entries.length === 0 ? (
        <p className="tierlist-admin__lane-empty">
          <FormattedMessage id="admin.tierlist.laneEmpty" />
        </p>
      ) : (
        <ol className="tierlist-admin__entries" aria-labelledby={headingId}>
          {entries.map((entry, index) => (
            <li key={entry.id}>
              <EntryRow
                format={format}
                entries={entries}
                entry={entry}
                index={index}
                figures={entry.deck.leader ? figures.get(entry.deck.leader.code) : undefined}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function EntryRow({
  format,
  entries,
  entry,
  index,
  figures,
}: {
  format: TierListFormatDto;
  entries: RankedTierListEntryDto[];
  entry: RankedTierListEntryDto;
  index: number;
  figures: MetaLeaderDto | undefined;
}) {
  const intl = useIntl();
  const toast = useToast();
  const [move, { isLoading: moving }] = useMoveTierListEntryMutation();
  const [remove, { isLoading: removing }] = useRemoveTierListEntryMutation();
  const [editingNotes, setEditingNotes] = useState(false);
  const tierShortOptions = useTierOptions(TIER_SHORT_LABELS);
  const up = neighbourPosition(entries, index, -1);
  const down = neighbourPosition(entries, index, 1);
  const name = entry.deck.name;

  const moveTo = async (tier: Tier, position: number) => {
    try {
      await move({ id: entry.id, moveTierListEntryDto: { tier, position } }).unwrap();
      toast.success(intl.formatMessage({ id: 'admin.tierlist.updated' }));
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.tierlist.updateFailed' }), failureText(intl, failure));
    }
  };

  /** To another tier: last place there. */
  const changeTier = (tier: Tier) => {
    if (tier === entry.tier) return;
    const target = format.tiers.find((candidate) => candidate.tier === tier)?.entries ?? [];
    void moveTo(tier, Math.max(0, ...target.map((other) => other.position)) + 1);
  };

  const removeEntry = async () => {
    try {
      await remove({ id: entry.id }).unwrap();
      toast.success(intl.formatMessage({ id: 'admin.tierlist.removed' }), name);
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.tierlist.removeFailed' }), failureText(intl, failure));
    }
  };
  // The tier list is public the moment it changes: removing asks first (issue 38).
  const confirmRemoval = useConfirmRemoval();
  const confirmRemove = () =>
    confirmRemoval({
      title: intl.formatMessage({ id: 'admin.tierlist.removeConfirm.title' }),
      subject: intl.formatMessage({ id: 'admin.tierlist.removeConfirm.subject' }, { name, tier: entry.tier, format: format.code }),
      removes: <RemovalList items={[{ key: 'place', text: intl.formatMessage({ id: 'admin.tierlist.removeConfirm.public' }) }]} />,
      note: intl.formatMessage({ id: 'admin.tierlist.removeConfirm.note' }),
      okText: intl.formatMessage({ id: 'admin.tierlist.removeConfirm.ok' }),
      onOk: removeEntry,
    });

  return (
    <article className="tierlist-admin__entry" aria-label={name}>
      <span className="tierlist-admin__rank">{index + 1}</span>
      <CardImage
        src={entry.deck.leader?.imageUrl}
        code={entry.deck.leader?.code}
        size="thumb"
        alt={
          entry.deck.leader
            ? intl.formatMessage({ id: 'decks.leaderImage.alt' }, { name: entry.deck.leader.name, code: entry.deck.leader.code })
            : intl.formatMessage({ id: 'decks.leaderImage.none' })
        }
        width={630}
        height={880}
        className="tierlist-admin__leader"
      />
      <div className="tierlist-admin__entry-body">
        <strong className="tierlist-admin__entry-name">{name}</strong>
        <span className="tierlist-admin__entry-meta">
          <FormattedMessage id="decks.byAuthor" values={{ author: entry.deck.author }} /> · {entry.deck.format}
        </span>
        <LeaderMetaFigures figures={figures} />
        {entry.notes && <span className="tierlist-admin__entry-notes">{entry.notes}</span>}
      </div>
      <div className="tierlist-admin__actions">
        <Tooltip title={intl.formatMessage({ id: 'admin.tierlist.moveUp' })}>
          <Button
            size="small"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={intl.formatMessage({ id: 'admin.tierlist.moveUpNamed' }, { name })}
            disabled={up === undefined || moving}
            onClick={() => up !== undefined && void moveTo(entry.tier, up)}
          />
        </Tooltip>
        <Tooltip title={intl.formatMessage({ id: 'admin.tierlist.moveDown' })}>
          <Button
            size="small"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={intl.formatMessage({ id: 'admin.tierlist.moveDownNamed' }, { name })}
            disabled={down === undefined || moving}
            onClick={() => down !== undefined && void moveTo(entry.tier, down)}
          />
        </Tooltip>
        <Select<Tier>
          size="small"
          className="tierlist-admin__tier-select"
          aria-label={intl.formatMessage({ id: 'admin.tierlist.moveToTier' }, { name })}
          value={entry.tier}
          disabled={moving}
          onChange={changeTier}
          options={tierShortOptions}
        />
        <Tooltip title={intl.formatMessage({ id: 'admin.tierlist.editNotes' })}>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={intl.formatMessage({ id: 'admin.tierlist.editNotesNamed' }, { name })}
            onClick={() => setEditingNotes(true)}
          />
        </Tooltip>
        <Tooltip title={intl.formatMessage({ id: 'admin.tierlist.remove' })}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={intl.formatMessage({ id: 'admin.tierlist.removeNamed' }, { name })}
            loading={removing}
            onClick={confirmRemove}
          />
        </Tooltip>
      </div>
      {editingNotes && <NotesDialog entry={entry} onClose={() => setEditingNotes(false)} />}
    </article>
  );
}

function NotesDialog({ entry, onClose }: { entry: RankedTierListEntryDto; onClose(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const [notes, setNotes] = useState(entry.notes);
  const [save, { isLoading }] = useUpdateTierListNotesMutation();
  const { confirmDiscard } = useUnsavedChanges(changedFrom(entry.notes, notes));

  const submit = async () => {
    try {
      await save({ id: entry.id, updateTierListNotesDto: { notes } }).unwrap();
      toast.success(intl.formatMessage({ id: 'admin.tierlist.updated' }));
      onClose();
    } catch (failure) {
      toast.error(intl.formatMessage({ id: 'admin.tierlist.updateFailed' }), failureText(intl, failure));
    }
  };

  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'admin.tierlist.notesTitle' }, { name: entry.deck.name })}
      okText={intl.formatMessage({ id: 'admin.tierlist.saveNotes' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={() => confirmDiscard(onClose)}
    >
      <Input.TextArea
        aria-label={intl.formatMessage({ id: 'admin.tierlist.notes' })}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={1000}
      />
    </Modal>
  );
}
