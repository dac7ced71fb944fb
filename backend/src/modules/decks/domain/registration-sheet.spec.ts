import { registrationSheet } from './registration-sheet.js';

const card = (code: string, type: string, quantity: number) => ({ code, name: `Card ${code}`, type, quantity });

describe('registrationSheet', () => {
  it('lists the leader, then Characters, Events and Stages by code with subtotals, and the main deck total', () => {
    const sheet = registrationSheet({ code: 'OP01-001', name: 'Zoro', type: 'LEADER' }, [
      card('OP01-030', 'EVENT', 2),
      card('OP01-016', 'CHARACTER', 4),
      card('OP01-013', 'Character', 4),
      card('OP01-040', 'STAGE', 1),
    ]);
    expect(sheet.leader).toEqual({ code: 'OP01-001', name: 'Zoro' });
    expect(sheet.sections.map((section) => [section.type, section.rows.map((row) => row.code), section.total])).toEqual([
      ['CHARACTER', ['OP01-013', 'OP01-016'], 8],
      ['EVENT', ['OP01-030'], 2],
      ['STAGE', ['OP01-040'], 1],
    ]);
    expect(sheet.total).toBe(11);
  });

  it('puts cards of another type in a last section (none left off) and leaves empty sections out', () => {
    const sheet = registrationSheet(null, [card('DON-001', 'DON!!', 1), card('OP01-016', 'CHARACTER', 4)]);
    expect(sheet.leader).toBeNull();
    expect(sheet.sections.map((section) => section.type)).toEqual(['CHARACTER', 'OTHER']);
    expect(sheet.total).toBe(5);
  });
});
