//! Why a move is refused, sorted into a kind that a board can put in its
//! player's words (`Game::refusal`, the wasm `whyIllegal`).
//!
//! The reasons follow the engine: a move is refused exactly when
//! `parse_move` refuses it; this only sorts the refusal into kinds, by the
//! board's geometry, so that a player reads "a knight moves in an L"
//! rather than "the knight on g1 cannot move to g3". A capture refused
//! for its rebirth square (Anticirce's capturer sent home, Strict Circe's
//! captured unit) names that square. Under Mars and Anti-Mars Circe a
//! move that starts from the unit's rebirth square (a Mars capture, an
//! Anti-Mars non-capture, VARIANTS 2.23–2.24) is measured from there, and
//! a refusal names that square. Rule sets whose captures move other units
//! (Anticirce's capturer…) get the general reason, `other`, with the
//! engine's message, where the board's geometry cannot tell.

use super::{Game, GameError, Phase};
use crate::bitboard::Bitboard;
use crate::capture;
use crate::dice::DiceKind;
use crate::dice::{Face, Stage};
use crate::moves::Uci;
use crate::rules::{Movement, Reborn};
use crate::san::San;
use crate::square::{Color, Piece, Role, Square};

/// Every kind of refusal [`Game::refusal`] gives (the `Refusal` type's
/// `reason` union in src/wasm.rs names the same, tests/ts_unions.rs).
pub const REFUSAL_REASONS: &[&str] = &[
    "game-over",
    "roll-first",
    "wrong-phase",
    "ambiguous",
    "no-piece",
    "not-yours",
    "no-such-piece",
    "no-die",
    "not-rolled",
    "same-square",
    "needs-promotion",
    "not-promotion",
    "own-piece",
    "pattern",
    "blocked",
    "pawn-blocked",
    "pawn-capture",
    "pawn-double",
    "unreachable",
    "check",
    "no-castling",
    "castle-moved",
    "castle-blocked",
    "castle-check",
    "castle-through",
    "home-occupied",
    "rebirth-occupied",
    "mars-occupied",
    "mars-capture",
    "anti-mars-occupied",
    "anti-mars-move",
    "jupiter-occupied",
    "jupiter-capture",
    "other-unit",
    "other",
];

/// A refused move, sorted: the kind of refusal, what it names, and the
/// engine's message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refusal {
    /// The kind: one of [`REFUSAL_REASONS`] (`pattern`, `blocked`,
    /// `check`, `mars-capture`…).
    pub reason: &'static str,
    /// The piece that would move (or the one SAN names).
    pub piece: Option<Role>,
    /// The square the reason is about: the blocker, the destination, the
    /// rebirth square a Mars or Anti-Mars move starts from…
    pub square: Option<Square>,
    /// `own-piece`: the piece on the destination; `home-occupied`: the
    /// capturer sent home; `rebirth-occupied`: the captured unit.
    pub target: Option<Role>,
    /// `no-die`: the unused dice; `not-rolled`: the dice-chess roll.
    pub dice: Vec<u8>,
    /// Whether the side to move is in check now (rule sets with check).
    pub in_check: bool,
    /// The engine's message, in English.
    pub message: String,
}

impl Refusal {
    fn new(reason: &'static str) -> Refusal {
        debug_assert!(REFUSAL_REASONS.contains(&reason), "{reason}");
        Refusal {
            reason,
            piece: None,
            square: None,
            target: None,
            dice: Vec::new(),
            in_check: false,
            message: String::new(),
        }
    }

    fn piece(mut self, role: Role) -> Refusal {
        self.piece = Some(role);
        self
    }

    fn at(mut self, sq: Square) -> Refusal {
        self.square = Some(sq);
        self
    }
}

impl Game {
    /// Why the move `text` (UCI or SAN) is refused now: `None` when it is
    /// allowed, else the refusal sorted into a kind. Text that is no move
    /// at all is an error, as for [`Game::parse_move`].
    pub fn refusal(&self, text: &str) -> Result<Option<Refusal>, GameError> {
        let text = text.trim();
        let error = match self.parse_move(text) {
            Ok(_) => return Ok(None),
            Err(e) => e,
        };
        let message = error.to_string();
        let refusal = match error {
            GameError::Syntax(_) => return Err(error),
            GameError::Phase {
                phase: Phase::Over, ..
            } => Refusal::new("game-over"),
            GameError::Phase {
                phase: Phase::Roll, ..
            } => Refusal::new("roll-first"),
            GameError::Phase { .. } => Refusal::new("wrong-phase"),
            GameError::Ambiguous { .. } => Refusal::new("ambiguous"),
            GameError::Illegal { .. } => match Uci::parse(text) {
                Some(uci) => self.refused_squares(uci.from, uci.to, uci.promotion.is_some()),
                None => match San::parse(text) {
                    Ok(san) => self.refused_san(&san),
                    Err(_) => Refusal::new("other"),
                },
            },
            _ => Refusal::new("other"),
        };
        Ok(Some(Refusal {
            in_check: self.in_check(),
            message,
            ..refusal
        }))
    }

    /// The dice when they do not let `role` (on `from`, when known) move:
    /// the unused dice of a bonus phase (`no-die`), a dice-chess roll
    /// (`not-rolled`: no die shows the role, and a pawn has no promotion
    /// that a promotion die allows). The dice named are those that show a
    /// unit type (a count die names none).
    fn no_die(&self, role: Role, from: Option<Square>) -> Option<Refusal> {
        if self.turn_state().stage != Stage::Rolled || self.move_filter().allows(role) {
            return None;
        }
        let kind = self.kind();
        let dice: Vec<u8> = self
            .dice()
            .as_slice()
            .iter()
            .enumerate()
            .filter(|&(i, &v)| !matches!(kind.face(i, v), Face::Count(_)))
            .map(|(_, &v)| v)
            .collect();
        let promotes = || {
            role == Role::Pawn
                && self
                    .board_moves()
                    .iter()
                    .any(|m| m.role == Role::Pawn && from.is_none_or(|f| m.from == f))
        };
        let reason = match self.phase() {
            Phase::Bonus => "no-die",
            Phase::Move if !promotes() => "not-rolled",
            _ => return None,
        };
        Some(Refusal {
            dice,
            ..Refusal::new(reason).piece(role)
        })
    }

    /// A move given by its squares.
    fn refused_squares(&self, from: Square, to: Square, promotion: bool) -> Refusal {
        let pos = self.position();
        let rules = self.rules();
        let Some(piece) = pos.piece_at(from) else {
            return Refusal::new("no-piece").at(from);
        };
        if piece.color != self.turn() {
            return Refusal::new("not-yours").piece(piece.role).at(from);
        }
        let role = piece.role;
        // A roll that allows castling (a rook's die) lets the king castle.
        let castles = role == Role::King
            && from.rank() == to.rank()
            && from.file().abs_diff(to.file()) == 2
            && self.move_filter().castling();
        if let Some(r) = self.no_die(role, Some(from)).filter(|_| !castles) {
            return r;
        }
        if let Some(unit) = self.turn_unit().filter(|&u| u != from) {
            // By piece and count, the turn's first move chose its unit.
            return Refusal::new("other-unit").piece(role).at(unit);
        }
        if from == to {
            return Refusal::new("same-square").piece(role).at(from);
        }
        let legal = self.board_moves();
        if legal.iter().any(|m| m.from == from && m.to == to) {
            let reason = if promotion {
                "not-promotion"
            } else {
                "needs-promotion"
            };
            return Refusal::new(reason).piece(role).at(to);
        }
        if pos.idle_pawns(&rules).contains(from) {
            // A pawn on its own first rank that cannot move (VARIANTS C9): the
            // engine's message says so; no move of it is a question of check.
            return Refusal::new("other").piece(role).at(from);
        }
        if role == Role::King {
            if let Some(r) = self.refused_castling(from, to) {
                return r;
            }
        }
        self.refused_target(piece, from, to)
    }

    /// Why a move of the side's own piece between two squares is refused
    /// once the dice, the squares and castling allow it: the target
    /// square, where a unit would go (Anticirce, Strict, Mars), the piece's
    /// movement, or check.
    fn refused_target(&self, piece: Piece, from: Square, to: Square) -> Refusal {
        let pos = self.position();
        let rules = self.rules();
        let role = piece.role;
        let victim = pos.piece_at(to);
        if let Some(other) = victim.filter(|p| p.color == piece.color) {
            return Refusal {
                target: Some(other.role),
                ..Refusal::new("own-piece").piece(role).at(to)
            };
        }
        // A capture the piece could make as in chess, refused for where a unit
        // would go: Anticirce's capturer home, Strict Circe's captured unit.
        if let Some((sq, capturer)) = pos.occupied_rebirth(&rules, from, to) {
            if self.geometry(role, from, to, from).is_none() {
                let (reason, unit) = if capturer {
                    ("home-occupied", role)
                } else {
                    ("rebirth-occupied", victim.map_or(role, |p| p.role))
                };
                return Refusal {
                    target: Some(unit),
                    ..Refusal::new(reason).piece(role).at(sq)
                };
            }
        }
        // Jupiter Circe: a unit off its rebirth square is not taken where it
        // stands but moved there and taken there (VARIANTS §E).
        if let Some(v) = victim.filter(|_| capture::transfers(&rules)) {
            let home = capture::transfer_square(&rules, v, to);
            if home != to {
                let reason = if pos.piece_at(home).is_some() {
                    "jupiter-occupied"
                } else {
                    "jupiter-capture"
                };
                return Refusal {
                    target: Some(v.role),
                    ..Refusal::new(reason).piece(role).at(home)
                };
            }
        }
        if !matches!(rules.reborn, Reborn::None | Reborn::Captured) {
            return Refusal::new("other").piece(role);
        }
        // Mars captures and Anti-Mars non-captures start from the unit's
        // rebirth square, which must be free (VARIANTS 2.23–2.24).
        let capture = victim.is_some() || self.en_passant_target(role, from, to);
        let origin = pos.move_origin(&rules, from, capture);
        if origin != from {
            let (occupied, unreachable) = match rules.movement {
                Movement::Mars => ("mars-occupied", "mars-capture"),
                _ => ("anti-mars-occupied", "anti-mars-move"),
            };
            if pos.piece_at(origin).is_some() {
                return Refusal::new(occupied).piece(role).at(origin);
            }
            if self.geometry(role, origin, to, from).is_some() {
                return Refusal::new(unreachable).piece(role).at(origin);
            }
        } else if let Some(r) = self.geometry(role, from, to, from) {
            return r;
        }
        if rules.check {
            Refusal::new("check").piece(role)
        } else {
            Refusal::new("other").piece(role)
        }
    }

    /// Why the king's two-square step along its first rank from the e-file
    /// (castling) is refused, or None when it is no castling: no castling
    /// in these rules; no right on that side (the king or that rook has
    /// moved); a piece between king and rook; and, in rule sets with check
    /// (VARIANTS C7), a king in check or passing a square where it would
    /// be; else landing in check.
    fn refused_castling(&self, from: Square, to: Square) -> Option<Refusal> {
        let pos = self.position();
        let rules = self.rules();
        let us = self.turn();
        let back = if us == Color::White { 0 } else { 7 };
        if from.rank() != back
            || to.rank() != back
            || from.file() != 4
            || !matches!(to.file(), 2 | 6)
        {
            return None;
        }
        let refuse = |reason| Some(Refusal::new(reason).piece(Role::King));
        if !rules.castling {
            return refuse("no-castling");
        }
        let kingside = to.file() > from.file();
        let rooks = pos.castling() & Bitboard::rank(back) & pos.pieces(Piece::new(us, Role::Rook));
        let Some(rook) = rooks
            .into_iter()
            .find(|r| (r.file() > from.file()) == kingside)
        else {
            return refuse("castle-moved");
        };
        // The blocker nearest the king.
        let (low, high) = (from.file().min(rook.file()), from.file().max(rook.file()));
        let mut between: Vec<u8> = (low + 1..high).collect();
        if !kingside {
            between.reverse();
        }
        let blocker = between
            .into_iter()
            .filter_map(|f| Square::from_coords(f, back))
            .find(|&sq| pos.piece_at(sq).is_some());
        if let Some(sq) = blocker {
            return Some(Refusal::new("castle-blocked").piece(Role::King).at(sq));
        }
        if rules.check {
            if self.in_check() {
                return refuse("castle-check");
            }
            let pass = Square::from_coords((from.file() + to.file()) / 2, back)?;
            if !pos.king_safe_on(&rules, from, pass) {
                return Some(Refusal::new("castle-through").piece(Role::King).at(pass));
            }
        }
        // Every condition of castling holds: the king would land in check,
        // or (without check) the rules refuse it for what it would capture.
        refuse(if rules.check { "check" } else { "other" })
    }

    /// Whether a pawn's diagonal step `from` → `to` would take en passant
    /// now (a free move onto a target with an enemy pawn beyond it).
    fn en_passant_target(&self, role: Role, from: Square, to: Square) -> bool {
        role == Role::Pawn
            && from.file() != to.file()
            && self.first_of_turn()
            && self.position().ep_captures_possible().contains(to)
    }

    /// Why a piece of `role` starting on `origin` cannot reach `to` on this
    /// board, by chess geometry, with the square `lifted` empty (the
    /// square the piece leaves); None when it could (the reason lies
    /// elsewhere).
    fn geometry(&self, role: Role, origin: Square, to: Square, lifted: Square) -> Option<Refusal> {
        let pos = self.position();
        let taken = |sq: Square| sq != lifted && pos.piece_at(sq).is_some();
        let (df, dr) = (
            to.file() as i8 - origin.file() as i8,
            to.rank() as i8 - origin.rank() as i8,
        );
        let refuse = |reason| Some(Refusal::new(reason).piece(role).at(to));
        if origin == to {
            // An Anti-Mars move to the rebirth square it would start from.
            return refuse("pattern");
        }
        let shape_ok = match role {
            Role::Pawn => {
                let forward: i8 = if self.turn() == Color::White { 1 } else { -1 };
                let start = if forward == 1 { 1 } else { 6 };
                return if df == 0 && dr == forward {
                    taken(to).then(|| Refusal::new("pawn-blocked").piece(role).at(to))
                } else if df == 0 && dr == 2 * forward {
                    let middle =
                        Square::from_coords_i8(origin.file() as i8, origin.rank() as i8 + forward)?;
                    if origin.rank() != start {
                        refuse("pawn-double")
                    } else if taken(middle) {
                        Some(Refusal::new("blocked").piece(role).at(middle))
                    } else {
                        taken(to).then(|| Refusal::new("pawn-blocked").piece(role).at(to))
                    }
                } else if df.abs() == 1 && dr == forward {
                    (!taken(to) && !self.en_passant_target(role, origin, to))
                        .then(|| Refusal::new("pawn-capture").piece(role).at(to))
                } else {
                    refuse("pattern")
                };
            }
            _ => piece_shape(role, df, dr),
        };
        if !shape_ok {
            return refuse("pattern");
        }
        if matches!(role, Role::Knight | Role::King) {
            return None;
        }
        let (sf, sr) = (df.signum(), dr.signum());
        let (mut f, mut r) = (origin.file() as i8 + sf, origin.rank() as i8 + sr);
        while (f, r) != (to.file() as i8, to.rank() as i8) {
            let sq = Square::from_coords_i8(f, r)?;
            if taken(sq) {
                return Some(Refusal::new("blocked").piece(role).at(sq));
            }
            f += sf;
            r += sr;
        }
        None
    }

    /// A move given in SAN: its piece type, where it goes, and how it starts.
    fn refused_san(&self, san: &San) -> Refusal {
        if let Some(short) = san.castle {
            if !self.rules().castling {
                return Refusal::new("no-castling").piece(Role::King);
            }
            // The king's two-square step, refused as castling when it stands
            // on the e-file (else the engine's message says why).
            let back = if self.turn() == Color::White { 0 } else { 7 };
            let from = Square::from_coords(4, back);
            let to = Square::from_coords(if short { 6 } else { 2 }, back);
            let king = Piece::new(self.turn(), Role::King);
            return match (from, to) {
                (Some(from), Some(to)) if self.position().piece_at(from) == Some(king) => self
                    .refused_castling(from, to)
                    .unwrap_or_else(|| Refusal::new("other").piece(Role::King)),
                _ => Refusal::new("other").piece(Role::King),
            };
        }
        if let Some(r) = self.no_die(san.role, None) {
            return r;
        }
        let legal = self.board_moves();
        if san.promotion.is_none()
            && legal.iter().any(|m| {
                m.promotion.is_some()
                    && San {
                        promotion: m.promotion,
                        ..san.clone()
                    }
                    .matches(m)
            })
        {
            return Refusal::new("needs-promotion").piece(san.role).at(san.to);
        }
        let pos = self.position();
        let candidates: Vec<Square> = (0..64u8)
            .filter_map(Square::new)
            .filter(|&sq| {
                pos.piece_at(sq)
                    .is_some_and(|p| p.color == self.turn() && p.role == san.role)
                    && san.from_file.is_none_or(|f| f == sq.file())
                    && san.from_rank.is_none_or(|r| r == sq.rank())
            })
            .collect();
        // Of several pieces of the role, the one the player means is the one
        // whose move has the shape that reaches the square (from where it
        // stands, or from where the rules start its move: Mars, Anti-Mars):
        // its refusal is the one a click on its squares gives.
        let meant: Vec<Square> = candidates
            .iter()
            .copied()
            .filter(|&from| self.shape_reaches(san.role, from, san.to))
            .collect();
        match (&candidates[..], &meant[..]) {
            ([], _) => Refusal::new("no-such-piece").piece(san.role),
            ([from], _) | (_, [from]) => {
                self.refused_squares(*from, san.to, san.promotion.is_some())
            }
            _ => Refusal::new("unreachable").piece(san.role).at(san.to),
        }
    }

    /// Whether a `role` of the side to move on `from` has a move of the
    /// shape that goes to `to`, from `from` or from where the rules start
    /// that move (its rebirth square, under Mars and Anti-Mars Circe),
    /// whatever stands between: a pawn steps one or two squares straight
    /// ahead, or one diagonally ahead to capture.
    fn shape_reaches(&self, role: Role, from: Square, to: Square) -> bool {
        let pos = self.position();
        let capture = pos.piece_at(to).is_some_and(|p| p.color != self.turn())
            || self.en_passant_target(role, from, to);
        let forward: i8 = if self.turn() == Color::White { 1 } else { -1 };
        let fits = |origin: Square| {
            let df = to.file() as i8 - origin.file() as i8;
            let dr = to.rank() as i8 - origin.rank() as i8;
            match role {
                Role::Pawn if capture => df.abs() == 1 && dr == forward,
                Role::Pawn => df == 0 && (dr == forward || dr == 2 * forward),
                _ => origin != to && piece_shape(role, df, dr),
            }
        };
        fits(from) || fits(pos.move_origin(&self.rules(), from, capture))
    }
}

/// Whether a piece of `role` (not a pawn) moves by (`df`, `dr`) files and
/// ranks in one move, on an empty board.
fn piece_shape(role: Role, df: i8, dr: i8) -> bool {
    match role {
        Role::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
        Role::King => df.abs() <= 1 && dr.abs() <= 1,
        Role::Rook => df == 0 || dr == 0,
        Role::Bishop => df.abs() == dr.abs(),
        Role::Queen => df == 0 || dr == 0 || df.abs() == dr.abs(),
        Role::Pawn => false,
    }
}
