// The element's declarations (needs the DOM): the class, its properties,
// its typed events, and the DOM's maps.
import 'dice-rex-circe/element';
import { DiceRexCirce } from 'dice-rex-circe/element';
import type { DiceRexCirceGame, DiceRexCirceRoll, DiceRexCirceState } from 'dice-rex-circe/element';
import type { Color, GameResult, RuleFacets, RulesName, Square } from 'dice-rex-circe';

const board = document.querySelector('dice-rex-circe');
if (board) {
  const state: DiceRexCirceState = board.state;
  const fen: string | null = board.fen;
  board.fen = '8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -';
  const game: DiceRexCirceGame | null = board.game;
  const rules: RulesName | RuleFacets | undefined = game?.rules;
  board.setAttribute('rules', 'anticirce');
  board.reset();
  board.addEventListener('move', (event) => {
    const to: Square | null = event.detail.to; // null for a pass
    const color: Color = event.detail.color;
    return [to, color];
  });
  board.addEventListener('roll', (event) => {
    const roll: DiceRexCirceRoll = event.detail;
    return roll.dice.length;
  });
  board.addEventListener('click', (event) => event.clientX);
  // The events bubble: an ancestor hears them, typed.
  document.body.addEventListener('end', (event) => {
    const result: GameResult = event.detail;
    return result.winner;
  });
  // @ts-expect-error: state is one of three names
  const bad: 'done' = board.state;
  void [state, fen, game, rules, bad];
}
const made: DiceRexCirce = document.createElement('dice-rex-circe');
const counts: number = DiceRexCirce.stats().games;
void [made, counts];
