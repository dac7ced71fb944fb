import type { GameRules } from '../game-rules.js';

/** How the game's rules are written in the answer GameRulesService serialises once and keeps: the HTTP adapter's wire format. */
export abstract class GameRulesPresenter {
  abstract present(rules: GameRules): object;
}
