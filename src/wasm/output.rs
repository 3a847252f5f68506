//! Values going out to JavaScript. Moves, the history and the board cross
//! as packed integers and one string, and `js/unpack.js` builds the plain
//! objects from them: building the same objects field by field from Rust
//! (serde-wasm-bindgen) was measured at 40–70 µs for 20 moves, against
//! about 1.5 µs this way.
//!
//! A move is two `u32` words:
//!
//! | bits  | word 0                                                  |
//! |-------|---------------------------------------------------------|
//! | 0–5   | from square (a1 = 0 … h8 = 63)                          |
//! | 6–11  | to square                                               |
//! | 12–14 | piece: role index (P N B R Q K = 0 … 5)                 |
//! | 15–17 | promotion: role index + 1, 0 for none                   |
//! | 18–20 | captured piece: role index + 1, 0 for none              |
//! | 21    | en passant                                              |
//! | 22    | Circe Mate                                              |
//! | 23–25 | the die the move uses (1–6), 0 for none                 |
//! | 26–31 | the captured piece's square (when there is a capture)   |
//!
//! Word 1 holds the rebirth square + 1 in bits 0–6 (0: no rebirth) and
//! the side that moves in bit 7 (1 for Black).
//! The SANs of the moves follow in one string, separated by spaces.

use crate::{Color, Game, Move, MoveKind, Phase, Piece, PlayedMove, Square, Turn};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/js/unpack.js")]
extern "C" {
    #[wasm_bindgen(js_name = unpackMoves)]
    fn unpack_moves(words: &[u32], sans: &str) -> JsValue;
    #[wasm_bindgen(js_name = unpackMove)]
    fn unpack_move(words: &[u32], san: &str) -> JsValue;
    #[wasm_bindgen(js_name = unpackTurns)]
    fn unpack_turns(headers: &[u32], words: &[u32], sans: &str) -> JsValue;
    #[wasm_bindgen(js_name = unpackBoard)]
    fn unpack_board(placement: &str) -> JsValue;
    #[wasm_bindgen(js_name = makeResult)]
    fn make_result(winner: &str, reason: &str) -> JsValue;
    #[wasm_bindgen(js_name = makePiece)]
    fn make_piece(letter: &str) -> JsValue;
}

/// What a move causes beyond the `Move` itself, packed with it.
struct Fields {
    color: Color,
    capture_square: Option<Square>,
    rebirth: Option<Square>,
    circe_mate: bool,
    die: Option<u8>,
}

fn pack(m: &Move, f: &Fields) -> [u32; 2] {
    let role = |r: Option<crate::Role>| r.map_or(0, |r| r.index() as u32 + 1);
    let word0 = m.from.index() as u32
        | (m.to.index() as u32) << 6
        | (m.role.index() as u32) << 12
        | role(m.promotion) << 15
        | role(m.capture) << 18
        | u32::from(m.kind == MoveKind::EnPassant) << 21
        | u32::from(f.circe_mate) << 22
        | u32::from(f.die.unwrap_or(0)) << 23
        | f.capture_square.map_or(0, |s| s.index() as u32) << 26;
    let word1 =
        f.rebirth.map_or(0, |s| s.index() as u32 + 1) | u32::from(f.color == Color::Black) << 7;
    [word0, word1]
}

/// Moves being packed: their words and their SANs.
#[derive(Default)]
pub struct Moves {
    words: Vec<u32>,
    sans: String,
}

impl Moves {
    fn with_capacity(n: usize) -> Moves {
        Moves {
            words: Vec::with_capacity(2 * n),
            sans: String::with_capacity(8 * n),
        }
    }

    fn push(&mut self, m: &Move, fields: &Fields, san: &str) {
        self.words.extend_from_slice(&pack(m, fields));
        if !self.sans.is_empty() {
            self.sans.push(' ');
        }
        self.sans.push_str(san);
    }

    fn push_played(&mut self, p: &PlayedMove) {
        let fields = Fields {
            color: p.color,
            capture_square: p.capture_square,
            rebirth: p.rebirth,
            circe_mate: p.circe_mate,
            die: p.die,
        };
        self.push(&p.mv, &fields, &p.san);
    }

    fn into_js(self) -> JsValue {
        unpack_moves(&self.words, &self.sans)
    }
}

/// A legal move of `game` as it would be played now: its SAN appended to
/// the shared string, and what the capture would cause.
fn preview(game: &Game, phase: Phase, legal: &[Move], m: &Move, out: &mut Moves) {
    if !out.sans.is_empty() {
        out.sans.push(' ');
    }
    let effects = game.preview(m, legal, &mut out.sans);
    let fields = Fields {
        color: game.turn(),
        capture_square: effects.captured.map(|(_, sq)| sq),
        rebirth: effects.rebirth,
        circe_mate: effects.circe_mate,
        die: (phase == Phase::Bonus).then(|| m.role.die()),
    };
    out.words.extend_from_slice(&pack(m, &fields));
}

/// `legalMoves()`: every move allowed now, as `Move` objects.
pub fn legal_moves(game: &Game) -> JsValue {
    let legal = game.legal_moves();
    let mut out = Moves::with_capacity(legal.len());
    let phase = game.phase();
    for m in &legal {
        preview(game, phase, &legal, m, &mut out);
    }
    out.into_js()
}

/// One legal move of `game`, not played, as a `Move` object.
pub fn legal_move(game: &Game, m: &Move) -> JsValue {
    let mut out = Moves::with_capacity(1);
    let legal = game.legal_moves();
    preview(game, game.phase(), &legal, m, &mut out);
    unpack_move(&out.words, &out.sans)
}

/// A move just played, as a `Move` object.
pub fn played_move(p: &PlayedMove) -> JsValue {
    let mut out = Moves::with_capacity(1);
    out.push_played(p);
    unpack_move(&out.words, &out.sans)
}

/// `history()`: every move so far.
pub fn history<'a>(moves: impl Iterator<Item = &'a PlayedMove>) -> JsValue {
    let mut out = Moves::default();
    for p in moves {
        out.push_played(p);
    }
    out.into_js()
}

/// `turns()`: one header word per turn, then the moves of every turn in
/// order. A header holds the side (bit 0, 1 for black), whether there was
/// a roll (bit 1), the number of forfeited dice (bits 2–3), the three
/// faces of the roll (bits 4–12, three bits each), the forfeited faces
/// (bits 13–21) and the number of moves (bits 22–31).
pub fn turns(turns: &[Turn]) -> JsValue {
    let mut headers = Vec::with_capacity(turns.len());
    let mut out = Moves::default();
    for t in turns {
        let faces = |dice: &[u8]| {
            dice.iter()
                .enumerate()
                .fold(0u32, |acc, (i, &f)| acc | u32::from(f) << (3 * i))
        };
        let roll = t.roll.map(|d| faces(d.as_slice()));
        let forfeited = t.forfeited.as_slice();
        headers.push(
            u32::from(t.color == crate::Color::Black)
                | u32::from(roll.is_some()) << 1
                | (forfeited.len() as u32) << 2
                | roll.unwrap_or(0) << 4
                | faces(forfeited) << 13
                | (t.moves.len() as u32) << 22,
        );
        for p in &t.moves {
            out.push_played(p);
        }
    }
    unpack_turns(&headers, &out.words, &out.sans)
}

/// `board()`: 64 FEN letters or `.`, a1 first, made into an array.
pub fn board(game: &Game) -> JsValue {
    let placement: String = (0..64)
        .map(|i| {
            Square::new(i)
                .and_then(|sq| game.piece_at(sq))
                .map_or('.', |p| p.char())
        })
        .collect();
    unpack_board(&placement)
}

/// `result()`: `null` while the game goes on.
pub fn result(game: &Game) -> JsValue {
    match game.result() {
        None => JsValue::NULL,
        Some(o) => make_result(o.winner.map_or("", |c| c.name()), o.reason.code()),
    }
}

/// `pieceAt()`: `{ color, role }` or `null`.
pub fn piece(piece: Option<Piece>) -> JsValue {
    piece.map_or(JsValue::NULL, |p| make_piece(&p.char().to_string()))
}
