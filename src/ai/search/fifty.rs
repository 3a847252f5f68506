//! The fifty-move rule in the search: the game is drawn once fifty moves
//! (turns, where the dice make a turn of several moves) pass without a
//! pawn move or a capture, so a line that reaches that count is a draw,
//! unless its last move mated. The count follows the line from the game's,
//! told from the positions alone: a turn that moved a pawn changed the
//! mover's pawns, and one that captured changed the opponent's units.

use crate::position::Position;
use crate::square::Role;

/// The fifty-move rule's count at a turn start, and what the turn would
/// change if it moved a pawn or captured: the mover's pawns, or the
/// opponent's units (a capture removes one, or moves it to its rebirth
/// square).
#[derive(Clone, Copy)]
pub(super) struct Clock {
    count: u32,
    pawns: u64,
    theirs: u64,
}

impl Clock {
    pub(super) fn at(pos: &Position, count: u32) -> Clock {
        let mover = pos.side();
        Clock {
            count,
            pawns: (pos.by_color(mover) & pos.by_role(Role::Pawn)).0,
            theirs: pos.by_color(mover.other()).0,
        }
    }

    /// The count at the start of the turn after this one, in `pos`: the
    /// same position with the next side to move when nothing irreversible
    /// happened.
    pub(super) fn next(&self, pos: &Position) -> u32 {
        let mover = pos.side().other();
        let pawns = (pos.by_color(mover) & pos.by_role(Role::Pawn)).0;
        if pawns != self.pawns || pos.by_color(pos.side()).0 != self.theirs {
            0
        } else {
            self.count.saturating_add(1)
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Rules;
    use crate::ai::{Limits, Params, WIN, best_move_with};
    use crate::dice::DiceSource;
    use crate::game::Game;
    use crate::square::Role;

    fn best(fen: &str, params: &Params) -> crate::ai::Choice {
        let game = Game::from_fen(fen, Rules::ORTHODOX, DiceSource::Seeded(1)).unwrap();
        best_move_with(&game, Limits::nodes(50_000), params).unwrap()
    }

    #[test]
    fn a_won_game_is_not_let_run_into_the_fifty_move_draw() {
        // A rook and a pawn up with the count at 99: any move but the
        // pawn's ends the game drawn.
        let fen = "7k/8/8/8/8/8/P7/KR6 w - - 99 80";
        let choice = best(fen, &Params::default());
        assert_eq!(choice.mv.role, Role::Pawn, "{}", choice.mv);
        assert!(choice.score > 0, "{}", choice.score);
        // The classic search, the arena's reference, did not know the rule.
        let classic = best(fen, &Params::classic());
        assert_ne!(classic.mv.role, Role::Pawn, "{}", classic.mv);
    }

    #[test]
    fn a_mate_on_the_fiftieth_move_is_still_a_mate() {
        // The game looks for a mate before the count: Ra8 mates.
        let choice = best("7k/8/6K1/8/8/8/8/R7 w - - 99 80", &Params::default());
        assert_eq!(choice.mv.to.to_string(), "a8");
        assert!(choice.score > WIN, "{}", choice.score);
    }

    #[test]
    fn a_line_that_reaches_the_count_is_a_draw() {
        // Black, a queen down with the count at 99, has only king moves
        // (its pawn is blocked): each ends the game drawn.
        let fen = "7k/8/8/8/8/8/p7/K6Q b - - 99 80";
        let choice = best(fen, &Params::default());
        assert_eq!(choice.score, 0, "{}", choice.mv);
        // Without the rule the same line is a queen down.
        let classic = best(fen, &Params::classic());
        assert!(classic.score < -1000, "{}", classic.score);
    }
}
