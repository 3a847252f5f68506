// Type test of the published declarations (tsc --strict, no emit), run by
// tests/js/consumers.test.mjs from the installed package under each
// configuration a consumer may have: Node only (lib es2022, types node),
// the DOM without esnext, and exactOptionalPropertyTypes. Each line marked
// as an expected error must fail to type-check, or tsc reports the marker
// as unused.
import init, { initSync, Game } from 'dice-rex-circe';
import type {
  Color, DiagramOptions, Effect, EngineError, ErrorCode, GameResult, Move, MoveGroup, Phase, Piece, PieceLetter,
  Refusal, ResultReason, RuleFacets, RuleSet, RulesName, Square, Turn,
} from 'dice-rex-circe';
import initAi, { Game as AiGame } from 'dice-rex-circe/ai';
import type { Analysis, AnalysisProgress, BestMove, Chance, MoveOdds, Odds, RollChoice, SearchOptions } from 'dice-rex-circe/ai';

export async function play(bytes: ArrayBuffer): Promise<string> {
  await init();
  await init('https://example.org/x.wasm');
  initSync(bytes);
  initSync(new Uint8Array(bytes));
  const game = new Game({ seed: 1, rules: 'orthodox', fen: 'x' });
  const plain = new Game();
  const moves: Move[] = game.legalMoves();
  const first: Move = moves[0];
  const color: Color = first.color;
  // Null for a pass (pass: true): the move 0000, which moves no unit.
  const from: Square | null = first.from;
  const passes: boolean = first.pass;
  const promotion: 'Q' | 'R' | 'B' | 'N' | null = first.promotion;
  const die: number | null = first.die;
  const rebirth: Square | null = first.rebirth;
  const phase: Phase = game.phase();
  const turn: Color = game.turn();
  const result: GameResult | null = game.result();
  const reason: ResultReason | undefined = result?.reason;
  const turns: Turn[] = game.turns();
  const roll: number[] | null = turns[0].roll;
  const board: (PieceLetter | null)[] = game.board();
  const square: Square | null = game.rebirthSquareOf('e2');
  const checked: boolean = game.inCheck();
  const piece: Piece | null = game.pieceAt('e1');
  const played: Move = game.apply('e4');
  const sets: RuleSet[] = Game.ruleSets();
  const name: RulesName = sets[0].name;
  const facets: RuleFacets = sets[0].facets;
  const anti = new Game({ rules: 'anticirce' });
  const custom = new Game({ rules: { reborn: 'capturer', check: false } });
  const rules: RulesName | RuleFacets = custom.rules();
  const effects: Effect[] = anti.legalMoves()[0].effects;
  const kind: 'rebirth' | 'vanish' | 'relocate' | 'remove' | 'bury' | 'erupt' | 'pending' | 'via' | 'transfer' = effects[0].kind;
  const choice: string | null = anti.legalMoves()[0].choice;
  const groups: MoveGroup[] = anti.legalMoveGroups();
  const choices: (string | null)[] = groups[0].choices;
  // @ts-expect-error: not a rule set's name
  new Game({ rules: 'atomic' });
  // @ts-expect-error: not a geometry
  new Game({ rules: { geometry: 'moon' } });
  game.apply({ from: 'g1', to: 'f3' });
  game.apply({ from: 'e7', to: 'e8', promotion: 'Q' });
  game.apply({ from: 'e7', to: 'e8', promotion: 'n' });
  game.apply(first);
  const legal: boolean = game.isLegal({ from: 'e2', to: 'e4' });
  const undone: boolean = game.undo();
  const nodes: number = game.perft(3);
  const refusal: Refusal | null = game.whyIllegal({ from: 'g1', to: 'g3' });
  const why: Refusal['reason'] | undefined = refusal?.reason;
  const options: DiagramOptions = { orientation: 'black', caption: 'After 1. e4', width: 400, ply: 1 };
  const svg: string = game.diagram(options) + game.diagram();
  // @ts-expect-error: the side at the bottom is white or black
  game.diagram({ orientation: 'up' });
  game.rollWith([1, 5, 6]);
  game.resign('white');
  try {
    game.apply('Qh9');
  } catch (e) {
    const code: ErrorCode = (e as EngineError).code;
    const line: number | undefined = (e as EngineError).line;
    if (code === 'bad-record' && line !== undefined) return String(line);
    // @ts-expect-error: not a code of the union
    if (code === 'illegal') return '';
  }
  // @ts-expect-error: moves are text or squares
  game.apply(5);
  // @ts-expect-error: a square is a1 to h8
  game.apply({ from: 'e9', to: 'e4' });
  // @ts-expect-error: promotion to a king
  game.apply({ from: 'e7', to: 'e8', promotion: 'K' });
  // @ts-expect-error: a square is narrower than string
  game.pieceAt('z1');
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

  await initAi();
  const ai = new AiGame({ seed: 2 });
  const search: SearchOptions = { level: 'easy' };
  const best: BestMove = ai.bestMove(search);
  const reply: Move = ai.apply(best.move);
  const deep: SearchOptions = { level: 'deep' };
  ai.bestMove(deep);
  // @ts-expect-error: the levels are easy, medium, hard and deep
  ai.bestMove({ level: 'expert' });
  const odds: Odds = ai.odds();
  const kings: MoveOdds[] = ai.odds({ danger: 'all' }).moves.filter((m) => m.move.piece === 'K');
  const chance: Chance | null = kings.length > 0 ? kings[0].danger : null;
  const rollWin: number | undefined = odds.roll?.win.probability;
  // @ts-expect-error: danger is 'kings', 'all' or 'none'
  ai.odds({ danger: 'queens' });
  const analysis: Analysis = ai.analyse({ nodes: 1000 }, (p: AnalysisProgress) => p.done < 0.5);
  const rows: RollChoice[] = analysis.rolls;
  const firstScore: number | null = rows.length > 0 ? rows[0].score : null;
  ai.analyse({ timeMs: 50 });
  // @ts-expect-error: a budget is required
  ai.analyse();
  // @ts-expect-error: the engine's Game has no search
  game.bestMove({ level: 'easy' });
  ai.free();
  return [color, from, promotion, die, rebirth, phase, turn, reason, roll, board, square, piece, played.san,
    legal, undone, nodes, wrong, reply.san, name, facets.geometry, JSON.stringify(rules), kind, choice,
    choices.join(), chance?.count, rollWin, analysis.best?.san, firstScore].join(' ');
}
