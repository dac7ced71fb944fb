import { DomainError } from '../../../shared/domain/domain-error.js';
import type { NewsProblem } from './news.js';

export class NewsNotFoundError extends DomainError {
  readonly code = 'news_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('News article not found');
  }
}

/** 'Compila tutti i campi obbligatori' (docs/product.md#news-articles); `details` names each missing field ({ field, code: title_required… }). */
export class InvalidNewsError extends DomainError {
  readonly code = 'invalid_news';
  readonly kind = 'invalid';
  constructor(readonly problems: NewsProblem[]) {
    super('Compila tutti i campi obbligatori', problems);
  }
}

export class UnknownNewsDeckError extends DomainError {
  readonly code = 'unknown_deck';
  readonly kind = 'invalid';
  constructor() {
    super('The linked deck does not exist');
  }
}
