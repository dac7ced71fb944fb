import type { Card, NewCard } from '../../domain/card.js';
import type { CardOrmEntity } from './card.orm-entity.js';

export function toDomain(row: CardOrmEntity): Card {
  return { ...row };
}

export function toPersistence(card: NewCard): Omit<CardOrmEntity, 'id' | 'createdAt'> {
  return {
    code: card.code,
    name: card.name,
    type: card.type,
    imageUrl: card.imageUrl,
    cost: card.cost,
    power: card.power,
    counter: card.counter,
    color: card.color,
    attribute: card.attribute,
    family: card.family,
    ability: card.ability,
    trigger: card.trigger,
    set: card.set,
    rarity: card.rarity ?? null,
  };
}
