import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../shared/config/app-config.js';
import { ReactPageRenderer } from './page-renderer.js';

/** A front end folder: dist, and dist-server with the renderer's source (none when undefined). */
function frontEnd(renderer?: string): { config: AppConfig; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'opdecks-renderer-'));
  mkdirSync(join(root, 'dist'));
  if (renderer !== undefined) {
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist-server', 'page-shell.mjs'), renderer);
  }
  return { config: { frontendDist: join(root, 'dist') } as AppConfig, remove: () => rmSync(root, { recursive: true, force: true }) };
}

describe("the server's drawing of a page with its API answers (ADR 0045)", () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("draws with the front end's renderer and gives back the element carrying the data, once for the same inputs", async () => {
    const { config, remove } = frontEnd(`
      let drawings = 0;
      export const renderPageShell = async (path, language, data) => language + path + data.news.id + ' #' + ++drawings;
      export const firstScreenDataScript = (data) => JSON.stringify(data);`);
    try {
      const renderer = new ReactPageRenderer(config);
      await expect(renderer.render('/news/3', 'it', { news: { id: 3 } })).resolves.toEqual({ html: 'it/news/33 #1', dataScript: '{"news":{"id":3}}' });
      // Another query string of the same page: the same drawing.
      await expect(renderer.render('/news/3', 'it', { news: { id: 3 } })).resolves.toMatchObject({ html: 'it/news/33 #1' });
      // Another language, or an edited answer: server-rendered anew.
      await expect(renderer.render('/news/3', 'en', { news: { id: 3 } })).resolves.toMatchObject({ html: 'en/news/33 #2' });
      await expect(renderer.render('/news/3', 'it', { news: { id: 3, title: 'edited' } })).resolves.toMatchObject({ html: 'it/news/33 #3' });
    } finally {
      remove();
    }
  });

  it('gives nothing, so the page opens with the build shell, when the renderer is not built or fails', async () => {
    const missing = frontEnd();
    const failing = frontEnd(`
      export const renderPageShell = async () => { throw new Error('no window'); };
      export const firstScreenDataScript = () => '';`);
    try {
      await expect(new ReactPageRenderer(missing.config).render('/news/3', 'en', { news: {} })).resolves.toBeNull();
      await expect(new ReactPageRenderer(failing.config).render('/news/3', 'en', { news: {} })).resolves.toBeNull();
      expect(Logger.prototype.error).toHaveBeenCalledWith(expect.stringContaining('no window'));
    } finally {
      missing.remove();
      failing.remove();
    }
  });
});
