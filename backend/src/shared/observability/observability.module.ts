import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics.js';
import { Readiness } from './readiness.js';

/** The process's metrics and start-up state, for the app factory, the seed and the health routes. */
@Global()
@Module({ providers: [Metrics, Readiness], exports: [Metrics, Readiness] })
export class ObservabilityModule {}
