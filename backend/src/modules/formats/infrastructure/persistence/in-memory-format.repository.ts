import { compareFormats, type Format, type FormatContent } from '../../domain/format.js';
import { FormatRepository } from '../../domain/format.repository.js';

const copy = (format: Format): Format => ({ ...format, legalSets: [...format.legalSets], banList: format.banList.map((entry) => ({ ...entry })) });

/** Same behaviour as the TypeORM adapter, for use-case tests that need no database. */
export class InMemoryFormatRepository extends FormatRepository {
  private readonly formats = new Map<string, Format>();

  constructor(initial: Format[] = []) {
    super();
    for (const format of initial) this.formats.set(format.code, copy(format));
  }

  async list(): Promise<Format[]> {
    return [...this.formats.values()].map(copy).sort(compareFormats);
  }

  async find(code: string): Promise<Format | null> {
    const format = this.formats.get(code);
    return format ? copy(format) : null;
  }

  async create(format: FormatContent): Promise<Format | null> {
    if (this.formats.has(format.code)) return null;
    const created = copy({ ...format, isCurrent: false });
    this.formats.set(format.code, created);
    return copy(created);
  }

  async update(code: string, changes: Omit<FormatContent, 'code'>): Promise<Format | null> {
    const format = this.formats.get(code);
    if (!format) return null;
    const updated = copy({ ...format, name: changes.name, legalSets: changes.legalSets, banList: changes.banList });
    this.formats.set(code, updated);
    return copy(updated);
  }

  async delete(code: string): Promise<boolean> {
    return this.formats.delete(code);
  }

  async setCurrent(code: string): Promise<boolean> {
    if (!this.formats.has(code)) return false;
    for (const format of this.formats.values()) format.isCurrent = format.code === code;
    return true;
  }
}
