import { Injectable } from '@nestjs/common';

export type StartupStep = 'migrations' | 'seeding';

/** Whether start-up work is finished: until it is, GET /api/health/ready answers 503 (ADR 0052). */
@Injectable()
export class Readiness {
  private readonly pending = new Set<StartupStep>(['migrations', 'seeding']);

  done(step: StartupStep): void {
    this.pending.delete(step);
  }

  /** The steps still running, empty once the app is ready. */
  waitingFor(): StartupStep[] {
    return [...this.pending];
  }
}
