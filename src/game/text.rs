//! Moves as text: finding the legal move that UCI or SAN names, and
//! saying in words why a move is refused.

use super::{Game, GameError, Phase, PlayedMove};
use crate::dice::DiceKind;
use crate::dice::{Face, Stage};
use crate::moves::{Move, PASS_UCI, Uci};
use crate::position::MoveFilter;
use crate::san::San;
use crate::square::{Role, Square};

impl Game {
    /// Finds the legal move that UCI or SAN text names.
    pub fn parse_move(&self, text: &str) -> Result<Move, GameError> {
        let text = text.trim();
        if is_pass(text) {
            return self.find_pass(text);
        }
        let legal = self.legal_moves();
        match Uci::parse(text) {
            Some(uci) => self.find_uci(text, &uci, &legal),
            None => self.find_san(text, &legal),
        }
    }

    /// Finds the legal move that UCI text names, refusing any other with a
    /// short reason ("not a move allowed now"): the reading of the
    /// JavaScript core module (src/wasm.rs without the `cold` feature),
    /// which leaves SAN and the refusals' full words to the cold module.
    /// `None` when `text` is not UCI.
    pub fn parse_uci(&self, text: &str) -> Option<Result<Move, GameError>> {
        let text = text.trim();
        if text == PASS_UCI {
            return Some(self.find_pass(text));
        }
        let uci = Uci::parse(text)?;
        let legal = self.legal_moves();
        Some(match legal.iter().find(|m| uci.matches(m)) {
            Some(m) => Ok(*m),
            None => Err(self
                .wrong_phase()
                .unwrap_or_else(|| illegal(text, "not a move allowed now".to_string()))),
        })
    }

    /// Plays a move given as UCI text, read as [`Game::parse_uci`] reads
    /// it; `None` when `text` is not UCI.
    pub fn play_uci(&mut self, text: &str) -> Option<Result<PlayedMove, GameError>> {
        Some(self.parse_uci(text)?.map(|m| {
            let legal = self.legal_moves();
            self.play_legal(m, legal)
        }))
    }

    /// The pass, named `0000` or `--`, or why it is refused now.
    fn find_pass(&self, text: &str) -> Result<Move, GameError> {
        if let Some(e) = self.wrong_phase() {
            return Err(e);
        }
        match self.pass_refused() {
            None => Ok(Move::PASS),
            Some(reason) => Err(illegal(text, reason.to_string())),
        }
    }

    /// The error for a move named in a phase where no move is played.
    fn wrong_phase(&self) -> Option<GameError> {
        matches!(self.phase(), Phase::Roll | Phase::Over).then(|| GameError::Phase {
            action: "move",
            phase: self.phase(),
        })
    }

    /// The legal move that a UCI move names, or why there is none.
    fn find_uci(&self, text: &str, uci: &Uci, legal: &[Move]) -> Result<Move, GameError> {
        if let Some(m) = legal.iter().find(|m| uci.matches(m)) {
            return Ok(*m);
        }
        if let Some(e) = self.wrong_phase() {
            return Err(e);
        }
        let same: Vec<&Move> = legal
            .iter()
            .filter(|m| m.from == uci.from && m.to == uci.to && m.promotion == uci.promotion)
            .collect();
        let reason = if same.is_empty() {
            self.why_illegal(uci.from, uci.to, uci.promotion)
        } else {
            self.choice_reason(&same)
        };
        Err(illegal(text, reason))
    }

    /// The legal move that SAN text names, or why there is none (or
    /// several).
    fn find_san(&self, text: &str, legal: &[Move]) -> Result<Move, GameError> {
        let san = San::parse(text).map_err(GameError::Syntax)?;
        if let Some(e) = self.wrong_phase() {
            return Err(e);
        }
        let found: Vec<&Move> = legal.iter().filter(|m| san.matches(m)).collect();
        if found.is_empty() {
            return Err(illegal(text, self.why_illegal_san(&san)));
        }
        // The same piece and squares may stand for several moves that
        // differ by their rebirth (its square or promotion): the effects
        // written in parentheses pick one.
        let texts: Vec<(Move, String)> = found
            .iter()
            .map(|m| {
                let mut san = String::new();
                self.preview(m, legal, &mut san);
                (**m, san)
            })
            .collect();
        match pick_by_effects(&texts, san.effects.as_deref()).as_slice() {
            [(m, _)] => Ok(*m),
            [] => {
                let actual: Vec<&str> = texts.iter().map(|(_, s)| s.as_str()).collect();
                Err(illegal(
                    text,
                    format!(
                        "the effects in parentheses do not match; this move is written {}",
                        actual.join(" or ")
                    ),
                ))
            }
            several => Err(ambiguous(text, several)),
        }
    }

    /// Why a UCI move with these squares needs (another) rebirth choice.
    fn choice_reason(&self, same: &[&Move]) -> String {
        let options: Vec<String> = same.iter().map(|m| m.to_string()).collect();
        let shown = options.len().min(6);
        let more = if options.len() > shown { ", …" } else { "" };
        format!(
            "add the rebirth after a slash, as in {}{more}",
            options[..shown].join(", ")
        )
    }

    pub(crate) fn why_illegal(&self, from: Square, to: Square, promotion: Option<Role>) -> String {
        let pos = &self.current.position;
        let Some(piece) = pos.piece_at(from) else {
            return format!("there is no piece on {from}");
        };
        if piece.color != self.turn() {
            return format!("the piece on {from} is not {}'s", self.turn());
        }
        if let Some(reason) = self.die_reason(piece.role) {
            return reason;
        }
        let named = |m: &Move| {
            m.from == from && m.to == to && (promotion.is_none() || m.promotion == promotion)
        };
        if let Some(reason) = self.dice_rule_refusal(named) {
            return reason;
        }
        let all = self.board_moves();
        let to_square: Vec<&Move> = all
            .iter()
            .filter(|m| m.from == from && m.to == to)
            .collect();
        if !to_square.is_empty() {
            return match promotion {
                None => format!("{to} needs a promotion piece: add q, r, b or n ({from}{to}q)"),
                Some(_) if to_square.iter().all(|m| m.promotion.is_none()) => {
                    format!("{from}{to} is not a promotion: leave out the piece letter")
                }
                Some(_) => {
                    "a pawn promotes to a queen, rook, bishop or knight (q, r, b or n)".to_string()
                }
            };
        }
        if pos.idle_pawns(&self.rules).contains(from) {
            return format!(
                "the pawn on {from} cannot move: a pawn on its own first rank stays there in these rules"
            );
        }
        if self.rules.check {
            let pseudo = pos.legal_moves(
                &crate::Rules {
                    check: false,
                    ..self.rules
                },
                self.filter().unwrap_or(MoveFilter::ALL),
            );
            if pseudo.iter().any(|m| m.from == from && m.to == to) {
                return format!(
                    "the {} on {from} cannot move to {to}: that would leave the king in check",
                    piece.role.name()
                );
            }
        }
        format!("the {} on {from} cannot move to {to}", piece.role.name())
    }

    fn why_illegal_san(&self, san: &San) -> String {
        if let Some(reason) = self.die_reason(san.role) {
            return reason;
        }
        if let Some(reason) = self.dice_rule_refusal(|m| san.matches(m)) {
            return reason;
        }
        match san.castle {
            Some(_) if !self.rules.castling => "there is no castling in these rules".to_string(),
            Some(_) => "castling is not possible now".to_string(),
            None if san.promotion.is_none()
                && self.legal_moves().iter().any(|m| {
                    m.promotion.is_some()
                        && San {
                            promotion: m.promotion,
                            ..san.clone()
                        }
                        .matches(m)
                }) =>
            {
                format!("{} needs a promotion piece: add =Q, =R, =B or =N", san.to)
            }
            None => format!("no {} can move to {}", san.role.name(), san.to),
        }
    }

    /// Why a role may not move under the dice now, if that is the reason:
    /// no die left shows it.
    /// Why a move the dice allow, the first that `named` picks, is not
    /// legal, as the dice rule says (three-dice chess's maximum rule);
    /// `None` when the dice rule has nothing to add.
    fn dice_rule_refusal(&self, named: impl Fn(&Move) -> bool) -> Option<String> {
        if self.current.turn.stage != Stage::Rolled {
            return None;
        }
        let pos = &self.current.position;
        let legal = self.board_moves();
        pos.legal_moves(&self.rules, self.move_filter())
            .iter()
            .filter(|m| named(m) && !legal.contains(m))
            .find_map(|m| self.kind().refused(pos, &self.rules, &self.current.turn, m))
    }

    fn die_reason(&self, role: Role) -> Option<String> {
        let turn = self.turn_state();
        if turn.stage != Stage::Rolled || self.move_filter().allows(role) {
            return None;
        }
        let dice = turn.dice;
        if self.phase() == Phase::Bonus {
            return Some(format!(
                "no unused die shows {} (a {}); unused dice: {dice}",
                role.die(),
                role.name()
            ));
        }
        let kind = self.kind();
        let mut names: Vec<&str> = Vec::new();
        for (i, &value) in dice.as_slice().iter().enumerate() {
            match kind.face(i, value) {
                Face::Role(r) if !names.contains(&r.name()) => names.push(r.name()),
                Face::Any => return None,
                _ => {}
            }
        }
        Some(format!(
            "the roll {dice} allows only a {} move",
            names.join(" or ")
        ))
    }
}

/// Whether the text names a pass: UCI's `0000` or SAN's `--`.
fn is_pass(text: &str) -> bool {
    text == PASS_UCI || text == crate::san::PASS
}

/// A move refused, with the reason in words.
fn illegal(text: &str, reason: String) -> GameError {
    GameError::Illegal {
        text: text.to_string(),
        reason,
    }
}

/// Of the moves that SAN names (each with its full SAN), those whose
/// effects in parentheses match the written ones; with none written, the
/// one move without effects if there is exactly one, else all.
fn pick_by_effects<'a>(
    texts: &'a [(Move, String)],
    written: Option<&str>,
) -> Vec<&'a (Move, String)> {
    let effects = |s: &str| {
        s.find('(')
            .map(|i| San::normalize_effects(s[i..].trim_end_matches(['+', '#', '!', '?'])))
    };
    match written {
        Some(written) => texts
            .iter()
            .filter(|(_, s)| effects(s).as_deref() == Some(written))
            .collect(),
        None if texts.len() > 1 => {
            let bare: Vec<&(Move, String)> =
                texts.iter().filter(|(_, s)| effects(s).is_none()).collect();
            if bare.len() == 1 {
                bare
            } else {
                texts.iter().collect()
            }
        }
        None => texts.iter().collect(),
    }
}

/// The error for SAN that names several moves: the rebirths to choose
/// from when they share their squares, else a request for the origin.
fn ambiguous(text: &str, several: &[&(Move, String)]) -> GameError {
    let same_squares = several
        .iter()
        .all(|(m, _)| m.from == several[0].0.from && m.to == several[0].0.to);
    let hint = if same_squares {
        let options: Vec<&str> = several.iter().map(|(_, s)| s.as_str()).collect();
        let shown = options.len().min(6);
        let more = if options.len() > shown { ", …" } else { "" };
        format!(
            "say what the rebirth is: {}{more}",
            options[..shown].join(", ")
        )
    } else {
        "name the file or rank it comes from".to_string()
    };
    GameError::Ambiguous {
        text: text.to_string(),
        hint,
    }
}
