// The types of `dice-rex-circe/element` (docs/embedding.md): the
// <dice-rex-circe> element's class, its properties and its events, and the
// DOM's maps, so that document.querySelector('dice-rex-circe') and
// addEventListener('move', …) are typed. Needs the DOM's types (lib "dom").
import type { Color, GameResult, Move, Phase, RuleFacets, RulesName } from './index.js';

/** 'loading' until the engine is loaded; 'error' when the attributes, the engine or the computer opponent failed (the element shows why). */
export type DiceRexCirceState = 'loading' | 'ready' | 'error';

/** The attributes the element watches. */
export type DiceRexCirceAttribute =
  | 'fen' | 'record' | 'seed' | 'ply' | 'rules' | 'lang' | 'orientation' | 'interactive' | 'controls' | 'opponent';

/** The game as the element shows it (the `game` property). */
export interface DiceRexCirceGame {
  /** The rule set: its name, or the facets of a combination without one. */
  rules: RulesName | RuleFacets;
  fen: string;
  record: string;
  turn: Color;
  phase: Phase;
  /** The unused dice of this turn, ascending. */
  dice: number[];
  result: GameResult | null;
  moves: Move[];
}

/** The detail of a `roll` event. */
export interface DiceRexCirceRoll {
  /** The dice rolled: three after a king move, or the dice that start a
   * dice-chess turn; ascending, except where each die has its own meaning
   * (a type die then a count die; Vegas Fun Chess's die 1 then die 2). */
  dice: number[];
  color: Color;
}

/** The element's events; they bubble and cross the shadow root. */
export interface DiceRexCirceEventMap {
  /** A move was played (by a person or the computer). */
  move: CustomEvent<Move>;
  /** The dice were rolled after a king move. */
  roll: CustomEvent<DiceRexCirceRoll>;
  /** The game ended. */
  end: CustomEvent<GameResult>;
}

/** <dice-rex-circe>: a live board. Importing the module defines the element. */
export class DiceRexCirce extends HTMLElement {
  static readonly observedAttributes: DiceRexCirceAttribute[];
  /** Page-wide counts, for leak checks: live elements, games in wasm memory, listeners. */
  static stats(): { elements: number; games: number; listeners: number };
  /** 'loading', 'ready' or 'error'. */
  readonly state: DiceRexCirceState;
  /** The FEN of the current position, or null before the game is loaded. Setting it sets the `fen` attribute. */
  get fen(): string | null;
  set fen(value: string);
  /** A plain summary of the game, or null unless `state` is 'ready' (and, a moment longer, until the engine's records are loaded). */
  readonly game: DiceRexCirceGame | null;
  /** Starts the game again from the attributes. */
  reset(): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(): void;
  addEventListener<K extends keyof DiceRexCirceEventMap>(
    type: K,
    listener: (this: DiceRexCirce, event: DiceRexCirceEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: DiceRexCirce, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof DiceRexCirceEventMap>(
    type: K,
    listener: (this: DiceRexCirce, event: DiceRexCirceEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: DiceRexCirce, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'dice-rex-circe': DiceRexCirce;
  }
  /** The element's events bubble, so a page hears them on every ancestor. */
  interface HTMLElementEventMap extends DiceRexCirceEventMap {}
}
