import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { NewUser, User } from '../../domain/user.js';
import { UserRepository } from '../../domain/user.repository.js';
import { toDomain, toPersistence } from './user.mapper.js';
import { UserOrmEntity } from './user.orm-entity.js';

@Injectable()
export class TypeOrmUserRepository extends UserRepository {
  constructor(@InjectRepository(UserOrmEntity) private readonly repository: Repository<UserOrmEntity>) {
    super();
  }

  async findById(id: number): Promise<User | null> {
    const row = await this.repository.findOneBy({ id });
    return row ? toDomain(row) : null;
  }

  async findByUsername(username: string): Promise<User | null> {
    const row = await this.repository.findOneBy({ username });
    return row ? toDomain(row) : null;
  }

  existsSuperAdmin(): Promise<boolean> {
    return this.repository.existsBy({ isSuperAdmin: true });
  }

  async create(user: NewUser): Promise<User> {
    const saved = await this.repository.save(this.repository.create(toPersistence(user)));
    return toDomain(saved);
  }
}
