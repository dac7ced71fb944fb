import type { Actor } from '../../../../shared/domain/actor.js';
import type { ContentType } from '../../domain/comment.js';

/** Port: whether something exists that the caller may see, and so comment on. */
export abstract class CommentTargets {
  abstract isVisible(contentType: ContentType, contentId: number, actor: Actor | undefined): Promise<boolean>;
}
