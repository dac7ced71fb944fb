import type { NextFunction, Request, Response } from 'express';
import { ImageStorage } from './image-storage.js';
import { sendError } from '../http/error-messages.js';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/**
 * GET /uploads/<folder>/<name> read through the ImageStorage port: with a shared bucket every instance
 * answers the same path the data points at (ADR 0021). Names are random and never rewritten, so they
 * are cached for a week like the local-disk files.
 */
export function serveUploads(storage: ImageStorage) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const publicPath = `/uploads${request.path}`;
    storage.read(publicPath).then(
      (bytes) => {
        if (!bytes) {
          sendError(request, response, 404, 'not_found');
          return;
        }
        const kind = /\.([a-z]+)$/i.exec(publicPath)?.[1]?.toLowerCase() ?? '';
        response.setHeader('Content-Type', CONTENT_TYPES[kind] ?? 'application/octet-stream');
        response.setHeader('Cache-Control', 'public, max-age=604800');
        response.setHeader('X-Content-Type-Options', 'nosniff');
        response.status(200).end(request.method === 'HEAD' ? undefined : bytes);
      },
      (error: unknown) => next(error),
    );
  };
}
