// Type test (tsc --strict, no emit; scripts/test-wasm.sh): the published
// declarations describe the API precisely. Each @ts-expect-error line must
// fail to type-check, or tsc reports the directive as unused.
import init, { initSync, Game } from '../../js/index.js';
import type { Color, GameResult, Move, Phase, ResultReason, Turn } from '../../js/index.js';

export async function play(bytes: ArrayBuffer): Promise<string> {
  await init();
  await init(new URL('x.wasm', 'https://example.org/'));
  initSync(bytes);
  const game = new Game({ seed: 1, rules: 'orthodox', fen: 'x' });
  const plain = new Game();
  const moves: Move[] = game.legalMoves();
  const first: Move = moves[0];
  const promotion: 'Q' | 'R' | 'B' | 'N' | null = first.promotion;
  const die: number | null = first.die;
  const rebirth: string | null = first.rebirth;
  const phase: Phase = game.phase();
  const turn: Color = game.turn();
  const result: GameResult | null = game.result();
  const reason: ResultReason | undefined = result?.reason;
  const turns: Turn[] = game.turns();
  const roll: number[] | null = turns[0].roll;
  const board: (string | null)[] = game.board();
  const square: string | null = game.rebirthSquareOf('e2');
  const played: Move = game.apply('e4');
  const undone: boolean = game.undo();
  const nodes: number = game.perft(3);
  game.rollWith([1, 5, 6]);
  game.resign('white');
  // @ts-expect-error: moves are text
  game.apply(5);
  // @ts-expect-error: only the two colours
  game.resign('red');
  // @ts-expect-error: an unknown rule set
  new Game({ rules: 'chess' });
  // @ts-expect-error: an unknown option
  new Game({ sed: 1 });
  // @ts-expect-error: the phase is one of four names
  const wrong: 'check' = game.phase();
  // @ts-expect-error: result() may be null
  game.result().winner;
  plain.free();
  return [promotion, die, rebirth, phase, turn, reason, roll, board, square, played.san, undone, nodes, wrong]
    .join(' ');
}
