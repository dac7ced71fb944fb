import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { HttpCacheInterceptor } from './http-cache.interceptor.js';

/**
 * HTTP caching at the edge: one interceptor for every route, whose lookup createApp also mounts
 * before the middleware chain (`serveCached`, ADR 0059).
 */
@Global()
@Module({
  providers: [HttpCacheInterceptor, { provide: APP_INTERCEPTOR, useExisting: HttpCacheInterceptor }],
  exports: [HttpCacheInterceptor],
})
export class ResponseCacheModule {}
