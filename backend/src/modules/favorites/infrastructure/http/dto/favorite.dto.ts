import { Transform } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { PageQueryDto } from '../../../../../shared/http/page-query.dto.js';

export class AddFavoriteDto {
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'Mazzo non valido' })
  @Min(1, { message: 'Mazzo non valido' })
  deckId: number;
}

export class FavoriteStatusDto {
  isFavorite: boolean;
}

export class FavoriteChangedDto {
  success: boolean;
  isFavorite: boolean;
}

/** Favourites a page of GET /api/favorites/page holds by default. */
export const FAVORITES_PAGE_SIZE = 20;

/** GET /api/favorites/page (ADR 0067). */
export class FavoritePageQueryDto extends PageQueryDto(FAVORITES_PAGE_SIZE) {}
