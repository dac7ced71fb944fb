import { Injectable } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import { compareFormats, type Format, type FormatContent } from '../../domain/format.js';
import { FormatRepository } from '../../domain/format.repository.js';
import { toDomain } from './format.mapper.js';
import { FormatOrmEntity } from './format.orm-entity.js';
import { inTransaction } from '../../../../database/transactions.js';

@Injectable()
export class TypeOrmFormatRepository extends FormatRepository {
  private readonly rows: Repository<FormatOrmEntity>;

  constructor(private readonly dataSource: DataSource) {
    super();
    this.rows = dataSource.getRepository(FormatOrmEntity);
  }

  async list(): Promise<Format[]> {
    return (await this.rows.find()).map(toDomain).sort(compareFormats);
  }

  async find(code: string): Promise<Format | null> {
    const row = await this.rows.findOneBy({ code });
    return row ? toDomain(row) : null;
  }

  async create(format: FormatContent): Promise<Format | null> {
    if (await this.rows.existsBy({ code: format.code })) return null;
    const row = await this.rows.save(this.rows.create({ ...format, isCurrent: false }));
    return toDomain(row);
  }

  async update(code: string, changes: Omit<FormatContent, 'code'>): Promise<Format | null> {
    const row = await this.rows.findOneBy({ code });
    if (!row) return null;
    Object.assign(row, { name: changes.name, legalSets: changes.legalSets, banList: changes.banList });
    return toDomain(await this.rows.save(row));
  }

  async delete(code: string): Promise<boolean> {
    const result = await this.rows.delete({ code });
    return (result.affected ?? 0) > 0;
  }

  async setCurrent(code: string): Promise<boolean> {
    return inTransaction(this.dataSource, async (manager) => {
      const rows = manager.getRepository(FormatOrmEntity);
      if (!(await rows.existsBy({ code }))) return false;
      await rows.update({ isCurrent: true }, { isCurrent: false });
      await rows.update({ code }, { isCurrent: true });
      return true;
    });
  }
}
