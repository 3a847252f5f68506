//! Analysis of a position by the computer opponent's search: its value as
//! a win probability, the best move and the principal line up to the next
//! roll, and the best choice for each possible roll, as a table ("if you
//! roll 2-4-6, play Nf3, Rxa7(Ra8), Ke2"). It runs within a node or time
//! budget, shared between the searches it makes, and reports its progress
//! to a callback, which may stop it by returning false.
//!
//! - Free move or bonus move to play: the search chooses the move (half
//!   the budget). When it is a king free move under three dice, the roll
//!   follows and the rest of the budget makes the roll's table; otherwise
//!   the line goes on with each side's best move (a search each) until a
//!   roll is due, the game ends, or six moves are written.
//! - Roll to make: the table of every distinct outcome, and the value is
//!   the rows' average, weighted by how many ordered rolls give each.
//!
//! Each row of a table plays its dice through the game: the search picks
//! each bonus move in turn (the same search the computer opponent plays
//! with), and the row's score is that of its first real choice.
//!
//! ```
//! use dice_rex_circe::{DiceSource, Game, Rules};
//! use dice_rex_circe::ai::{Limits, analyse};
//! let mut game = Game::from_fen("8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -", Rules::DICE_REX_CIRCE,
//!                               DiceSource::Seeded(1)).unwrap();
//! game.play_text("Ke5").unwrap();
//! let a = analyse(&game, Limits::nodes(20_000), &mut |_| true).unwrap();
//! assert_eq!(a.rolls.len(), 56);
//! let row = a.rolls.iter().find(|r| r.dice.to_string() == "1-5-6").unwrap();
//! assert!(row.moves.last().unwrap().san.ends_with('#'));
//! assert!(a.nodes <= 20_000);
//! ```

use super::odds::mating_lines;
use super::{AiError, Choice, Limits, Params, SearchProgress, WIN, best_move_observed, clock};
use crate::dice::DiceKind;
use crate::dice::{Dice, Shape};
use crate::game::{Game, Phase};
use crate::moves::Move;
use crate::square::Color;

/// The most moves the principal line writes.
const LINE_MAX: usize = 6;

/// One move of a line or of a table row, as played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The move.
    pub mv: Move,
    /// The move in SAN with its Circe annotations.
    pub san: String,
    /// The side that plays it.
    pub color: Color,
    /// The die the move used (bonus moves).
    pub die: Option<u8>,
}

/// One row of a roll's table: the dice (ascending), how many of the
/// ordered rolls give them (`weight` of `total`), the best play with them
/// and its score for the side that rolls.
#[derive(Clone, Debug, PartialEq)]
pub struct RollChoice {
    /// The faces, ascending.
    pub dice: Dice,
    /// How many ordered rolls give these faces.
    pub weight: u32,
    /// How many ordered rolls there are (216 for three dice, 36 for two;
    /// for one die, the faces that can move).
    pub total: u32,
    /// The moves the roll is best played with (empty for a pass).
    pub moves: Vec<Step>,
    /// The roll allows no move: the dice are forfeited, or a dice-chess pass.
    pub pass: bool,
    /// The score after the roll for the side that rolls (as
    /// [`Choice::score`]); `None` when the budget ran out first.
    pub score: Option<i32>,
}

/// What [`analyse`] found.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The side to move, whose view `score` and `win_probability` take.
    pub side: Color,
    /// What the side to move must do now.
    pub phase: Phase,
    /// The expected result for the side to move, from -[`WIN`] (a certain
    /// loss) to [`WIN`] (a certain win); beyond ±[`WIN`] a forced mate.
    pub score: i32,
    /// `score` as a probability: the side to move's expected score, a draw
    /// counting half (see [`win_probability`]).
    pub win_probability: f64,
    /// The move to play now (`None` in the roll phase).
    pub best: Option<Step>,
    /// The principal line from now until the next roll (or the end).
    pub line: Vec<Step>,
    /// The next roll's table, when the side to move rolls next (in the roll
    /// phase, or after the best move when it is a king free move under
    /// three dice); empty otherwise.
    pub rolls: Vec<RollChoice>,
    /// Nodes searched, within the budget.
    pub nodes: u64,
    /// The horizon of the main search, in turns (in the roll phase, the
    /// shallowest of the rows' searches).
    pub depth: u32,
    /// Whether every search had a share of the budget (else some rows or
    /// steps of the line are missing).
    pub complete: bool,
}

/// How far an analysis has got: the share of the budget spent (0 to 1),
/// the nodes searched, and the best move and score found so far (`None`
/// before the first).
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisProgress {
    /// The share of the budget spent, 0 to 1 (by nodes or by time,
    /// whichever is further).
    pub done: f64,
    /// Nodes searched so far.
    pub nodes: u64,
    /// The horizon of the best move found so far, in turns.
    pub depth: u32,
    /// The best move found so far.
    pub best: Option<Move>,
    /// Its score, as [`Choice::score`].
    pub score: Option<i32>,
}

/// The side to move's expected score for a search score: 1 a certain win,
/// 0 a certain loss, a draw counting half (forced mates beyond ±[`WIN`]
/// count as certain).
pub fn win_probability(score: i32) -> f64 {
    (0.5 + f64::from(score) / f64::from(2 * WIN)).clamp(0.0, 1.0)
}

/// The budget shared by the searches of an analysis.
struct Budget<'c> {
    nodes: u64,
    used: u64,
    deadline: Option<f64>,
    start: f64,
    now: &'c dyn Fn() -> f64,
    complete: bool,
    /// The progress callback asked to stop.
    cancelled: bool,
}

impl Budget<'_> {
    /// An equal share of what is left for one of `parts` searches, or
    /// `None` when nothing is left.
    fn share(&mut self, parts: usize) -> Option<Limits> {
        if self.cancelled {
            self.complete = false;
            return None;
        }
        let parts = parts.max(1) as u64;
        let left = self.nodes - self.used;
        let time_ms = match self.deadline {
            Some(d) => {
                let left = d - (self.now)();
                if left < 1.0 {
                    self.complete = false;
                    return None;
                }
                Some((left / parts as f64).max(1.0))
            }
            None => None,
        };
        if left == 0 {
            self.complete = false;
            return None;
        }
        Some(Limits {
            nodes: (left / parts).max(1),
            time_ms,
        })
    }

    /// The share of the budget spent, 0 to 1.
    fn done(&self) -> f64 {
        let by_nodes = self.used as f64 / self.nodes.max(1) as f64;
        let by_time = self.deadline.map_or(0.0, |d| {
            let span = (d - self.start).max(1.0);
            ((self.now)() - self.start) / span
        });
        by_nodes.max(by_time).clamp(0.0, 1.0)
    }
}

/// The state an analysis carries between its searches.
struct Analyst<'a, 'c> {
    budget: Budget<'c>,
    progress: &'a mut dyn FnMut(&AnalysisProgress) -> bool,
    best: Option<Move>,
    score: Option<i32>,
    depth: u32,
    /// The shallowest horizon of a table row's choice.
    shallowest: Option<u32>,
}

impl Analyst<'_, '_> {
    /// One search of `game` within a share of the budget (one of `parts`).
    fn search(&mut self, game: &Game, parts: usize, report_best: bool) -> Option<Choice> {
        let limits = self.budget.share(parts)?;
        let used = self.budget.used;
        let mut observe = |p: &SearchProgress| {
            let mut report = AnalysisProgress {
                done: 0.0,
                nodes: used + p.nodes,
                depth: self.depth,
                best: self.best,
                score: self.score,
            };
            if report_best && p.best.depth > 0 {
                report.best = Some(p.best.mv);
                report.score = Some(p.best.score);
                report.depth = p.best.depth;
            }
            let mut b = Budget { ..self.budget };
            b.used = report.nodes.min(b.nodes);
            report.done = b.done();
            if !self.budget.cancelled && !(self.progress)(&report) {
                self.budget.cancelled = true;
            }
            !self.budget.cancelled
        };
        let choice = best_move_observed(game, limits, &Params::default(), &mut observe).ok()?;
        self.budget.used += choice.nodes.min(limits.nodes);
        self.report();
        Some(choice)
    }

    fn report(&mut self) {
        let report = AnalysisProgress {
            done: self.budget.done(),
            nodes: self.budget.used,
            depth: self.depth,
            best: self.best,
            score: self.score,
        };
        if !self.budget.cancelled && !(self.progress)(&report) {
            self.budget.cancelled = true;
        }
    }

    /// The best play for each outcome of the roll due in `game`.
    fn table(&mut self, game: &Game) -> Vec<RollChoice> {
        let side = game.turn();
        let rules = game.rules();
        let outcomes = rules
            .dice
            .outcomes(&|f| crate::dice::face_playable(&rules, game.position(), f));
        let total = outcomes.iter().map(|(_, w)| w).sum();
        // Under three dice, the rolls that allow a Circe Mate are played
        // with it, exactly (src/ai/odds.rs), rather than searched.
        let mates = if rules.dice.shape() == Shape::BonusAfterKingMove {
            let dice: Vec<Dice> = outcomes.iter().map(|(d, _)| *d).collect();
            mating_lines(game.position(), &game.rules(), &dice)
        } else {
            Vec::new()
        };
        // Searches per row: one per die, and one for the opponent when
        // the row has no choice of its own.
        let per_row = game.rules().dice.per_roll().max(1);
        let rows = outcomes.len();
        let mut table = Vec::with_capacity(rows);
        for (i, (dice, weight)) in outcomes.into_iter().enumerate() {
            let mut row = RollChoice {
                dice,
                weight,
                total,
                moves: Vec::new(),
                pass: false,
                score: None,
            };
            let mut g = game.clone();
            if g.roll_with(dice.as_slice()).is_err() {
                continue;
            }
            let mut parts = (rows - i) * per_row;
            row.pass = g.turn() != side;
            if let Some(Some(line)) = mates.get(i) {
                row.moves = play_all(&mut g, line);
                row.score = Some(WIN + 1);
                table.push(row);
                continue;
            }
            while g.turn() == side && matches!(g.phase(), Phase::Move | Phase::Bonus) {
                let Some(choice) = self.search(&g, parts, false) else {
                    break;
                };
                parts = parts.saturating_sub(1).max(1);
                if row.score.is_none() && g.legal_moves().len() > 1 {
                    row.score = Some(choice.score);
                    self.shallowest = Some(
                        self.shallowest
                            .map_or(choice.depth, |d| d.min(choice.depth)),
                    );
                }
                match g.play(&choice.mv) {
                    Ok(played) => row.moves.push(Step {
                        mv: played.mv,
                        san: played.san,
                        color: played.color,
                        die: played.die,
                    }),
                    Err(_) => break,
                }
            }
            if row.score.is_none() {
                row.score = self.end_score(&g, side, parts);
            }
            table.push(row);
        }
        table
    }

    /// The score for `side` of a game whose turn is over (or the game).
    fn end_score(&mut self, g: &Game, side: Color, parts: usize) -> Option<i32> {
        if let Some(r) = g.result() {
            return Some(match r.winner {
                Some(w) if w == side => WIN + 1,
                Some(_) => -(WIN + 1),
                None => 0,
            });
        }
        if g.turn() == side {
            return None; // the budget ran out in the middle of the turn
        }
        let choice = self.search(g, parts, false)?;
        Some(-choice.score)
    }
}

/// In the bonus phase under three dice: moves that Circe-mate with the
/// dice left, if any.
fn bonus_mate(game: &Game) -> Option<Vec<Move>> {
    if game.phase() != Phase::Bonus || game.rules().dice.shape() != Shape::BonusAfterKingMove {
        return None;
    }
    mating_lines(game.position(), &game.rules(), &[game.dice()])
        .pop()
        .flatten()
}

/// Plays `moves` (legal, one after the other) and writes them as steps.
fn play_all(g: &mut Game, moves: &[Move]) -> Vec<Step> {
    let mut steps = Vec::with_capacity(moves.len());
    for m in moves {
        let Ok(played) = g.play(m) else {
            break;
        };
        steps.push(Step {
            mv: played.mv,
            san: played.san,
            color: played.color,
            die: played.die,
        });
    }
    steps
}

/// The two parts of [`analyse`] that search.
impl Analyst<'_, '_> {
    /// Before a roll: the table of the rolls, and the score their weights
    /// average to.
    fn roll_table(&mut self, game: &Game, out: &mut Analysis) {
        out.rolls = self.table(game);
        let (mut sum, mut weights) = (0i64, 0i64);
        for row in &out.rolls {
            if let Some(s) = row.score {
                sum += i64::from(s) * i64::from(row.weight);
                weights += i64::from(row.weight);
            }
        }
        out.score = if weights > 0 {
            (sum / weights) as i32
        } else {
            0
        };
        out.complete = weights > 0 && out.rolls.iter().all(|r| r.score.is_some());
        out.depth = self.shallowest.unwrap_or(0);
    }

    /// Otherwise: the best move and the line that follows it, up to
    /// [`LINE_MAX`] moves or the next roll (whose table is given when the
    /// turn's first move is a king move).
    fn best_line(&mut self, game: &Game, out: &mut Analysis) -> Result<(), AiError> {
        let side = game.turn();
        let root = self.search(game, 2, true).ok_or(AiError::EmptyBudget)?;
        self.best = Some(root.mv);
        self.score = Some(root.score);
        self.depth = root.depth;
        out.score = root.score;
        let mut g = game.clone();
        let mut parts = LINE_MAX;
        let mut next = Some(root);
        while let Some(choice) = next.take() {
            let Ok(played) = g.play(&choice.mv) else {
                break;
            };
            out.line.push(Step {
                mv: played.mv,
                san: played.san,
                color: played.color,
                die: played.die,
            });
            let roll_due = g.phase() == Phase::Roll;
            if roll_due || g.phase() == Phase::Over || out.line.len() >= LINE_MAX {
                if roll_due && g.turn() == side && out.line.len() == 1 {
                    out.rolls = self.table(&g);
                }
                break;
            }
            next = self.search(&g, parts, false);
            parts = parts.saturating_sub(1).max(1);
        }
        out.best = out.line.first().cloned();
        out.depth = root.depth;
        Ok(())
    }
}

/// Analyses the game's current state within `limits` (nodes, and time if
/// given), calling `progress` as it goes; when it returns false the
/// analysis stops and returns what it has (not `complete`). Refuses a
/// finished game and an empty budget, as [`super::best_move`] does.
pub fn analyse(
    game: &Game,
    limits: Limits,
    progress: &mut dyn FnMut(&AnalysisProgress) -> bool,
) -> Result<Analysis, AiError> {
    let phase = game.phase();
    if phase == Phase::Over {
        return Err(AiError::NoDecision(phase));
    }
    if limits.nodes == 0 || limits.time_ms.is_some_and(|t| t.is_nan() || t < 1.0) {
        return Err(AiError::EmptyBudget);
    }
    let now = clock();
    let start = now();
    let mut analyst = Analyst {
        budget: Budget {
            nodes: limits.nodes,
            used: 0,
            deadline: limits.time_ms.map(|t| start + t),
            start,
            now: &now,
            complete: true,
            cancelled: false,
        },
        progress,
        best: None,
        score: None,
        depth: 0,
        shallowest: None,
    };
    let side = game.turn();
    let mut out = Analysis {
        side,
        phase,
        score: 0,
        win_probability: 0.5,
        best: None,
        line: Vec::new(),
        rolls: Vec::new(),
        nodes: 0,
        depth: 0,
        complete: true,
    };
    if phase == Phase::Roll {
        analyst.roll_table(game, &mut out);
    } else if let Some(line) = bonus_mate(game) {
        // The dice allow a Circe Mate: the line is the mate, exactly.
        let mut g = game.clone();
        out.line = play_all(&mut g, &line);
        out.best = out.line.first().cloned();
        out.score = WIN + 1;
        analyst.report();
    } else {
        analyst.best_line(game, &mut out)?;
    }
    out.win_probability = win_probability(out.score);
    out.nodes = analyst.budget.used;
    out.complete &= analyst.budget.complete;
    Ok(out)
}
