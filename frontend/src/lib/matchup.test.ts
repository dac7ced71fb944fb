import { describe, expect, it } from 'vitest';
import { matchupColor } from './matchup';

describe('matchupColor', () => {
  it('is green for a favourable matchup, in either spelling and any case', () => {
    expect(matchupColor('Favorable')).toBe('green');
    expect(matchupColor('favourable')).toBe('green');
    expect(matchupColor(' FAVORABLE ')).toBe('green');
  });

  it('is yellow for an even matchup', () => {
    expect(matchupColor('Even')).toBe('yellow');
  });

  it('is red for an unfavourable matchup and for anything else', () => {
    expect(matchupColor('Unfavorable')).toBe('red');
    expect(matchupColor('Hard')).toBe('red');
    expect(matchupColor('')).toBe('red');
    expect(matchupColor(null)).toBe('red');
  });
});
