import type { Actor } from '../../../../shared/domain/actor.js';
import type { ReportTarget } from '../../domain/report.js';

/** Port: whether a deck or comment exists and the caller may read it (and so report it). */
export abstract class ReportTargets {
  abstract isReadable(target: ReportTarget, id: number, actor: Actor): Promise<boolean>;
}
