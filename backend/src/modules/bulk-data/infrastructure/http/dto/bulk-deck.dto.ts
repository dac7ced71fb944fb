import { ApiProperty } from '@nestjs/swagger';
import type { ListedDeckList } from '../../../../decks/application/ports/listed-deck-lists.js';

export class BulkDeckCardDto {
  /** The card's code ('OP01-004'; a printing's own code, as in GET /api/cards). */
  code: string;
  quantity: number;
}

/**
 * One entry of the decks bulk file: a listed deck (curated and published, or a player's public
 * deck) with its list, leader and owner's public name. The guides and matchups are left out (about
 * 10 KB of HTML per deck in two languages): GET /api/decks/{id} has them.
 */
export class BulkDeckDto {
  id: number;
  name: string;
  /** The author as the deck names them. */
  author: string;
  /** curated: the site's decks (tier and priority are the editors'); community: a player's public deck. */
  @ApiProperty({ enum: ['curated', 'community'] })
  source: 'curated' | 'community';
  /** The owner's public username (null for the site's older decks and once the account is gone). */
  owner: string | null;
  /** A format code (GET /api/formats). */
  format: string;
  /** The editors' tier of a curated deck; null for community decks. */
  @ApiProperty({ enum: ['Tier 1', 'Tier 2', 'Tier 3'], nullable: true })
  tier: string | null;
  /** The leader's card code, null without a leader. */
  leader: string | null;
  /** Every card but the leader, in the order saved. */
  cards: BulkDeckCardDto[];
  shortDescription: string;
  videoUrl: string | null;
  /** The deck's page on the site. */
  url: string;
  createdAt: string;
  updatedAt: string;

  static from(deck: ListedDeckList, publicUrl: string): BulkDeckDto {
    return {
      id: deck.id,
      name: deck.name,
      author: deck.author,
      source: deck.listing,
      owner: deck.ownerUsername,
      format: deck.format,
      tier: deck.listing === 'curated' ? deck.tier : null,
      leader: deck.leaderCode,
      cards: deck.cards.map((card) => ({ code: card.code, quantity: card.quantity })),
      shortDescription: deck.shortDescription,
      videoUrl: deck.videoUrl,
      url: `${publicUrl}/decks/${deck.id}`,
      createdAt: deck.createdAt.toISOString(),
      updatedAt: deck.updatedAt.toISOString(),
    };
  }
}
