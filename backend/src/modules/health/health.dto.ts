import { ApiProperty } from '@nestjs/swagger';

export class DependencyCheckDto {
  /** up: answering; down: not answering (the reason says how); disabled: not configured, nothing to check. */
  @ApiProperty({ enum: ['up', 'down', 'disabled'] })
  state: 'up' | 'down' | 'disabled';
  /** A short reason, for the operator (e.g. "Redis unreachable (ECONNREFUSED)"). */
  reason: string;
}

export class HealthChecksDto {
  database: DependencyCheckDto;
  /** The uploads folder (writable) or the S3 endpoint (reachable). */
  storage: DependencyCheckDto;
  /** The SMTP server (reachable; disabled without SMTP_URL). */
  mail: DependencyCheckDto;
  /** The Redis of the rate limits (reachable; disabled without REDIS_URL). */
  redis: DependencyCheckDto;
}

export class HealthDto {
  status: 'ok';
  database: 'up';
  /** Each dependency's state; storage, mail and Redis are probed at most every 5 s. */
  checks: HealthChecksDto;
}

export class ReadinessDto {
  status: 'ready';
}
