import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../../shared/auth/access-policy.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { ErrorResponseDto } from '../../shared/http/error-response.dto.js';
import { Readiness } from '../../shared/observability/readiness.js';
import { DependencyChecks } from './dependency-checks.js';
import { HealthDto, ReadinessDto } from './health.dto.js';

class DatabaseUnavailableError extends DomainError {
  readonly code = 'database_unavailable';
  readonly kind = 'unavailable';
  constructor() {
    super('The database is not reachable');
  }
}

class NotReadyError extends DomainError {
  readonly code = 'unavailable';
  readonly kind = 'unavailable';
  override readonly messageKey = 'starting';
  override readonly messageParams: Readonly<Record<string, string>>;
  constructor(steps: string[]) {
    super(`Starting: ${steps.join(' and ')} still running`);
    // The steps' own names (migrations, seeding), as the operators' logs say them.
    this.messageParams = { steps: steps.join(', ') };
  }
}

/**
 * For load balancers, the Docker health check and monitoring: 200 only when the database answers,
 * with the state of every dependency; readiness once start-up work is done (ADR 0052).
 */
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dependencies: DependencyChecks,
    private readonly readiness: Readiness,
  ) {}

  @Get()
  @Public()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto })
  @ApiOperation({ summary: 'Tell whether the app and its database answer, and the state of storage, mail and Redis' })
  async getHealth(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new DatabaseUnavailableError();
    }
    const others = await this.dependencies.current();
    return { status: 'ok', database: 'up', checks: { database: { state: 'up', reason: 'SELECT 1 answered' }, ...others } };
  }

  @Get('ready')
  @Public()
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'Migrations or the demo seed still running' })
  @ApiOperation({ summary: 'Tell whether start-up (migrations, demo seed) is finished and the app may take traffic' })
  getReadiness(): ReadinessDto {
    const waiting = this.readiness.waitingFor();
    if (waiting.length) throw new NotReadyError(waiting);
    return { status: 'ready' };
  }
}
