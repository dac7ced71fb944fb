import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, Repository } from 'typeorm';
import type { DeckyPhrase, NewDeckyPhrase, PhraseCategory, PhraseFilter, PhraseLanguage } from '../../domain/decky-phrase.js';
import { DeckyPhraseRepository } from '../../domain/decky-phrase.repository.js';
import { DeckyPhraseOrmEntity } from './decky-phrase.orm-entity.js';

@Injectable()
export class TypeOrmDeckyPhraseRepository extends DeckyPhraseRepository {
  constructor(@InjectRepository(DeckyPhraseOrmEntity) private readonly repository: Repository<DeckyPhraseOrmEntity>) {
    super();
  }

  async list(filter: PhraseFilter): Promise<DeckyPhrase[]> {
    const where: FindOptionsWhere<DeckyPhraseOrmEntity> = {};
    if (filter.language) where.language = filter.language;
    if (filter.category) where.category = filter.category;
    if (filter.activeOnly) where.isActive = true;
    return (await this.repository.find({ where, order: { id: 'ASC' } })).map(toDomain);
  }

  async find(id: number): Promise<DeckyPhrase | null> {
    const row = await this.repository.findOneBy({ id });
    return row ? toDomain(row) : null;
  }

  async create(phrase: NewDeckyPhrase): Promise<DeckyPhrase> {
    const saved = await this.repository.save(this.repository.create(phrase));
    return (await this.find(saved.id))!;
  }

  async createMany(phrases: NewDeckyPhrase[]): Promise<number> {
    if (!phrases.length) return 0;
    await this.repository.insert(phrases);
    return phrases.length;
  }

  async setActive(id: number, isActive: boolean): Promise<DeckyPhrase | null> {
    const result = await this.repository.update({ id }, { isActive });
    if (!result.affected) return null;
    return this.find(id);
  }

  async delete(id: number): Promise<boolean> {
    return Boolean((await this.repository.delete({ id })).affected);
  }

  count(): Promise<number> {
    return this.repository.count();
  }
}

function toDomain(row: DeckyPhraseOrmEntity): DeckyPhrase {
  return {
    id: row.id,
    text: row.text,
    language: row.language as PhraseLanguage,
    category: row.category as PhraseCategory,
    isActive: Boolean(row.isActive),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
