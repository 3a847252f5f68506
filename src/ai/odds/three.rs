//! The odds of three dice after a king move (Dice Rex Circe): one tree of
//! the positions the bonus moves reach, shared by the 56 outcomes.

use super::{Chance, RollOdds, RollOutcome, use_die};
use crate::attacks::Attacks;
use crate::capture::home_square;
use crate::dice::Dice;
use crate::dice::DiceKind;
use crate::moves::{Move, MoveKind};
use crate::position::{MoveFilter, Position};
use crate::rules::{Kings, Reborn, Rules};
use crate::square::{Piece, Role};

/// The roll after a king free move in `pos` (the mover still to play its
/// bonus moves): which of the 56 outcomes allow a Circe Mate.
pub(super) fn three_dice(pos: &Position, rules: &Rules) -> RollOdds {
    let mut tree = MateTree::new(pos, rules);
    let mut odds = RollOdds {
        win: Chance::never(0),
        pass: Chance::never(0),
        outcomes: Vec::with_capacity(56),
    };
    for (dice, weight) in rules.dice.outcomes(&|_| true) {
        let bits = face_bits(dice);
        let pass = !tree.root.iter().any(|b| faces_of(&b.mv) & bits != 0);
        let win = !pass && tree.wins(dice);
        odds.record(RollOutcome {
            dice,
            weight,
            win,
            pass,
        });
    }
    odds
}

/// Every bonus move: any role, never en passant (RULES §6).
const BONUS: MoveFilter = MoveFilter::dice_all();

/// The faces of the dice a bonus move may use (bit `face`): its role's,
/// and for a castling the rook's too (a castling is a king or a rook move).
fn faces_of(m: &Move) -> u8 {
    let own = 1 << m.role.die();
    if m.kind == MoveKind::Castle {
        own | 1 << Role::Rook.die()
    } else {
        own
    }
}

/// The faces in a set of dice (bit `face`).
fn face_bits(dice: Dice) -> u8 {
    dice.as_slice().iter().fold(0, |bits, f| bits | 1 << f)
}

/// What the last two bonus moves can do after a first one: the faces of
/// a die that mates at once (`first`), and for each face of a second
/// move, the faces of a third that can then mate (`then[face]`).
#[derive(Clone, Copy, Default)]
struct Table {
    first: u8,
    then: [u8; 7],
}

impl Table {
    fn of(pos: &Position, rules: &Rules) -> Table {
        let mut t = Table {
            first: mating_faces(pos, rules),
            then: [0; 7],
        };
        const ALL_FACES: u8 = 0b111_1110;
        for m in pos.legal_moves(rules, BONUS) {
            let faces = faces_of(&m);
            if (1..=6u8).all(|f| faces & (1 << f) == 0 || t.then[usize::from(f)] == ALL_FACES) {
                continue;
            }
            let mut after = pos.clone();
            if after.play(rules, &m, false).circe_mate {
                continue; // counted in `first`
            }
            let last = mating_faces(&after, rules);
            for f in 1..=6u8 {
                if faces & (1 << f) != 0 {
                    t.then[usize::from(f)] |= last;
                }
            }
        }
        t
    }

    /// Whether these dice (one or two) allow a mate from the table's position.
    fn wins(&self, dice: Dice) -> bool {
        match *dice.as_slice() {
            [a] => self.first & (1 << a) != 0,
            [a, b] => {
                self.first & (1 << a | 1 << b) != 0
                    || self.then[usize::from(a)] & (1 << b) != 0
                    || self.then[usize::from(b)] & (1 << a) != 0
            }
            _ => false,
        }
    }
}

/// A first bonus move: whether it mates, the position it leads to, and
/// that position's [`Table`], worked out on first use.
struct Branch {
    mv: Move,
    mate: bool,
    child: Position,
    table: Option<Table>,
}

/// The bonus moves reachable from one position with up to three dice,
/// shared by every outcome of the roll.
pub(crate) struct MateTree<'r> {
    rules: &'r Rules,
    root: Vec<Branch>,
}

impl<'r> MateTree<'r> {
    pub(super) fn new(pos: &Position, rules: &'r Rules) -> MateTree<'r> {
        let root = pos
            .legal_moves(rules, BONUS)
            .into_iter()
            .map(|mv| {
                let mut child = pos.clone();
                let mate = child.play(rules, &mv, false).circe_mate;
                Branch {
                    mv,
                    mate,
                    child,
                    table: None,
                }
            })
            .collect();
        MateTree { rules, root }
    }

    /// Whether some order of bonus moves with these dice (one to three)
    /// reaches a Circe Mate.
    pub(super) fn wins(&mut self, dice: Dice) -> bool {
        let bits = face_bits(dice);
        // Mates at once first: they need no further work.
        if self
            .root
            .iter()
            .any(|b| b.mate && faces_of(&b.mv) & bits != 0)
        {
            return true;
        }
        if dice.len() < 2 {
            return false;
        }
        let rules = self.rules;
        for b in self.root.iter_mut() {
            let usable = faces_of(&b.mv) & bits;
            if usable == 0 {
                continue;
            }
            let table = *b.table.get_or_insert_with(|| Table::of(&b.child, rules));
            for f in 1..=6u8 {
                let mut rest = dice;
                if usable & (1 << f) != 0 && rest.remove(f) && table.wins(rest) {
                    return true;
                }
            }
        }
        false
    }
}

/// A shortest-first search for a Circe Mate with these one or two dice
/// from `pos` (the caller knows one exists, or asks): a mate at once,
/// else a move after which the last die mates.
fn finish(pos: &Position, rules: &Rules, dice: Dice) -> Option<Vec<Move>> {
    let moves = pos.legal_moves(rules, MoveFilter::dice(dice.as_slice()));
    let mut later = Vec::new();
    for m in &moves {
        let Some(rest) = use_die(rules, m, dice) else {
            continue;
        };
        let mut after = pos.clone();
        if after.play(rules, m, false).circe_mate {
            return Some(vec![*m]);
        }
        if let [last] = *rest.as_slice() {
            if mating_faces(&after, rules) & (1 << last) != 0 {
                later.push((*m, after, rest));
            }
        }
    }
    for (m, after, rest) in later {
        for m3 in after.legal_moves(rules, MoveFilter::dice(rest.as_slice())) {
            let mut end = after.clone();
            if end.play(rules, &m3, false).circe_mate {
                return Some(vec![m, m3]);
            }
        }
    }
    None
}

impl MateTree<'_> {
    /// Bonus moves with these dice (one to three) that end in a Circe
    /// Mate, the fewest first; `None` if there are none.
    fn line(&mut self, dice: Dice) -> Option<Vec<Move>> {
        if !self.wins(dice) {
            return None;
        }
        let bits = face_bits(dice);
        if let Some(b) = self
            .root
            .iter()
            .find(|b| b.mate && faces_of(&b.mv) & bits != 0)
        {
            return Some(vec![b.mv]);
        }
        let rules = self.rules;
        for b in self.root.iter_mut() {
            let usable = faces_of(&b.mv) & bits;
            for f in 1..=6u8 {
                let mut rest = dice;
                if usable & (1 << f) == 0 || !rest.remove(f) {
                    continue;
                }
                let table = *b.table.get_or_insert_with(|| Table::of(&b.child, rules));
                if table.wins(rest) {
                    if let Some(tail) = finish(&b.child, rules, rest) {
                        return Some([vec![b.mv], tail].concat());
                    }
                }
            }
        }
        None
    }
}

/// For each of these rolls in `pos` (the bonus moves of its side to
/// move, one to three dice each), a shortest sequence of bonus moves that
/// ends in a Circe Mate, if there is one. The rolls share one tree.
pub fn mating_lines(pos: &Position, rules: &Rules, rolls: &[Dice]) -> Vec<Option<Vec<Move>>> {
    let mut tree = MateTree::new(pos, rules);
    rolls.iter().map(|&dice| tree.line(dice)).collect()
}

/// The faces of a die that would let the side to move in `pos` remove the
/// enemy king for good at once (bit `face`).
fn mating_faces(pos: &Position, rules: &Rules) -> u8 {
    let them = pos.side().other();
    let Some(king) = pos.king(them) else {
        return 0;
    };
    if rules.plain_rebirth() && !rules.check {
        // Every attack is a legal capture (no check, nothing refused), and
        // the king is lost when it is not reborn, is taken on its rebirth
        // square, or that square stays occupied once the capturer has left.
        let occupied = pos.occupied();
        let mut attackers = pos.attackers(Attacks::get(), rules, king, pos.side(), occupied);
        let home = home_square(Piece::new(them, Role::King), king);
        let reborn = rules.reborn == Reborn::Captured && rules.kings == Kings::Inclusive;
        if reborn && home != king {
            if !occupied.contains(home) {
                return 0;
            }
            attackers = attackers.without(home);
        }
        return attackers.into_iter().fold(0, |faces, sq| {
            faces | pos.role_at(sq).map_or(0, |r| 1 << r.die())
        });
    }
    let mut faces = 0u8;
    for m in pos.legal_moves(rules, BONUS) {
        if faces & (1 << m.role.die()) != 0 || m.capture.is_none() {
            continue;
        }
        let mut after = pos.clone();
        if after.play(rules, &m, false).circe_mate {
            faces |= 1 << m.role.die();
        }
    }
    faces
}
