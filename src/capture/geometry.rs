//! Rebirth squares (VARIANTS.md §0 and 2.4–2.18, 2.26–2.28): where a unit
//! goes under each geometry, from the capture that sent it there; Hydra's
//! two squares, the square the capturer picks under Super and Cage Circe,
//! and the origins Diagram Circe keeps.

use super::Capture;
use crate::moves::Choice;
use crate::rules::{Geometry, Rules};
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

const fn home_rank(color: Color) -> u8 {
    match color {
        Color::White => 0,
        Color::Black => 7,
    }
}

/// The Circe square C(T, c, s) (VARIANTS §0, RULES §3): the game-array
/// square of a unit of this type and colour captured on `s`.
pub fn home_square(piece: Piece, s: Square) -> Square {
    if piece.role == Role::Pawn {
        return Square::from_index(piece.color.pawn_rank() * 8 + s.file());
    }
    let (light, dark) = HOME_FILES[piece.color.index()][piece.role.index()];
    let file = if s.is_dark() { dark } else { light };
    Square::from_index(home_rank(piece.color) * 8 + file)
}

fn flip_file(s: Square) -> Square {
    Square::from_index(s.rank() * 8 + 7 - s.file())
}

fn flip_rank(s: Square) -> Square {
    Square::from_index((7 - s.rank()) * 8 + s.file())
}

fn displaced(s: Square, from: Square, to: Square) -> Option<Square> {
    let file = i16::from(s.file()) + i16::from(to.file()) - i16::from(from.file());
    let rank = i16::from(s.rank()) + i16::from(to.rank()) - i16::from(from.rank());
    if (0..8).contains(&file) && (0..8).contains(&rank) {
        Some(Square::from_index((rank * 8 + file) as u8))
    } else {
        None
    }
}

/// `s` moved by the vector from `from` to `to`; `None` off the board.
pub fn shifted(s: Square, from: Square, to: Square) -> Option<Square> {
    displaced(s, from, to)
}

/// The square of a rank file (R, B, N: the home file giving a square of
/// the colour of `s`; Q the d-file, K the e-file) on the rank of `s`
/// (Rank Circe, 2.14).
fn rank_square(piece: Piece, s: Square) -> Square {
    let (light, dark) = HOME_FILES[0][piece.role.index()];
    let file = match piece.role {
        Role::Pawn => s.file(),
        Role::Queen => 3,
        Role::King => 4,
        _ => {
            let candidate = Square::from_index(s.rank() * 8 + light);
            if candidate.is_dark() == s.is_dark() {
                light
            } else {
                dark
            }
        }
    };
    Square::from_index(s.rank() * 8 + file)
}

/// Where `unit` is reborn after `capture` under a deterministic geometry,
/// before testing whether the square is empty; `None` off the board (or
/// for Super and Cage, whose squares are the capturer's choice). `origin`
/// is the unit's square in the game's first position (Diagram Circe).
pub fn rebirth_square(
    geometry: Geometry,
    unit: Piece,
    capture: &Capture,
    origin: Option<Square>,
) -> Option<Square> {
    let cs = capture.square;
    Some(match geometry {
        Geometry::Home | Geometry::Hydra => home_square(unit, cs),
        Geometry::Mirror => home_square(Piece::new(unit.color.other(), unit.role), cs),
        Geometry::VerticalMirror => flip_file(home_square(unit, cs)),
        Geometry::HorizontalMirror => flip_rank(home_square(unit, cs)),
        Geometry::Diametral => flip_rank(flip_file(home_square(unit, cs))),
        Geometry::Symmetry => flip_rank(flip_file(cs)),
        Geometry::Diagram => return origin,
        Geometry::Equipollents => return displaced(cs, capture.from, capture.to),
        Geometry::Pwc => capture.from,
        Geometry::Antipodes => {
            let f = cs.file();
            let r = cs.rank();
            let f = if f <= 3 { f + 4 } else { f - 4 };
            let r = if r <= 3 { r + 4 } else { r - 4 };
            Square::from_index(r * 8 + f)
        }
        Geometry::File => {
            let rank = if unit.role == Role::Pawn {
                unit.color.pawn_rank()
            } else {
                home_rank(unit.color)
            };
            Square::from_index(rank * 8 + cs.file())
        }
        Geometry::Rank => rank_square(unit, cs),
        Geometry::Couscous | Geometry::Coucou => home_square(capture.mover, cs),
        Geometry::Super | Geometry::Cage => return None,
    })
}

/// Hydra's second unit (2.26): the vertical mirror of the first square.
pub fn hydra_twin(first: Square) -> Square {
    flip_file(first)
}

/// The squares the captured unit (reborn as `unit`) goes to: one, Hydra's
/// two, or under Super and Cage Circe the one the move's `choice` names
/// (none: the unit vanishes).
pub(super) fn rebirth_squares(
    rules: &Rules,
    unit: Piece,
    capture: &Capture,
    origin: Option<Square>,
    choice: Option<Choice>,
) -> [Option<Square>; 2] {
    match rules.geometry {
        Geometry::Super | Geometry::Cage => [choice.map(|c| c.square), None],
        Geometry::Hydra => {
            let first = home_square(unit, capture.square);
            [Some(first), Some(hydra_twin(first))]
        }
        g => [rebirth_square(g, unit, capture, origin), None],
    }
}

/// Whether the capturer picks the rebirth square (Super and Cage Circe).
pub(super) const fn chosen(rules: &Rules) -> bool {
    matches!(rules.geometry, Geometry::Super | Geometry::Cage)
}

/// Whether the geometry needs each unit's first square (Diagram Circe),
/// which the board then carries along with every move.
pub(crate) const fn tracks_origins(rules: &Rules) -> bool {
    matches!(rules.geometry, Geometry::Diagram)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    fn home(c: char, on: &str) -> String {
        home_square(Piece::from_char(c).unwrap(), sq(on)).to_string()
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
            assert_eq!(home(c, "c6"), light, "{c} captured on a light square");
            assert_eq!(home(c, "g3"), dark, "{c} captured on a dark square");
        }
    }

    #[test]
    fn reborn_piece_keeps_the_colour_of_the_capture_square() {
        for c in ['N', 'B', 'R', 'n', 'b', 'r'] {
            for i in 0..64 {
                let on = Square::from_index(i);
                let h = home_square(Piece::from_char(c).unwrap(), on);
                assert_eq!(h.is_dark(), on.is_dark(), "{c} on {on}");
                let r = rank_square(Piece::from_char(c).unwrap(), on);
                assert_eq!(r.is_dark(), on.is_dark(), "rank circe {c} on {on}");
            }
        }
    }

    #[test]
    fn pawns_return_to_their_second_rank_on_the_capture_file() {
        assert_eq!(home('P', "d5"), "d2");
        assert_eq!(home('p', "a3"), "a7");
        assert_eq!(home('p', "h1"), "h7");
    }

    #[test]
    fn seed_example_black_bishop() {
        assert_eq!(home('b', "c6"), "c8");
        assert_eq!(home('b', "g3"), "f8");
    }

    #[test]
    fn antipodes_and_symmetry() {
        let cap = Capture {
            mover: Piece::from_char('Q').unwrap(),
            promoted: Piece::from_char('Q').unwrap(),
            from: sq("d4"),
            to: sq("c5"),
            square: sq("c5"),
            captured: Piece::from_char('p').unwrap(),
        };
        let p = Piece::from_char('p').unwrap();
        let at = |g| rebirth_square(g, p, &cap, None).map(|s| s.to_string());
        assert_eq!(at(Geometry::Antipodes).as_deref(), Some("g1"));
        assert_eq!(at(Geometry::Symmetry).as_deref(), Some("f4"));
        assert_eq!(at(Geometry::Equipollents).as_deref(), Some("b6"));
        assert_eq!(at(Geometry::Pwc).as_deref(), Some("d4"));
        assert_eq!(at(Geometry::Couscous).as_deref(), Some("d1"));
        assert_eq!(at(Geometry::Diametral).as_deref(), Some("f2"));
        assert_eq!(at(Geometry::Mirror).as_deref(), Some("c2"));
        assert_eq!(at(Geometry::VerticalMirror).as_deref(), Some("f7"));
        assert_eq!(at(Geometry::HorizontalMirror).as_deref(), Some("c2"));
        assert_eq!(at(Geometry::Rank).as_deref(), Some("c5"));
        assert_eq!(at(Geometry::File).as_deref(), Some("c7"));
    }
}
