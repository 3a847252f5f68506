// Browser tests of three-dice chess (VARIANTS §3.1, dice-chess-three-dice):
// whole turns played through the board with physical dice, on a desktop in
// English and on a phone in French: castling spends the 6 and the 4, the
// roll that moves nothing passes, the maximum rule refuses a move with its
// reason, and a turn that shuts a piece in to open the way to the king
// takes it.
import {
  gotoApp, idle, clickMove, shot, appSuite, expectText, expectEval, expectPlacement, expectSnap,
} from './helpers.mjs';
import { ruleSetUrl } from './rule-sets-helpers.mjs';

const { app, browserTest } = appSuite();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };
const WORDS = {
  en: {
    name: 'Dice Chess (three dice)',
    idle: /Three dice are rolled before every turn/,
    maximum: /Play as many of the dice as any way of playing the roll could/,
    refused: /e2e3 would leave 1 of 3 dice playable this turn.*\(a2a3 keeps 3\)/,
    enter: 'Black: enter the three dice you rolled',
  },
  fr: {
    name: 'Échecs aux dés (trois dés)',
    idle: /On lance trois dés avant chaque tour/,
    maximum: /Jouez autant de dés que toute façon de jouer le lancer le pourrait/,
    // The engine's own words (the refusal's reason has no French words of its own).
    refused: /e2e3 would leave 1 of 3 dice playable this turn/,
    enter: 'Noirs : indiquez les trois dés lancés',
  },
};

const at = (lang, fen) => ruleSetUrl(app.url, 'dice-chess-three-dice', fen, `&lang=${lang}`);

/** Enters three physical dice. */
async function enterDice(page, faces, opened) {
  if (!opened) {
    await page.click('.settings summary');
    await page.check('#set-physical');
  }
  for (const [i, f] of faces.entries()) await page.selectOption(`#pd-${i}`, String(f));
  await page.click('#physical button[type="submit"]');
  await page.locator('#board').scrollIntoViewIfNeeded();
  await idle(page);
}

async function castleAndPass(page, lang, device) {
  const w = WORDS[lang];
  await gotoApp(page, at(lang, 'r3k2r/p6p/8/8/8/8/P6P/R3K2R w KQkq - 0 1'));
  await expectText(page, '#rules-name', w.name);
  await expectText(page, '#dice-note', w.idle);
  await expectEval(page, () => [...document.querySelectorAll('#dice .die')].filter((d) => !d.hidden).length, undefined, 3);
  await enterDice(page, [6, 1, 4], false);
  await expectSnap(page, (s) => s.phase === 'move' && s.dice.join() === '1,4,6', 'the roll 1-4-6 made');
  await expectText(page, '#dice-note', w.maximum);
  // O-O spends the 6 and the 4: the pawn's die is left.
  await clickMove(page, 'e1', 'g1');
  await expectSnap(page, (s) => s.turn === 'white' && s.dice.join() === '1', 'castled, the 1 left');
  await expectPlacement(page, 'r3k2r/p6p/8/8/8/8/P6P/R4RK1');
  await expectEval(page, () => [...document.querySelectorAll('#dice .die')].map((d) => d.dataset.state), undefined, ['unused', 'used', 'used']);
  await idle(page);
  await shot(page, `three-dice-${device}-castled`);
  await clickMove(page, 'a2', 'a3');
  await expectSnap(page, (s) => s.turn === 'black' && s.phase === 'roll', 'Black to roll');
  await expectText(page, '#status', w.enter);
  // Black has no knight, bishop or queen: 2-3-5 moves nothing, and the turn passes.
  await enterDice(page, [2, 3, 5], true);
  await expectSnap(page, (s) => s.turn === 'white' && s.phase === 'roll' && s.history.at(-1).uci === '0000', 'Black passed');
  await idle(page);
  await shot(page, `three-dice-${device}-pass`);
}

async function refusedThenKing(page, lang, device) {
  const w = WORDS[lang];
  // The maximum rule: with 1-4-4 only a rook's pawn lets a rook spend both 4s.
  await gotoApp(page, at(lang, null));
  await enterDice(page, [1, 4, 4], false);
  await expectSnap(page, (s) => s.phase === 'move' && s.legalMoves.length === 4, 'four legal micro-moves');
  // e2 has no legal move now; typed, e3 is refused with the rule's reason.
  await page.fill('#move-text', 'e3');
  await page.press('#move-text', 'Enter');
  await expectText(page, '#move-error', w.refused);
  await expectPlacement(page, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
  await idle(page);
  await shot(page, `three-dice-${device}-refused`);
  // d2-d3 shuts the knight in but opens the bishop's way to the king: it is legal, and Bxh6 takes it.
  await gotoApp(page, at(lang, '8/8/7k/8/3p4/5Q2/2RP2RP/K1B1N3 w - - 0 1'));
  await enterDice(page, [3, 2, 1], false);
  await clickMove(page, 'd2', 'd3');
  await expectSnap(page, (s) => s.turn === 'white' && s.legalMoves.map((m) => m.uci).join() === 'c1h6', 'only Bxh6 is left');
  await clickMove(page, 'c1', 'h6');
  await expectSnap(page, (s) => s.result && s.result.winner === 'white' && s.result.reason === 'king-captured', 'White took the king');
  await expectEval(page, () => [...document.querySelectorAll('#dice .die')].map((d) => d.dataset.state), undefined, ['used', 'void', 'used']);
  await idle(page);
  await shot(page, `three-dice-${device}-king`);
}

browserTest('Three-dice chess: castling spends the 6 and the 4, and a roll that moves nothing passes (desktop, English)', async (page) => {
  await castleAndPass(page, 'en', 'desktop');
});

browserTest('Three-dice chess: the maximum rule refuses a move with its reason, and a turn takes the king (desktop, English)', async (page) => {
  await refusedThenKing(page, 'en', 'desktop');
});

browserTest('Three-dice chess on a phone, in French: castling and a pass', async (page) => {
  await castleAndPass(page, 'fr', 'phone');
}, PHONE);

browserTest('Three-dice chess on a phone, in French: a refused move and the king taken', async (page) => {
  await refusedThenKing(page, 'fr', 'phone');
}, PHONE);
