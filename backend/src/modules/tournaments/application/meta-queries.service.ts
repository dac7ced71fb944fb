import { Injectable } from '@nestjs/common';
import { CardRepository } from '../../cards/domain/card.repository.js';
import { FormatsService } from '../../formats/application/formats.service.js';
import { buildMeta, type Meta } from '../domain/meta.js';
import { TournamentRepository, type MetaPeriod } from '../domain/tournament.repository.js';
import { TournamentUnknownFormatError } from '../domain/tournaments.errors.js';

export interface MetaView extends Meta, MetaPeriod {
  events: number;
  /** Each leader's card name, by code (leaders missing from the card database have none). */
  names: Map<string, string>;
}

/** The meta built from imported results: counted by the database, shaped by the domain (buildMeta). */
@Injectable()
export class MetaQueriesService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly cards: CardRepository,
    private readonly formats: FormatsService,
  ) {}

  /** A format's meta over a period (the current format when none is named). */
  async meta(query: { format?: string; from?: string; to?: string }): Promise<MetaView> {
    const format = query.format ? await this.formats.find(query.format) : await this.formats.current();
    if (!format) throw new TournamentUnknownFormatError();
    const period: MetaPeriod = { format: format.code, ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
    const [counts, matchups, events] = await Promise.all([
      this.tournaments.leaderCounts(period),
      this.tournaments.matchups(period),
      this.tournaments.countEvents(period),
    ]);
    const meta = buildMeta(counts, matchups);
    const leaders = meta.leaders.length
      ? await this.cards.findByIdsOrCodes(
          [],
          meta.leaders.map((leader) => leader.code),
        )
      : [];
    return { ...period, ...meta, events, names: new Map(leaders.map((card) => [card.code, card.name])) };
  }
}
