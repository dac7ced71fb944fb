import { IsIn, IsOptional, Matches } from 'class-validator';

export class CardImageQueryDto {
  /** 'thumb': WebP for grids; 'full' (default): PNG or JPEG for popups and printing. */
  @IsOptional()
  @IsIn(['thumb', 'full'])
  size?: 'thumb' | 'full';

  /** Version tag of the recorded image address (the client's cache key); any short token. */
  @IsOptional()
  @Matches(/^[0-9a-z]{1,16}$/)
  v?: string;

  /** 'back' (default): the card back when the picture cannot be had; 'none': 204 No Content instead, so a page can show the card as text. */
  @IsOptional()
  @IsIn(['back', 'none'])
  fallback?: 'back' | 'none';
}
