import { Controller, Get, Header, Headers, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Registry } from 'prom-client';
import { Public } from '../../shared/auth/access-policy.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { ErrorResponseDto } from '../../shared/http/error-response.dto.js';
import { Metrics } from '../../shared/observability/metrics.js';
import { ApiErrors } from '../../shared/http/api-errors.js';

class MetricsDisabledError extends DomainError {
  readonly code = 'not_found';
  readonly kind = 'not_found';
  constructor() {
    super('Not found');
  }
}

class MetricsTokenRefusedError extends DomainError {
  readonly code = 'unauthorized';
  readonly kind = 'unauthorized';
  constructor() {
    super('A valid metrics bearer token is required');
  }
}

/**
 * Prometheus scrapes this (ADR 0052). No session: the access policy is the METRICS_TOKEN bearer
 * token, checked here; without the setting the route does not exist to the outside (404).
 */
@ApiTags('health')
@Controller('api/metrics')
export class MetricsController {
  constructor(
    private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: 'Prometheus text format: requests by route and status, latency histograms, database statements and pool, cache hits, event-loop lag, memory',
    content: { [Registry.PROMETHEUS_CONTENT_TYPE]: { schema: { type: 'string' } } },
  })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Missing or wrong bearer token' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'METRICS_TOKEN is not set' })
  @ApiOperation({ summary: 'Read the process metrics (bearer METRICS_TOKEN)' })
  @ApiErrors('unauthorized', 'not_found')
  async getMetrics(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) response: Response): Promise<string> {
    const expected = this.config.metricsToken;
    if (!expected) throw new MetricsDisabledError();
    const given = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(expected))) throw new MetricsTokenRefusedError();
    // Set only now: an error answer stays JSON.
    response.type(Registry.PROMETHEUS_CONTENT_TYPE);
    return this.metrics.text();
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
