import { CardDto } from './card.dto.js';

export class CardUpdatedDto {
  success: boolean;
  card: CardDto;
}

export class SearchOnlineResultDto {
  success: boolean;
  card: CardDto;
}
