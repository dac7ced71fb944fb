import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../../shared/auth/access-policy.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { ErrorResponseDto } from '../../shared/http/error-response.dto.js';
import { HealthDto } from './health.dto.js';

class DatabaseUnavailableError extends DomainError {
  readonly code = 'database_unavailable';
  readonly kind = 'unavailable';
  constructor() {
    super('The database is not reachable');
  }
}

/** For load balancers and the Docker health check: 200 only when the database answers. */
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @Public()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto })
  @ApiOperation({ summary: 'Tell whether the app and its database answer' })
  async getHealth(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new DatabaseUnavailableError();
    }
    return { status: 'ok', database: 'up' };
  }
}
