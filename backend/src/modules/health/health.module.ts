import { Module } from '@nestjs/common';
import { DependencyChecks } from './dependency-checks.js';
import { HealthController } from './health.controller.js';
import { MetricsController } from './metrics.controller.js';

@Module({ controllers: [HealthController, MetricsController], providers: [DependencyChecks] })
export class HealthModule {}
