import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CardImageRecords, type CardImageRecord } from '../../application/ports/card-image-ports.js';
import { CardImageOrmEntity } from './card-image.orm-entity.js';

@Injectable()
export class TypeOrmCardImageRecords extends CardImageRecords {
  constructor(@InjectRepository(CardImageOrmEntity) private readonly rows: Repository<CardImageOrmEntity>) {
    super();
  }

  async find(sourceKey: string): Promise<CardImageRecord | null> {
    const row = await this.rows.findOneBy({ sourceKey });
    return row ? { ...row } : null;
  }

  async save(record: CardImageRecord): Promise<void> {
    await this.rows.upsert({ ...record }, ['sourceKey']);
  }
}
