import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from './domain-error.filter.js';

/**
 * Requests Node refuses before Express sees them (header fields over the limit, a malformed request
 * line) answer in the error contract's shape too: 431 request_header_fields_too_large, else 400
 * bad_request, then the connection closes. Node's own answer would be an empty body.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    const body: ErrorBody =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? { statusCode: 431, code: 'request_header_fields_too_large', message: 'Request header fields too large' }
        : { statusCode: 400, code: 'bad_request', message: 'Bad request' };
    const json = JSON.stringify(body);
    const reason = body.statusCode === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.end(
      `HTTP/1.1 ${body.statusCode} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  });
}
