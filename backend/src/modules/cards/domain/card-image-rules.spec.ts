import { checkImageAddress, isPrivateAddress, retryDelayMs } from './card-image-rules.js';

describe('card image rules', () => {
  const hosts = ['en.onepiece-cardgame.com', 'cdn.jsdelivr.net'];

  it('accepts http(s) addresses on allowed hosts only', () => {
    expect(checkImageAddress('https://en.onepiece-cardgame.com/images/cardlist/card/OP01-001.png', hosts).ok).toBe(true);
    expect(checkImageAddress('http://EN.onepiece-cardgame.com/x.png', hosts).ok).toBe(true);
    for (const refused of [
      'https://evil.example/x.png',
      'https://en.onepiece-cardgame.com.evil.example/x.png',
      'ftp://en.onepiece-cardgame.com/x.png',
      'file:///etc/passwd',
      'https://user:pw@en.onepiece-cardgame.com/x.png',
      '/uploads/cards/x.png',
      'not a url',
    ]) {
      expect(checkImageAddress(refused, hosts).ok).toBe(false);
    }
  });

  it('knows private, loopback and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.0.0.2',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fc00::1',
      'fd12::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPrivateAddress(address)).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '151.101.1.229', '2606:4700::6810:84e5']) {
      expect(isPrivateAddress(address)).toBe(false);
    }
  });

  it('backs off exponentially after failures, up to a day', () => {
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(120_000);
    expect(retryDelayMs(5)).toBe(16 * 60_000);
    expect(retryDelayMs(50)).toBe(24 * 60 * 60_000);
  });
});
