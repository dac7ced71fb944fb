import { Injectable } from '@nestjs/common';
import { TierListPresenter } from '../../application/ports/tier-list-presenter.js';
import type { TierListView } from '../../application/tier-list-view.js';
import { TierListDto } from './dto/tier-list.dto.js';

/** The public tier list on the wire (names as in docs/product.md#data): TierListDto.from. */
@Injectable()
export class HttpTierListPresenter extends TierListPresenter {
  present(view: TierListView): TierListDto {
    return TierListDto.from(view);
  }
}
