import { Injectable } from '@nestjs/common';
import { CardPresenter } from '../../application/ports/card-presenter.js';
import type { Card } from '../../domain/card.js';
import { CardDto } from './dto/card.dto.js';

/** A card on the wire: CardDto.from, the one whitelist of its fields. */
@Injectable()
export class HttpCardPresenter extends CardPresenter {
  present(card: Card): CardDto {
    return CardDto.from(card);
  }
}
