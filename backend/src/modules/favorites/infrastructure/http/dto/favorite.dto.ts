import { Transform } from 'class-transformer';
import { IsInt, Min } from 'class-validator';

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
