//! The reference move list for perft's second counting method: every
//! pseudo-legal move with every choice, played; check decided by trying
//! every reply rather than by attack sets or targeted captures.

use super::{MoveFilter, Position};
use crate::capture;
use crate::moves::{Move, MoveKind};
use crate::rules::Rules;
use crate::square::{Color, Piece, Role};

impl Position {
    /// The legal moves by the reference method, each with the position
    /// after it (the opponent to move) and whether it removed the
    /// opponent's king for good.
    pub(crate) fn reference_moves(
        &self,
        rules: &Rules,
        filter: MoveFilter,
        first: bool,
    ) -> Vec<(Move, Position, bool)> {
        let us = self.side;
        let mut candidates = Vec::new();
        for pm in self.pseudo(rules, filter).as_slice() {
            self.expand_into(rules, pm, &mut candidates);
        }
        self.transfers_into(rules, &mut candidates);
        candidates.retain(|m| filter.admits(m));
        let in_check = rules.check && {
            let mut p = self.clone();
            p.pass_turn();
            p.reply_removes_king(rules, us)
        };
        let mut out = Vec::new();
        for m in candidates {
            if m.kind == MoveKind::Castle && rules.check {
                let step: i8 = if m.to.file() > m.from.file() { 1 } else { -1 };
                let Some(pass) = m.from.offset(step) else {
                    continue;
                };
                let mut p = self.clone();
                p.take(m.from, Piece::new(us, Role::King));
                p.put(pass, Piece::new(us, Role::King));
                p.pass_turn();
                if in_check || p.reply_removes_king(rules, us) {
                    continue;
                }
            }
            let start = out.len();
            let mut promotions = 0;
            for choice in capture::choices(self, rules, &m) {
                let mv = Move { choice, ..m };
                promotions += usize::from(choice.is_some_and(|c| c.promotion.is_some()));
                let mut after = self.clone();
                let Ok(fx) = after.try_play(rules, &mv, first) else {
                    continue;
                };
                after.pass_turn();
                if rules.check && after.reply_removes_king(rules, us) {
                    continue;
                }
                out.push((mv, after, fx.circe_mate));
            }
            if promotions > 0 && capture::every_promotion_required(rules) {
                let kept = out[start..]
                    .iter()
                    .filter(|(m, _, _)| m.choice.is_some_and(|c| c.promotion.is_some()))
                    .count();
                if kept < Role::PROMOTIONS.len() {
                    out.truncate(start);
                }
            }
        }
        out
    }

    /// Whether some move of the side to move, with some choice, removes
    /// `color`'s king from the board.
    fn reply_removes_king(&self, rules: &Rules, color: Color) -> bool {
        if !self.has_king(color) {
            return true;
        }
        let mut moves = Vec::new();
        for pm in self.pseudo(rules, MoveFilter::ALL).as_slice() {
            self.expand_into(rules, pm, &mut moves);
        }
        moves.into_iter().filter(|m| m.capture.is_some()).any(|m| {
            capture::choices(self, rules, &m).into_iter().any(|choice| {
                let mut after = self.clone();
                after.try_play(rules, &Move { choice, ..m }, false).is_ok()
                    && !after.has_king(color)
            })
        })
    }
}
