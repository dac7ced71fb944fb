import { Injectable } from '@nestjs/common';
import { normalizeFormat, validateFormat, type Format, type FormatContent } from '../domain/format.js';
import { FormatRepository } from '../domain/format.repository.js';
import { CurrentFormatDeletionError, FormatCodeTakenError, FormatNotFoundError, InvalidFormatError, NoCurrentFormatError } from '../domain/formats.errors.js';

/**
 * The game's formats: read by decks, the tier list and the home page; written by admins. Every
 * answer built from formats is dropped after a format write (tag 'formats', ADR 0059).
 */
@Injectable()
export class FormatsService {
  constructor(private readonly formats: FormatRepository) {}

  list(): Promise<Format[]> {
    return this.formats.list();
  }

  async current(): Promise<Format> {
    const current = (await this.formats.list()).find((format) => format.isCurrent);
    if (!current) throw new NoCurrentFormatError();
    return current;
  }

  find(code: string): Promise<Format | null> {
    return this.formats.find(code.trim().toUpperCase());
  }

  async create(input: FormatContent): Promise<Format> {
    const format = this.checked(input);
    const created = await this.formats.create(format);
    if (!created) throw new FormatCodeTakenError();
    return created;
  }

  async update(code: string, input: Omit<FormatContent, 'code'>): Promise<Format> {
    const format = this.checked({ ...input, code });
    const updated = await this.formats.update(format.code, format);
    if (!updated) throw new FormatNotFoundError();
    return updated;
  }

  /** The current format stays: decks and the home page need one. Decks keep the code of a deleted format. */
  async delete(code: string): Promise<void> {
    const format = await this.find(code);
    if (!format) throw new FormatNotFoundError();
    if (format.isCurrent) throw new CurrentFormatDeletionError();
    await this.formats.delete(format.code);
  }

  async setCurrent(code: string): Promise<Format> {
    const normalized = code.trim().toUpperCase();
    if (!(await this.formats.setCurrent(normalized))) throw new FormatNotFoundError();
    return (await this.formats.find(normalized))!;
  }

  private checked(input: FormatContent): FormatContent {
    const format = normalizeFormat(input);
    const problems = validateFormat(format);
    if (problems.length) throw new InvalidFormatError(problems);
    return format;
  }
}
