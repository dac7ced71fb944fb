import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';
import { tokenFromInput } from './verification-token';

describe('tokenFromInput', () => {
  it('takes a bare token, trimmed, or the token parameter of a pasted link', () => {
    expect(tokenFromInput('  abc123 ')).toBe('abc123');
    expect(tokenFromInput('https://opdecks.example/verify-email?token=abc123')).toBe('abc123');
    expect(tokenFromInput('/verify-email?token=xyz&utm=mail')).toBe('xyz');
    expect(tokenFromInput('   ')).toBe('');
  });
});

describe('returnPath', () => {
  it('returns to a path of this site, and home otherwise', () => {
    expect(returnPath({ from: '/my-account' })).toBe('/my-account');
    expect(returnPath({ from: '//evil.example/x' })).toBe('/');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/');
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined)).toBe('/');
  });

  it("reads the server's redirect (?from=) the same way", () => {
    expect(returnPath(undefined, new URLSearchParams('from=/my-account'))).toBe('/my-account');
    expect(returnPath(undefined, new URLSearchParams('from=//evil.example'))).toBe('/');
    expect(returnPath(undefined, new URLSearchParams(''))).toBe('/');
  });
});
