import { Global, Injectable, Module } from '@nestjs/common';

/** Something other modules may need to react to, without the publisher knowing them. */
export type DomainEvent =
  | { name: 'content.deleted'; contentType: 'deck' | 'news'; contentId: number }
  /** One comment deleted by its author or an admin (its reports are closed). */
  | { name: 'comment.deleted'; commentId: number }
  /** An account is about to be deleted: what it owns and the database keeps (a player's decks) goes first. */
  | { name: 'user.deleting'; userId: number };

type EventNamed<N extends DomainEvent['name']> = Extract<DomainEvent, { name: N }>;
type Handler = (event: DomainEvent) => Promise<void> | void;

/**
 * In-process publish/subscribe. publish() waits for every handler, so when a delete call returns,
 * what depended on the deleted thing is gone too.
 */
@Injectable()
export class DomainEvents {
  private readonly handlers = new Map<DomainEvent['name'], Handler[]>();

  subscribe<N extends DomainEvent['name']>(name: N, handler: (event: EventNamed<N>) => Promise<void> | void): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as Handler]);
  }

  async publish(event: DomainEvent): Promise<void> {
    for (const handler of this.handlers.get(event.name) ?? []) await handler(event);
  }
}

@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class DomainEventsModule {}
