import type { IntlShape } from 'react-intl';
import { describeApiFailure, describeValidationDetail, readApiFailure, readValidationDetails } from '../lib/api-error';
import type { MessageId } from '../i18n/messages';

const CODE_TEXTS: Record<string, MessageId> = {
  unknown_cards: 'builder.error.unknownCards',
  leader_not_a_leader: 'builder.error.leaderNotALeader',
  deck_not_found: 'builder.error.deckNotFound',
  empty_deck_list: 'builder.import.empty',
};

/** The deck rules the domain checks (InvalidDeckError's detail codes), each with the builder's text. */
const DECK_RULE_TEXTS: Record<string, MessageId> = {
  deckNameRequired: 'builder.validation.deckNameRequired',
  authorRequired: 'builder.validation.authorRequired',
  leaderRequired: 'builder.validation.leaderRequired',
  minimumCards: 'builder.validation.minCards',
  quantityRange: 'builder.validation.quantityRange',
  duplicateCard: 'builder.validation.duplicateCard',
  invalidTier: 'builder.validation.invalidTier',
  invalidFormat: 'builder.validation.invalidFormat',
  invalidPriority: 'builder.validation.invalidPriority',
  matchupIncomplete: 'builder.validation.matchupIncomplete',
};

/**
 * What the API refused in a deck save, each in the current language, translated by code only: the
 * 422 `validation_failed` details (the domain's deck rules, or the request's shape), or one line for
 * the other refusals (unknown cards, a leader that is not one), or the generic text.
 */
export function describeDeckSaveFailure(intl: IntlShape, error: unknown): string[] {
  const details = readValidationDetails(error);
  if (details.length > 0) {
    const texts = details.map((detail) => {
      const rule = DECK_RULE_TEXTS[detail.code];
      return rule ? intl.formatMessage({ id: rule }) : describeValidationDetail(intl, detail);
    });
    return [...new Set(texts)];
  }
  const { code } = readApiFailure(error);
  const known = code ? CODE_TEXTS[code] : undefined;
  return [known ? intl.formatMessage({ id: known }) : describeApiFailure(intl, error, 'builder.save.failedDefault')];
}

/** The text of a failed list import. */
export function describeImportFailure(intl: IntlShape, error: unknown): string {
  const { code } = readApiFailure(error);
  const known = code ? CODE_TEXTS[code] : undefined;
  return known ? intl.formatMessage({ id: known }) : describeApiFailure(intl, error, 'builder.import.failedDefault');
}
