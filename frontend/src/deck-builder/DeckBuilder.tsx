import { ClearOutlined, CloseOutlined, ImportOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Segmented, Select, Spin, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDebouncedCallback } from 'use-debounce';
import {
  DECK_VISIBILITIES,
  useCreateDeckMutation,
  useParseDeckListMutation,
  useUpdateDeckMutation,
  type DeckDetailDto,
  type DeckVisibility,
} from '../api/decks';
import type { CardDto } from '../api/generated';
import { LazyRichTextEditor } from '../components/LazyRichTextEditor';
import { useContentImageUpload } from '../api/content-images';
import { useToast } from '../components/useToast';
import { useCheckDeckLegalityMutation, useGameRules, type DeckLegalityDto } from '../api/game-rules';
import { LegalityNotice } from '../components/LegalityNotice';
import { tierLabelId } from '../lib/deck-tier';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { useBlocker } from 'react-router';
import { useListCardsQuery } from '../features/cards/api';
import { clearStoredDraft, loadStoredDraft, storeDraft } from './builder-draft-storage';
import { BuilderStatistics } from './BuilderStatistics';
import { CardSearch } from './CardSearch';
import {
  addCardCopies,
  applyImportedList,
  draftFromDeck,
  draftProblemsFrom,
  emptyDraft,
  setCardQuantity,
  toDeckPayload,
  type DeckDraft,
  type DraftField,
  type DraftProblem,
} from './deck-draft';
import { DeckListSummary } from './DeckListSummary';
import { ImportReport, type ImportReportData } from './ImportReport';
import { ImportListDialog } from './ImportListDialog';
import { LeaderPicker } from './LeaderPicker';
import { MatchupEditor } from './MatchupEditor';
import { describeDeckSaveFailure, describeImportFailure } from './save-errors';
import { readApiFailure } from '../lib/api-error';
import './deck-builder.css';

const NO_CARDS: CardDto[] = [];
/** How long the builder waits after an edit before asking the API whether the deck is legal. */
const LEGALITY_DEBOUNCE_MS = 400;

export interface DeckBuilderProps {
  /** The deck to edit; without it the builder creates a new deck. */
  deck?: DeckDetailDto;
  /** Editing: called on cancel and after a successful update. */
  onClose?: () => void;
  /**
   * A player's builder (issue 34, ADR 0061) instead of the back office's: no curation fields (tier, priority, draft flag),
   * a visibility chooser, the player's name as a new deck's author, its own unsaved work, and `onCreated` after a create.
   */
  player?: { author: string; onCreated(deck: DeckDetailDto): void };
}

/**
 * Deck builder (docs/product.md#deck-builder): deck data, leader and card searches, list import, guides in Italian and
 * English, matchups, and the list with 'cards/50'. The save rules (docs/product.md#deck-construction) are checked here before the
 * API checks them again; what the API still refuses is listed.
 */
export function DeckBuilder({ deck, onClose, player }: DeckBuilderProps) {
  const intl = useIntl();
  const toast = useToast();
  const { modal, notification } = App.useApp();
  const editing = deck !== undefined;
  // Unsaved work is kept in this browser per deck (ADR 0016) and comes back after a tab switch or a reload.
  const storageKey = deck ? deck.id : player ? 'player-new' : 'new';
  const rules = useGameRules();
  // The back office's guides take uploaded pictures (ADR 0075); a player's builder keeps to addresses.
  const contentImageUpload = useContentImageUpload();
  const uploadImage = player ? undefined : contentImageUpload;
  const currentFormat = rules?.currentFormat ?? '';
  // A new deck's format stays empty (the current one) until the admin picks one: shown and sent as the current format.
  const playerAuthor = player?.author;
  const saved = useMemo(
    () => (deck ? draftFromDeck(deck) : emptyDraft('', playerAuthor === undefined ? undefined : { author: playerAuthor })),
    [deck, playerAuthor],
  );
  const [restoredDraft] = useState(() => loadStoredDraft(storageKey));
  const [draft, setDraft] = useState<DeckDraft>(() => restoredDraft ?? saved);
  const [showRestored, setShowRestored] = useState(restoredDraft !== null);
  const [importReport, setImportReport] = useState<ImportReportData | null>(null);
  // Problems are shown once a save was tried, and then follow the edits.
  // The save rules are the API's: what it refused, next to the fields, until the next edit.
  const [fieldProblems, setFieldProblems] = useState<DraftProblem[]>([]);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [importOpen, setImportOpen] = useState(false);
  // A new key remounts the editors after a reset, so they show the emptied guides.
  const [generation, setGeneration] = useState(0);

  const { data: catalogue = NO_CARDS, isLoading: cardsLoading } = useListCardsQuery();
  const maxCopies = rules?.deckLimits.maxCopies ?? 1;
  const [checkLegality] = useCheckDeckLegalityMutation();
  const [legality, setLegality] = useState<DeckLegalityDto | null>(null);
  const [createDeck, createState] = useCreateDeckMutation();
  // One key per deck this builder creates: a save sent again after a lost answer (a 503 whose write
  // committed, a dropped connection) gets the deck already created, never a second one (issue 32 item 6).
  const [creationKey, setCreationKey] = useState(newIdempotencyKey);
  const [updateDeck, updateState] = useUpdateDeckMutation();
  const [parseDeckList, parseState] = useParseDeckListMutation();
  const saving = createState.isLoading || updateState.isLoading;
  // Compared as the save body, so the editors' own markup ('<p><br></p>') is not a change.
  const savedPayload = useMemo(() => JSON.stringify(toDeckPayload(saved)), [saved]);
  const dirty = useMemo(() => JSON.stringify(toDeckPayload(draft)) !== savedPayload, [draft, savedPayload]);

  useEffect(() => {
    if (dirty) storeDraft(storageKey, draft);
    else clearStoredDraft(storageKey);
  }, [dirty, draft, storageKey]);

  // Leaving the page (reload, closing the tab, another site) with changes: the browser asks.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Leaving the back office in the app asks too; switching admin tabs (?tab=) does not: the work is kept.
  // Leaving after a save (a player's builder opens the saved deck) never asks.
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !leaving.current && dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: intl.formatMessage({ id: 'builder.leave.title' }),
      content: intl.formatMessage({ id: 'builder.leave.text' }),
      okText: intl.formatMessage({ id: 'builder.leave.confirm' }),
      cancelText: intl.formatMessage({ id: 'builder.leave.stay' }),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, intl, modal]);

  // Legality in the chosen format, as the API judges it, a moment after the leader, cards or format change.
  const legalityKey = JSON.stringify({ leaderId: draft.leaderId, format: draft.format, cards: draft.cards });
  // An answer for a list that has changed since it was asked is dropped.
  const latestLegalityKey = useRef(legalityKey);
  const checkLegalitySoon = useDebouncedCallback((key: string) => {
    const { leaderId, format, cards } = JSON.parse(key) as Pick<DeckDraft, 'leaderId' | 'format' | 'cards'>;
    checkLegality({ checkDeckLegalityDto: { leaderId, format: format || undefined, cards } })
      .unwrap()
      .then(
        (result) => latestLegalityKey.current === key && setLegality(result),
        () => latestLegalityKey.current === key && setLegality(null),
      );
  }, LEGALITY_DEBOUNCE_MS);
  useEffect(() => {
    latestLegalityKey.current = legalityKey;
    const { leaderId, cards } = JSON.parse(legalityKey) as Pick<DeckDraft, 'leaderId' | 'cards'>;
    if (leaderId === null && cards.length === 0) checkLegalitySoon.cancel();
    else checkLegalitySoon(legalityKey);
  }, [legalityKey, checkLegalitySoon]);

  const cardsById = useMemo(() => {
    const map = new Map<number, CardDto>();
    for (const card of deck?.resolvedCards ?? []) map.set(card.id, card);
    for (const card of catalogue) map.set(card.id, card);
    return map;
  }, [catalogue, deck]);
  const leader = draft.leaderId !== null ? (cardsById.get(draft.leaderId) ?? null) : null;

  const problems = fieldProblems;
  const problemOf = (field: DraftField) => problems.find((problem) => problem.field === field);
  const fieldStatus = (field: DraftField) => {
    const problem = problemOf(field);
    return problem ? { validateStatus: 'error' as const, help: intl.formatMessage({ id: problem.message }) } : {};
  };

  const update = useCallback((change: Partial<DeckDraft> | ((current: DeckDraft) => Partial<DeckDraft>)) => {
    setDraft((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
    setServerProblems((current) => (current.length === 0 ? current : []));
    setFieldProblems((current) => (current.length === 0 ? current : []));
  }, []);
  // Stable callbacks, so typing in one field does not re-render the searches and the list.
  const selectLeader = useCallback((card: CardDto | null) => update({ leaderId: card?.id ?? null }), [update]);
  const addCard = useCallback(
    (card: CardDto, quantity: number) => update((current) => ({ cards: addCardCopies(current.cards, card.id, quantity, maxCopies) })),
    [update, maxCopies],
  );
  const changeQuantity = useCallback(
    (cardId: number, quantity: number) => update((current) => ({ cards: setCardQuantity(current.cards, cardId, quantity, maxCopies) })),
    [update, maxCopies],
  );
  const changeMatchups = useCallback((matchups: DeckDraft['matchups']) => update({ matchups }), [update]);
  const changeGuideIt = useCallback((description: string) => setDraft((current) => ({ ...current, description })), []);
  const changeGuideEn = useCallback((description_en: string) => setDraft((current) => ({ ...current, description_en })), []);

  const reset = () => {
    clearStoredDraft(storageKey);
    setShowRestored(false);
    setImportReport(null);
    setDraft(emptyDraft('', playerAuthor === undefined ? undefined : { author: playerAuthor }));
    setFieldProblems([]);
    setServerProblems([]);
    setGeneration((value) => value + 1);
  };

  const confirmClear = () => {
    modal.confirm({
      title: intl.formatMessage({ id: 'builder.clear.title' }),
      content: intl.formatMessage({ id: 'builder.clear.text' }),
      okText: intl.formatMessage({ id: 'builder.clear.confirm' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: reset,
    });
  };

  /** 'Annulla' while editing: with changes, ask before throwing them away. */
  const cancel = () => {
    if (!onClose) return;
    if (!dirty) {
      onClose();
      return;
    }
    modal.confirm({
      title: intl.formatMessage({ id: 'builder.discard.title' }),
      content: intl.formatMessage({ id: 'builder.discard.text' }),
      okText: intl.formatMessage({ id: 'builder.discard.confirm' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'builder.discard.keep' }),
      onOk: () => {
        clearStoredDraft(storageKey);
        leaving.current = true;
        onClose();
      },
    });
  };

  /** The restored-work notice's 'discard': back to what is saved. */
  const discardRestored = () => {
    clearStoredDraft(storageKey);
    setDraft(saved);
    setShowRestored(false);
    setGeneration((value) => value + 1);
  };

  const save = async () => {
    setServerProblems([]);
    setFieldProblems([]);
    const saveDeckDto = toDeckPayload({ ...draft, format: draft.format || currentFormat });
    try {
      if (deck) {
        await updateDeck({ id: deck.id, saveDeckDto }).unwrap();
        clearStoredDraft(storageKey);
        toast.success(intl.formatMessage({ id: 'builder.save.updated' }), draft.name);
        leaving.current = true;
        onClose?.();
      } else {
        const created = await createDeck({ saveDeckDto, 'Idempotency-Key': creationKey }).unwrap();
        setCreationKey(newIdempotencyKey());
        clearStoredDraft(storageKey);
        toast.success(intl.formatMessage({ id: 'builder.save.created' }), draft.name);
        if (player) {
          leaving.current = true;
          player.onCreated(created);
        } else reset();
      }
    } catch (error) {
      const described = describeDeckSaveFailure(intl, error);
      // Said once (issue 38): what the deck breaks (a 422) goes to the problems panel beside the save
      // button; anything else (offline, a server error, a conflict) to a toast.
      if (readApiFailure(error).status === 422) {
        setFieldProblems(draftProblemsFrom(error));
        setServerProblems(described);
      } else toast.error(intl.formatMessage({ id: 'builder.save.failed' }), described.join(' · '));
    }
  };

  const importList = async (text: string) => {
    if (!text.trim()) {
      toast.error(intl.formatMessage({ id: 'builder.import.empty' }));
      return;
    }
    try {
      const parsed = await parseDeckList({ parseDeckListDto: { text } }).unwrap();
      const outcome = applyImportedList(draft, parsed, maxCopies);
      update({ cards: outcome.draft.cards, leaderId: outcome.draft.leaderId });
      setImportOpen(false);
      const imported = outcome.applied + (outcome.leaderSet ? 1 : 0);
      // Every change to what the list said is listed in the builder (issue #10), not only in a toast.
      setImportReport({ imported, adjustments: outcome.adjustments });
      if (outcome.adjustments.length > 0) {
        notification.warning({
          title: intl.formatMessage({ id: 'builder.import.adjusted' }, { count: outcome.adjustments.length }),
          description: intl.formatMessage({ id: 'builder.import.adjustedText' }, { count: imported }),
        });
      } else {
        toast.success(intl.formatMessage({ id: 'builder.import.success' }, { count: imported }));
      }
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'builder.import.failed' }), describeImportFailure(intl, error));
    }
  };

  const allProblems = [...new Set([...problems.map((problem) => intl.formatMessage({ id: problem.message })), ...serverProblems])];

  // The limits and choices come from the API (ADR 0010): nothing to build with until they are here.
  if (!rules) return <Spin className="builder__loading" size="large" />;

  return (
    <div className="builder">
      {showRestored && (
        <Alert
          type="info"
          showIcon
          className="builder__restored"
          title={intl.formatMessage({ id: 'builder.restored.title' })}
          description={intl.formatMessage({ id: 'builder.restored.text' })}
          action={
            <Button size="small" onClick={discardRestored}>
              <FormattedMessage id="builder.restored.discard" />
            </Button>
          }
          closable={{ 'aria-label': intl.formatMessage({ id: 'builder.restored.close' }), onClose: () => setShowRestored(false) }}
        />
      )}
      <div className="builder__main">
        <section className="builder-panel" aria-labelledby="builder-data-title">
          <h3 id="builder-data-title" className="builder-panel__title">
            <FormattedMessage id="builder.data.title" />
          </h3>
          <Form layout="vertical" component="div" className="builder-form">
            <div className="builder-form__grid">
              <Form.Item label={intl.formatMessage({ id: 'builder.field.name' })} htmlFor="deck-name" required {...fieldStatus('name')}>
                <Input id="deck-name" value={draft.name} maxLength={120} onChange={(event) => update({ name: event.target.value })} />
              </Form.Item>
              <Form.Item label={intl.formatMessage({ id: 'builder.field.author' })} htmlFor="deck-author" required {...fieldStatus('author')}>
                <Input id="deck-author" value={draft.author} maxLength={80} onChange={(event) => update({ author: event.target.value })} />
              </Form.Item>
              {!player && (
                <Form.Item label={intl.formatMessage({ id: 'builder.field.tier' })} htmlFor="deck-tier">
                  <Select
                    id="deck-tier"
                    value={draft.tier ?? rules.defaultTier}
                    onChange={(tier) => update({ tier })}
                    options={rules.tierDisplay.map(({ tier, key }) => ({
                      value: tier,
                      label: key === 'rogue' ? intl.formatMessage({ id: 'builder.tier.rogue' }) : intl.formatMessage({ id: tierLabelId(key) }),
                    }))}
                  />
                </Form.Item>
              )}
              <Form.Item label={intl.formatMessage({ id: 'builder.field.format' })} htmlFor="deck-format">
                <Select
                  id="deck-format"
                  value={draft.format || rules.currentFormat}
                  onChange={(format) => update({ format })}
                  options={rules.formats.map((format) => ({ value: format.code, label: format.code }))}
                />
              </Form.Item>
              {!player && (
                <Form.Item
                  label={intl.formatMessage({ id: 'builder.field.priority' })}
                  htmlFor="deck-priority"
                  extra={intl.formatMessage({ id: 'builder.field.priorityHelp' })}
                >
                  <InputNumber
                    id="deck-priority"
                    min={1}
                    max={10}
                    precision={0}
                    value={draft.priority}
                    onChange={(priority) => update({ priority: typeof priority === 'number' ? priority : 5 })}
                    className="builder-form__number"
                  />
                </Form.Item>
              )}
              <Form.Item label={intl.formatMessage({ id: 'builder.field.videoUrl' })} htmlFor="deck-video" {...fieldStatus('videoUrl')}>
                <Input
                  id="deck-video"
                  type="url"
                  placeholder="https://www.youtube.com/watch?v=…"
                  value={draft.videoUrl}
                  onChange={(event) => update({ videoUrl: event.target.value })}
                />
              </Form.Item>
            </div>
            <Form.Item label={intl.formatMessage({ id: 'builder.field.shortDescription' })} htmlFor="deck-short">
              <Input.TextArea
                id="deck-short"
                value={draft.shortDescription}
                maxLength={500}
                showCount
                autoSize={{ minRows: 2, maxRows: 5 }}
                onChange={(event) => update({ shortDescription: event.target.value })}
              />
            </Form.Item>
            <Form.Item
              label={intl.formatMessage({ id: 'builder.field.shortDescriptionIt' })}
              extra={intl.formatMessage({ id: 'builder.field.shortDescriptionItHelp' })}
              htmlFor="deck-short-it"
            >
              <Input.TextArea
                id="deck-short-it"
                lang="it"
                value={draft.shortDescription_it ?? ''}
                maxLength={500}
                showCount
                autoSize={{ minRows: 2, maxRows: 5 }}
                onChange={(event) => update({ shortDescription_it: event.target.value })}
              />
            </Form.Item>
            {player ? (
              <Form.Item
                label={intl.formatMessage({ id: 'builder.field.visibility' })}
                extra={intl.formatMessage({ id: `builder.visibility.${draft.visibility ?? 'private'}Help` })}
              >
                <Segmented<DeckVisibility>
                  aria-label={intl.formatMessage({ id: 'builder.field.visibility' })}
                  value={draft.visibility ?? 'private'}
                  onChange={(visibility) => update({ visibility })}
                  options={DECK_VISIBILITIES.map((visibility) => ({
                    value: visibility,
                    label: intl.formatMessage({ id: `builder.visibility.${visibility}` }),
                  }))}
                />
              </Form.Item>
            ) : (
              <Checkbox checked={draft.isDraft} onChange={(event) => update({ isDraft: event.target.checked })}>
                <FormattedMessage id="builder.field.isDraft" />
              </Checkbox>
            )}
          </Form>
        </section>

        <section className="builder-panel" aria-labelledby="builder-leader-title">
          <h3 id="builder-leader-title" className="builder-panel__title">
            <FormattedMessage id="builder.leader.title" />
          </h3>
          <LeaderPicker
            cards={catalogue}
            leader={leader}
            unknownLeaderId={draft.leaderId !== null && !leader ? draft.leaderId : null}
            loading={cardsLoading}
            invalid={problemOf('leaderId') !== undefined}
            onSelect={selectLeader}
          />
          {problemOf('leaderId') && <p className="builder-field-error">{intl.formatMessage({ id: problemOf('leaderId')!.message })}</p>}
        </section>

        <section className="builder-panel" aria-labelledby="builder-cards-title">
          <div className="builder-panel__header">
            <h3 id="builder-cards-title" className="builder-panel__title">
              <FormattedMessage id="builder.cards.title" />
            </h3>
            <Button icon={<ImportOutlined aria-hidden />} onClick={() => setImportOpen(true)}>
              <FormattedMessage id="builder.import.open" />
            </Button>
          </div>
          {importReport && <ImportReport report={importReport} onClose={() => setImportReport(null)} />}
          <CardSearch cards={catalogue} deckCards={draft.cards} loading={cardsLoading} maxCopies={maxCopies} onAdd={addCard} />
        </section>

        <BuilderStatistics cards={draft.cards} />

        <section className="builder-panel" aria-labelledby="builder-guide-title">
          <h3 id="builder-guide-title" className="builder-panel__title">
            <FormattedMessage id="builder.guide.title" />
          </h3>
          <Tabs
            key={generation}
            items={[
              {
                key: 'it',
                label: intl.formatMessage({ id: 'builder.guide.it' }),
                children: (
                  <LazyRichTextEditor
                    id="deck-guide-it"
                    uploadImage={uploadImage}
                    label={intl.formatMessage({ id: 'builder.guide.itLabel' })}
                    placeholder={intl.formatMessage({ id: 'builder.guide.placeholder' })}
                    value={draft.description}
                    onChange={changeGuideIt}
                  />
                ),
              },
              {
                key: 'en',
                label: intl.formatMessage({ id: 'builder.guide.en' }),
                children: (
                  <LazyRichTextEditor
                    id="deck-guide-en"
                    uploadImage={uploadImage}
                    label={intl.formatMessage({ id: 'builder.guide.enLabel' })}
                    placeholder={intl.formatMessage({ id: 'builder.guide.placeholder' })}
                    value={draft.description_en}
                    onChange={changeGuideEn}
                  />
                ),
              },
            ]}
          />
        </section>

        <section className="builder-panel" aria-labelledby="builder-matchups-title">
          <h3 id="builder-matchups-title" className="builder-panel__title">
            <FormattedMessage id="builder.matchups.title" />
          </h3>
          <MatchupEditor matchups={draft.matchups} onChange={changeMatchups} />
        </section>
      </div>

      <aside className="builder__side" aria-label={intl.formatMessage({ id: 'builder.summary.title' })}>
        <div className="builder__sticky">
          <DeckListSummary leader={leader} cards={draft.cards} cardsById={cardsById} limits={rules.deckLimits} onQuantity={changeQuantity} />
          {legality && (draft.leaderId !== null || draft.cards.length > 0) && <LegalityNotice legality={legality} className="builder-legality" />}

          {allProblems.length > 0 && (
            <Alert
              type="error"
              showIcon
              className="builder__problems"
              title={intl.formatMessage({ id: 'builder.problems.title' })}
              description={
                <ul className="builder__problem-list">
                  {allProblems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              }
            />
          )}

          <div className="builder__actions">
            <Button type="primary" size="large" icon={<SaveOutlined aria-hidden />} loading={saving} onClick={() => void save()} block>
              <FormattedMessage id={editing ? 'builder.save.update' : 'builder.save.create'} />
            </Button>
            <div className="builder__secondary-actions">
              <Button icon={<ClearOutlined aria-hidden />} onClick={confirmClear} disabled={saving}>
                <FormattedMessage id="builder.clear" />
              </Button>
              {onClose && (
                <Button icon={<CloseOutlined aria-hidden />} onClick={cancel} disabled={saving}>
                  <FormattedMessage id="common.cancel" />
                </Button>
              )}
            </div>
          </div>
        </div>
      </aside>

      <ImportListDialog open={importOpen} importing={parseState.isLoading} onImport={(text) => void importList(text)} onCancel={() => setImportOpen(false)} />
    </div>
  );
}
