import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { HttpCacheInterceptor } from './http-cache.interceptor.js';
import { ResponseCache } from './response-cache.js';

/**
 * HTTP caching at the edge: one interceptor for every route (ADR 0059); ResponseCache only while
 * modules/spa writes its pages itself.
 */
@Global()
@Module({ providers: [ResponseCache, { provide: APP_INTERCEPTOR, useClass: HttpCacheInterceptor }], exports: [ResponseCache] })
export class ResponseCacheModule {}
