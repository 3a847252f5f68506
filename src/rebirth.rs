//! Where a captured piece is reborn. The Circe family varies only here.

use crate::rules::Rebirth;
use crate::square::{Color, Piece, Role, Square};

/// Files of the home squares of the Circe rebirth table (RULES §3), by
/// colour and role, as (captured on a light square, on a dark square):
/// a piece returns to the home square of its kind that has the colour of
/// the square where it was captured. Pawns use the capture file instead.
const HOME_FILES: [[(u8, u8); 6]; 2] = [
    // pawn, knight b1/g1, bishop f1/c1, rook h1/a1, queen d1, king e1
    [(0, 0), (1, 6), (5, 2), (7, 0), (3, 3), (4, 4)],
    // pawn, knight g8/b8, bishop c8/f8, rook a8/h8, queen d8, king e8
    [(0, 0), (6, 1), (2, 5), (0, 7), (3, 3), (4, 4)],
];

/// The square a piece captured on `captured_on` is reborn on under
/// `rule`, before checking that the square is empty; `None` when the rule
/// has no rebirth.
pub fn rebirth_square(rule: Rebirth, piece: Piece, captured_on: Square) -> Option<Square> {
    match rule {
        Rebirth::None => None,
        Rebirth::CirceRexInclusive => Some(circe_square(piece, captured_on)),
    }
}

fn circe_square(piece: Piece, captured_on: Square) -> Square {
    if piece.role == Role::Pawn {
        return Square::from_index(piece.color.pawn_rank() * 8 + captured_on.file());
    }
    let (light, dark) = HOME_FILES[piece.color.index()][piece.role.index()];
    let file = if captured_on.is_dark() { dark } else { light };
    let rank = match piece.color {
        Color::White => 0,
        Color::Black => 7,
    };
    Square::from_index(rank * 8 + file)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    fn reborn(c: char, on: &str) -> String {
        let piece = Piece::from_char(c).unwrap();
        rebirth_square(Rebirth::CirceRexInclusive, piece, sq(on))
            .unwrap()
            .to_string()
    }

    #[test]
    fn rebirth_table_of_rules_section_3() {
        // (piece, light capture square result, dark capture square result)
        let table = [
            ('N', "b1", "g1"),
            ('B', "f1", "c1"),
            ('R', "h1", "a1"),
            ('Q', "d1", "d1"),
            ('K', "e1", "e1"),
            ('n', "g8", "b8"),
            ('b', "c8", "f8"),
            ('r', "a8", "h8"),
            ('q', "d8", "d8"),
            ('k', "e8", "e8"),
        ];
        for (c, light, dark) in table {
            // c6 is light, g3 is dark.
            assert_eq!(reborn(c, "c6"), light, "{c} captured on a light square");
            assert_eq!(reborn(c, "g3"), dark, "{c} captured on a dark square");
        }
    }

    #[test]
    fn reborn_piece_keeps_the_colour_of_the_capture_square() {
        for c in ['N', 'B', 'R', 'n', 'b', 'r'] {
            for i in 0..64 {
                let on = Square::new(i).unwrap();
                let home =
                    rebirth_square(Rebirth::CirceRexInclusive, Piece::from_char(c).unwrap(), on)
                        .unwrap();
                assert_eq!(home.is_dark(), on.is_dark(), "{c} on {on}");
            }
        }
    }

    #[test]
    fn pawns_return_to_their_second_rank_on_the_capture_file() {
        assert_eq!(reborn('P', "d5"), "d2");
        assert_eq!(reborn('p', "a3"), "a7");
        assert_eq!(reborn('p', "h1"), "h7");
    }

    #[test]
    fn seed_example_black_bishop() {
        assert_eq!(reborn('b', "c6"), "c8");
        assert_eq!(reborn('b', "g3"), "f8");
    }

    #[test]
    fn orthodox_has_no_rebirth() {
        assert_eq!(
            rebirth_square(Rebirth::None, Piece::from_char('Q').unwrap(), sq("e4")),
            None
        );
    }
}
