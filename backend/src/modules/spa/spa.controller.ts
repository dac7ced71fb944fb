import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Public } from '../../shared/auth/access-policy.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { languageFor, pageMetaFor, renderIndexHtml } from './page-meta.js';

class RouteNotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
}

/**
 * Serves the single-page app for every path no API route claimed, with the page's metadata in
 * the head. Unknown /api paths get the JSON 404 instead of the app.
 */
@ApiExcludeController()
@Controller()
export class SpaController {
  private template: string | null | undefined;

  constructor(private readonly config: AppConfig) {}

  @Get('{*path}')
  @Public()
  serveApp(@Req() request: Request, @Res() response: Response): void {
    if (request.path === '/api' || request.path.startsWith('/api/') || request.path.startsWith('/uploads/')) {
      throw new RouteNotFoundError(`Cannot GET ${request.path}`);
    }
    const template = this.loadTemplate();
    if (template === null) throw new RouteNotFoundError('The front end is not built: run npm run build');
    const language = languageFor(request.path, request.headers['accept-language']);
    const html = renderIndexHtml(template, pageMetaFor(request.path, language), language, `${this.config.publicUrl}${request.path}`);
    response.setHeader('Cache-Control', 'no-cache');
    response.type('html').send(html);
  }

  private loadTemplate(): string | null {
    if (this.template === undefined) {
      try {
        this.template = readFileSync(join(this.config.frontendDist, 'index.html'), 'utf8');
      } catch {
        this.template = null;
      }
    }
    return this.template;
  }
}
