//! Exact odds: the chance that a roll allows a win, for every rule set
//! with dice, computed from every outcome of the roll, never sampled.
//!
//! - Three dice after a king move (Dice Rex Circe): the chance that the
//!   roll after a king free move allows a Circe Mate within the turn's
//!   bonus moves, in any order. The 56 distinct outcomes of three dice
//!   (weighted by their 216 orderings) share one tree of the positions
//!   the bonus moves reach: each position's moves are generated and tried
//!   once, whichever dice lead there, and the last bonus move only asks
//!   which faces could mate at once.
//! - Dice chess: the chance that the roll (36 orderings of two dice, 21
//!   outcomes; or the faces of one die that can move, equally likely)
//!   allows a move that wins at once (checkmate, or a king captured), and
//!   the chance of a forced pass.
//! - Dice chess by number of moves: the chance that the die (one to four
//!   moves in a row) allows a sequence of moves ending in checkmate.
//! - The danger of a move: the opponent's best chance of winning in their
//!   next turn if the turn ended with that move (their best king move's
//!   chance under three dice, including a Circe Mate as their free move;
//!   their roll's chance in dice chess).
//!
//! Draws by repetition or the fifty-turn rule are not considered: the
//! figures are about what the dice allow on the board.
//!
//! ```
//! use dice_rex_circe::{DiceSource, Game, Rules};
//! use dice_rex_circe::ai::odds::{Danger, odds};
//! // RULES §10: after Ke5, White mates when the roll has a 5 and a 6
//! // (Qe8, then Kxd6: 30 rolls) and with 6-6-6 (Kxd6, Kd7, Kxe8): 31 of 216.
//! let game = Game::from_fen("8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -", Rules::DICE_REX_CIRCE,
//!                           DiceSource::Seeded(1)).unwrap();
//! let all = odds(&game, Danger::KingMoves).unwrap();
//! let ke5 = all.moves.iter().find(|m| m.mv.to_string() == "e4e5").unwrap();
//! assert_eq!((ke5.win.count, ke5.win.total), (31, 216));
//! ```

use super::AiError;
use crate::dice::DiceKind;
use crate::dice::{Dice, Shape, Stage, Step, TurnState};
use crate::game::{Game, Phase};
use crate::moves::Move;
use crate::position::{MoveFilter, Position};
use crate::rules::Rules;
use crate::square::{Color, Role};
use std::fmt;

pub(crate) mod micro;
mod moves;
mod three;

pub(crate) use moves::mates_within;
use moves::{piece_and_count, piece_mates_within, several_moves};
use three::MateTree;
pub use three::mating_lines;
use three::three_dice;

/// A probability as an exact fraction of equally likely rolls: `count`
/// of `total` (216 ordered rolls of three dice, 36 of two, the playable
/// faces of one die; 1 where nothing is left to chance).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Chance {
    /// How many of the equally likely rolls give it.
    pub count: u32,
    /// How many equally likely rolls there are.
    pub total: u32,
}

impl Chance {
    /// A chance of none of `total` rolls.
    pub const fn never(total: u32) -> Chance {
        Chance { count: 0, total }
    }

    /// A chance of all `total` rolls.
    pub const fn certain(total: u32) -> Chance {
        Chance {
            count: total,
            total,
        }
    }

    /// The chance as a number from 0 to 1 (0 when `total` is 0).
    pub fn probability(self) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            f64::from(self.count) / f64::from(self.total)
        }
    }
}

impl fmt::Display for Chance {
    /// `31/216 (14.4%)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}/{} ({:.1}%)",
            self.count,
            self.total,
            100.0 * self.probability()
        )
    }
}

/// One distinct outcome of a roll: its faces (ascending), how many of
/// the ordered rolls give it, whether it allows a win this turn and
/// whether it allows no move at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RollOutcome {
    /// The faces, ascending.
    pub dice: Dice,
    /// How many ordered rolls give these faces (of three dice: 6 for three
    /// different faces, 3 for a pair, 1 for a triple).
    pub weight: u32,
    /// Whether some order of play with these dice wins this turn.
    pub win: bool,
    /// Whether no die allows a move: the roll is forfeited (a pass in dice
    /// chess).
    pub pass: bool,
}

/// The odds of a roll about to be made: the chance it allows a win this
/// turn, the chance it allows no move (the dice are forfeited; a pass in
/// dice chess), and each distinct outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollOdds {
    /// The chance that the roll allows a win this turn.
    pub win: Chance,
    /// The chance that it allows no move at all.
    pub pass: Chance,
    /// Every distinct outcome, with its weight.
    pub outcomes: Vec<RollOutcome>,
}

/// The odds of one legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveOdds {
    /// The move.
    pub mv: Move,
    /// Its chance of winning within this turn: certain for a move that
    /// wins at once; for a king free move under three dice, the chance
    /// that its roll allows a Circe Mate (of 216); for a bonus move,
    /// whether the dice left still allow one (certain or never, of 1);
    /// never otherwise.
    pub win: Chance,
    /// The opponent's best chance of winning in their next turn if the
    /// turn ended with this move (`None` where it was not asked for, see
    /// [`Danger`], and for a move that wins at once).
    pub danger: Option<Chance>,
    /// Whether the turn ends with this move, so that `danger` is about
    /// the very position the opponent will face. After a king free move
    /// the roll and the bonus moves come first, which can change it.
    pub ends_turn: bool,
}

/// Everything [`odds`] reports about the game's current state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Odds {
    /// The side to move, whom the chances are for (the dangers are the
    /// opponent's).
    pub side: Color,
    /// What the side to move must do now.
    pub phase: Phase,
    /// In the roll phase: the odds of the roll about to be made.
    pub roll: Option<RollOdds>,
    /// In the move phases: every legal move, in the generator's order.
    pub moves: Vec<MoveOdds>,
}

/// Which moves get a danger: computing it under three dice takes the
/// opponent's whole next turn for each move, so by default only for king
/// moves (which is what a player looks at before moving a king).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Danger {
    /// No move gets a danger.
    None,
    /// King moves only (the default).
    KingMoves,
    /// Every move.
    AllMoves,
}

/// The odds of the game's current state (see the module's documentation):
/// the roll's in the roll phase, each legal move's in the move phases.
/// Refuses a finished game.
pub fn odds(game: &Game, danger: Danger) -> Result<Odds, AiError> {
    let phase = game.phase();
    let rules = game.rules();
    let pos = game.position();
    let mut out = Odds {
        side: game.turn(),
        phase,
        roll: None,
        moves: Vec::new(),
    };
    match phase {
        Phase::Over => return Err(AiError::NoDecision(phase)),
        Phase::Roll => {
            out.roll = Some(roll_odds(pos, &rules));
            return Ok(out);
        }
        Phase::Move | Phase::Bonus => {}
    }
    let first = game.first_of_turn();
    let rolls_after = |m: &Move| {
        let turn = game.turn_state();
        rules.dice.after_move(turn, m, false).1 == Step::Roll
    };
    for m in game.board_moves() {
        let mut after = pos.clone();
        let effects = after.play(&rules, &m, first);
        let total = if rolls_after(&m) {
            roll_total(&rules)
        } else {
            1
        };
        let mut odds = MoveOdds {
            mv: m,
            win: Chance::never(total),
            danger: None,
            ends_turn: true,
        };
        if effects.circe_mate || checkmates(&after, &rules) {
            odds.win = Chance::certain(total);
            out.moves.push(odds);
            continue;
        }
        rest_of_turn(game, &after, &rules, &m, &mut odds);
        let wanted = match danger {
            Danger::None => false,
            Danger::KingMoves => m.role == Role::King,
            Danger::AllMoves => true,
        };
        if wanted {
            after.pass_turn();
            odds.danger = Some(best_chance(&after, &rules));
        }
        out.moves.push(odds);
    }
    Ok(out)
}

/// The number of equally likely rolls of the rules' dice (216 of three
/// dice, 36 of two).
fn roll_total(rules: &Rules) -> u32 {
    rules.dice.outcomes(&|_| true).iter().map(|(_, w)| w).sum()
}

/// What the rest of the turn after `m` (played: `after`) holds for the
/// mover, as the dice rule says it goes on: a roll's chance after a king
/// free move; in a turn of several moves, whether it goes on and mates
/// within the moves left; after a bonus move, the dice left. Sets
/// `odds.win` and `odds.ends_turn`.
fn rest_of_turn(game: &Game, after: &Position, rules: &Rules, m: &Move, odds: &mut MoveOdds) {
    let kind = rules.dice;
    let mut next = after.clone();
    next.pass_turn();
    let check = rules.check && next.in_check(rules);
    let (turn, step) = kind.after_move(game.turn_state(), m, check);
    match (step, kind.shape()) {
        (Step::Roll, _) => {
            odds.win = roll_odds(after, rules).win;
            odds.ends_turn = false;
        }
        (Step::EndTurn, _) => {}
        (Step::Continue, Shape::MicroMoves) => {
            // The maximum rule goes on with the dice left, bound to the
            // king where this micro-move left the maximum; a turn that
            // takes the king is legal whatever it spends.
            let pos = game.position();
            let (turn, _) = kind.after_move_on(pos, rules, game.turn_state(), m, false);
            odds.ends_turn = kind.legal(after, rules, &turn).is_empty();
            if !odds.ends_turn && crate::dice::micro::reaches_king(after, rules, &turn.dice) {
                odds.win = Chance::certain(1);
            }
        }
        (Step::Continue, Shape::Chain { one_unit }) => {
            // The moves left after this one, by the same unit where one
            // unit makes the turn.
            let more = !after.legal_moves(rules, kind.filter(&turn)).is_empty();
            odds.ends_turn = !more;
            let left = turn.moves_left;
            let mates = if one_unit {
                piece_mates_within(after, rules, turn.dice, left, turn.unit)
            } else {
                mates_within(after, rules, left, false)
            };
            if more && mates {
                odds.win = Chance::certain(1);
            }
        }
        (Step::Continue, _) => {
            let rest = turn.dice;
            let moves = after.legal_moves(rules, kind.filter(&turn));
            odds.ends_turn = moves.is_empty();
            if !odds.ends_turn && MateTree::new(after, rules).wins(rest) {
                odds.win = Chance::certain(1);
            }
        }
    }
}

/// The odds of the roll about to be made in `pos`: under three dice, the
/// bonus moves of the side to move after its king free move; in dice
/// chess, the roll that starts its turn. Rules without dice have no roll:
/// a win at once is certain or never.
pub fn roll_odds(pos: &Position, rules: &Rules) -> RollOdds {
    match rules.dice.shape() {
        Shape::BonusAfterKingMove => three_dice(pos, rules),
        Shape::OneMove => dice_chess(pos, rules),
        Shape::Chain { one_unit: false } => several_moves(pos, rules),
        Shape::Chain { one_unit: true } => piece_and_count(pos, rules),
        Shape::MicroMoves => micro::three_dice_chess(pos, rules),
        Shape::NoDice => {
            let moves = pos.legal_moves(rules, MoveFilter::ALL);
            let win = moves.iter().any(|m| wins_at_once(pos, rules, m, true));
            RollOdds {
                win: if win {
                    Chance::certain(1)
                } else {
                    Chance::never(1)
                },
                pass: Chance::never(1),
                outcomes: Vec::new(),
            }
        }
    }
}

/// The best chance the side to move in `pos`, at the start of its turn,
/// has of winning within the turn: certain with a move that wins at once;
/// under three dice, its best king move's chance; in dice chess, its
/// roll's chance. This is the danger of the move that led to `pos`.
pub fn best_chance(pos: &Position, rules: &Rules) -> Chance {
    match rules.dice.shape() {
        Shape::BonusAfterKingMove => best_chance_three_dice(pos, rules),
        _ => roll_odds(pos, rules).win,
    }
}

/// [`best_chance`] under three dice after a king move (the search's safety
/// check calls it alone, which keeps the other rules' odds out of its build).
pub(crate) fn best_chance_three_dice(pos: &Position, rules: &Rules) -> Chance {
    let moves = pos.legal_moves(rules, MoveFilter::ALL);
    if moves.iter().any(|m| wins_at_once(pos, rules, m, true)) {
        return Chance::certain(216);
    }
    let mut best = Chance::never(216);
    for m in moves.iter().filter(|m| m.role == Role::King) {
        let mut after = pos.clone();
        after.play(rules, m, true);
        let chance = three_dice(&after, rules).win;
        if chance.count > best.count {
            best = chance;
            if best.count == best.total {
                break;
            }
        }
    }
    best
}

/// Whether `m` wins at once: a Circe Mate (a king lost for good), or a
/// checkmate where the rules have check.
fn wins_at_once(pos: &Position, rules: &Rules, m: &Move, first: bool) -> bool {
    if !rules.check {
        // Without check only a capture can take a king.
        if m.capture.is_none() {
            return false;
        }
        if rules.plain_rebirth() {
            return pos.plain_effects(rules, m).circe_mate;
        }
    }
    let mut after = pos.clone();
    after.play(rules, m, first).circe_mate || checkmates(&after, rules)
}

/// Whether the side that just moved into `after` has checkmated the
/// other (rules with check only).
pub(super) fn checkmates(after: &Position, rules: &Rules) -> bool {
    if !rules.check {
        return false;
    }
    let mut next = after.clone();
    next.pass_turn();
    next.in_check(rules) && next.legal_moves(rules, MoveFilter::ALL).is_empty()
}

/// The dice left once `m` has spent its die (a castling, a king's move,
/// spends a rook's die when no king's is left); `None` if no die fits.
pub(super) fn use_die(rules: &Rules, m: &Move, dice: Dice) -> Option<Dice> {
    let mask = rules.dice.spends(&dice, m);
    (mask != 0).then(|| dice.without(mask))
}

/// A dice-chess roll (VARIANTS §3): each outcome allows the moves its
/// filter admits; it wins when one of them wins at once, and passes when
/// there is none. One die rolls only the faces that can move, each
/// equally likely.
fn dice_chess(pos: &Position, rules: &Rules) -> RollOdds {
    let moves = pos.legal_moves(rules, MoveFilter::ALL);
    let wins: Vec<bool> = moves
        .iter()
        .map(|m| wins_at_once(pos, rules, m, true))
        .collect();
    let kind = rules.dice;
    let in_check = rules.check && pos.in_check(rules);
    if kind.turn_start(in_check, &TurnState::FREE).stage == Stage::Free {
        // Vegas Fun Chess: the player in check does not roll.
        let win = wins.contains(&true);
        return RollOdds {
            win: Chance {
                count: u32::from(win),
                total: 1,
            },
            pass: Chance::never(1),
            outcomes: Vec::new(),
        };
    }
    let outcomes = kind.outcomes(&|f| crate::dice::face_playable(rules, pos, f));
    let mut odds = RollOdds {
        win: Chance::never(0),
        pass: Chance::never(0),
        outcomes: Vec::with_capacity(outcomes.len()),
    };
    for (dice, weight) in outcomes {
        let filter = kind.filter(&kind.rolled(&TurnState::DUE, dice));
        let mut allowed = moves.iter().zip(&wins).filter(|(m, _)| filter.admits(m));
        let mut pass = true;
        let win = allowed.any(|(_, &w)| {
            pass = false;
            w
        });
        odds.record(RollOutcome {
            dice,
            weight,
            win,
            pass,
        });
    }
    odds
}

impl RollOdds {
    fn record(&mut self, o: RollOutcome) {
        self.win.total += o.weight;
        self.pass.total += o.weight;
        if o.win {
            self.win.count += o.weight;
        }
        if o.pass {
            self.pass.count += o.weight;
        }
        self.outcomes.push(o);
    }
}
