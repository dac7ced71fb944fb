import type { CardFilterOptionsDto, CardQueryTermDto, FilterOptionDto } from '../../api/generated';

/**
 * The filters panel writes the search query; it never reads the syntax. The API answers each
 * choice's term (GET /api/cards/filter-options) and each query's terms in canonical spelling
 * (GET /api/cards/search), so the panel only compares and joins those texts.
 */
export const PANEL_FIELDS = ['type', 'color', 'cost', 'power', 'set', 'attribute', 'family', 'rarity'] as const;
export type PanelField = (typeof PANEL_FIELDS)[number];

/** The value of the choice picked in each field, or null for none. */
export type PanelDraft = Record<PanelField, string | null>;

export const EMPTY_DRAFT: PanelDraft = { type: null, color: null, cost: null, power: null, set: null, attribute: null, family: null, rarity: null };

const OPTION_LISTS = {
  type: 'types',
  color: 'colors',
  cost: 'costs',
  power: 'powers',
  set: 'sets',
  attribute: 'attributes',
  family: 'families',
  rarity: 'rarities',
} as const satisfies Record<PanelField, keyof CardFilterOptionsDto>;

export function fieldOptions(options: CardFilterOptionsDto | undefined, field: PanelField): FilterOptionDto[] {
  return options?.[OPTION_LISTS[field]] ?? [];
}

export interface PanelState {
  draft: PanelDraft;
  /** Fields whose terms no single choice writes ('cost<=2'): their text, shown instead of a choice. */
  custom: Partial<Record<PanelField, string>>;
}

const positiveTerms = (terms: readonly CardQueryTermDto[], field: PanelField) => terms.filter((term) => term.field === field && !term.negated);

/** What the panel shows for a query: the choice whose term(s) the query holds, per field. */
export function panelStateFromTerms(options: CardFilterOptionsDto | undefined, terms: readonly CardQueryTermDto[]): PanelState {
  const draft = { ...EMPTY_DRAFT };
  const custom: PanelState['custom'] = {};
  for (const field of PANEL_FIELDS) {
    const own = positiveTerms(terms, field);
    if (own.length === 0) continue;
    const text = own.map((term) => term.text).join(' ');
    const choice = fieldOptions(options, field).find((option) => option.term.toLowerCase() === text.toLowerCase());
    if (choice) draft[field] = choice.value;
    else custom[field] = text;
  }
  return { draft, custom };
}

/** How many fields the query narrows (the Filters button's badge). */
export function countPanelFields(state: PanelState): number {
  return PANEL_FIELDS.filter((field) => state.draft[field] !== null || state.custom[field] !== undefined).length;
}

/**
 * The query after Apply: every field the user changed replaces that field's (positive) terms with
 * its choice's term; everything else in the query stays as it was. Without the query's terms (it
 * could not be read), the changes are added after it.
 */
export function queryWithPanel(
  q: string,
  terms: readonly CardQueryTermDto[] | null,
  before: PanelDraft,
  after: PanelDraft,
  options: CardFilterOptionsDto | undefined,
): string {
  const changed = PANEL_FIELDS.filter((field) => before[field] !== after[field]);
  const kept = terms
    ? terms.filter((term) => term.negated || !(changed as readonly string[]).includes(term.field)).map((term) => term.text)
    : q.trim()
      ? [q.trim()]
      : [];
  const added = changed.flatMap((field) => {
    const choice = fieldOptions(options, field).find((option) => option.value === after[field]);
    return choice ? [choice.term] : [];
  });
  return [...kept, ...added].join(' ');
}
