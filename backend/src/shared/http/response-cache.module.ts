import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { HttpCacheInterceptor } from './http-cache.interceptor.js';

/** HTTP caching at the edge: one interceptor for every route (ADR 0059). */
@Global()
@Module({ providers: [{ provide: APP_INTERCEPTOR, useClass: HttpCacheInterceptor }] })
export class ResponseCacheModule {}
