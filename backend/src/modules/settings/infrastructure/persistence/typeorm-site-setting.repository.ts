import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SiteSetting } from '../../domain/privacy-policy.js';
import { SiteSettingRepository } from '../../domain/site-setting.repository.js';
import { SiteSettingOrmEntity } from './site-setting.orm-entity.js';

@Injectable()
export class TypeOrmSiteSettingRepository extends SiteSettingRepository {
  constructor(@InjectRepository(SiteSettingOrmEntity) private readonly repository: Repository<SiteSettingOrmEntity>) {
    super();
  }

  async find(key: string): Promise<SiteSetting | null> {
    const row = await this.repository.findOneBy({ key });
    return row ? toDomain(row) : null;
  }

  async put(key: string, value: string): Promise<SiteSetting> {
    // Whole seconds: MySQL's DATETIME keeps no milliseconds, so both databases answer the same.
    const lastUpdated = new Date(Math.floor(Date.now() / 1000) * 1000);
    await this.repository.upsert({ key, value, lastUpdated }, { conflictPaths: ['key'] });
    return { key, value, lastUpdated };
  }
}

function toDomain(row: SiteSettingOrmEntity): SiteSetting {
  return { key: row.key, value: row.value ?? '', lastUpdated: row.lastUpdated ?? null };
}
