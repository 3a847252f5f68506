//! Small value types: colours, piece roles, pieces and squares.

use std::fmt;

/// A side. White moves first (RULES §1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Color {
    /// White, who moves first.
    White,
    /// Black.
    Black,
}

impl Color {
    /// Both sides, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The opponent.
    #[must_use]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: the index of a per-side array.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The FEN letter of the side to move: `w` or `b`.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The rank (0-based) a pawn of this colour starts on.
    pub const fn pawn_rank(self) -> u8 {
        match self {
            Color::White => 1,
            Color::Black => 6,
        }
    }

    /// The rank (0-based) where a pawn of this colour promotes.
    pub const fn last_rank(self) -> u8 {
        match self {
            Color::White => 7,
            Color::Black => 0,
        }
    }

    /// Square index offset of one step forward for a pawn of this colour.
    pub const fn forward(self) -> i8 {
        match self {
            Color::White => 8,
            Color::Black => -8,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Color {
    type Err = ();
    fn from_str(s: &str) -> Result<Color, ()> {
        match s {
            "white" | "w" => Ok(Color::White),
            "black" | "b" => Ok(Color::Black),
            _ => Err(()),
        }
    }
}

/// The type of a piece. The discriminant plus one is the die face that
/// moves it (RULES §5: 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Role {
    /// Moved by a 1.
    Pawn = 0,
    /// Moved by a 2.
    Knight = 1,
    /// Moved by a 3.
    Bishop = 2,
    /// Moved by a 4.
    Rook = 3,
    /// Moved by a 5.
    Queen = 4,
    /// Moved by a 6.
    King = 5,
}

impl Role {
    /// Every role, in die order (pawn = 1 … king = 6).
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The roles a pawn may promote to, strongest first (RULES §7).
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// 0 for a pawn … 5 for a king: the die face minus one, and the index
    /// of a per-role array.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The die face (1–6) that moves a piece of this role.
    pub const fn die(self) -> u8 {
        self as u8 + 1
    }

    /// The role a die face moves, or `None` outside 1–6.
    pub const fn from_die(face: u8) -> Option<Role> {
        match face {
            1 => Some(Role::Pawn),
            2 => Some(Role::Knight),
            3 => Some(Role::Bishop),
            4 => Some(Role::Rook),
            5 => Some(Role::Queen),
            6 => Some(Role::King),
            _ => None,
        }
    }

    /// The role's name in English: `pawn`, `knight`, …
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }

    /// Upper-case letter: `P N B R Q K`.
    pub const fn upper(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }

    /// Lower-case letter: `p n b r q k`.
    pub const fn lower(self) -> char {
        self.upper().to_ascii_lowercase()
    }

    /// The role named by a letter of either case.
    pub fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }
}

/// A coloured piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// The piece of this colour and role.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// The FEN letter: upper case for White.
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper(),
            Color::Black => self.role.lower(),
        }
    }

    /// The piece a FEN letter names.
    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}

/// A square, `a1` = 0, `b1` = 1, …, `h8` = 63.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square with this index, if it is below 64.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square with this index; the caller guarantees `index < 64`.
    pub(crate) const fn from_index(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index & 63)
    }

    /// The square at a file and rank given as signed numbers; `None` off the board.
    pub const fn from_coords_i8(file: i8, rank: i8) -> Option<Square> {
        if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
            Some(Square((rank * 8 + file) as u8))
        } else {
            None
        }
    }

    /// The square at 0-based file and rank, both below 8.
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// 0 for a1 … 63 for h8: the bit of the square in a
    /// [`crate::Bitboard`].
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based file: a = 0.
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// 0-based rank: rank 1 = 0.
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// Whether the square is dark (RULES §3: a1 is dark).
    pub const fn is_dark(self) -> bool {
        (self.file() + self.rank()) % 2 == 0
    }

    /// The square `delta` indices away, if it stays on the board.
    pub const fn offset(self, delta: i8) -> Option<Square> {
        let i = self.0 as i16 + delta as i16;
        if i >= 0 && i < 64 {
            Some(Square(i as u8))
        } else {
            None
        }
    }

    /// Parses `e4` style coordinates (lower case only).
    pub fn parse(text: &str) -> Option<Square> {
        let b = text.as_bytes();
        if b.len() != 2 {
            return None;
        }
        Self::parse_bytes(b[0], b[1])
    }

    pub(crate) fn parse_bytes(file: u8, rank: u8) -> Option<Square> {
        if (b'a'..=b'h').contains(&file) && (b'1'..=b'8').contains(&rank) {
            Square::from_coords(file - b'a', rank - b'1')
        } else {
            None
        }
    }

    /// The file's letter, `a` to `h`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The rank's digit, `1` to `8`.
    pub const fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_colour_follows_rules_section_3() {
        assert!(Square::parse("a1").unwrap().is_dark());
        assert!(!Square::parse("c6").unwrap().is_dark());
        assert!(Square::parse("g3").unwrap().is_dark());
        assert!(!Square::parse("h1").unwrap().is_dark());
    }

    #[test]
    fn dice_faces_map_to_roles() {
        for role in Role::ALL {
            assert_eq!(Role::from_die(role.die()), Some(role));
        }
        assert_eq!(Role::from_die(0), None);
        assert_eq!(Role::from_die(7), None);
        assert_eq!(Role::from_die(5), Some(Role::Queen));
    }

    #[test]
    fn squares_parse_and_print() {
        for i in 0..64 {
            let sq = Square::new(i).unwrap();
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a"), None);
    }
}
