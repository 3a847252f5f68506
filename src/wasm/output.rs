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
//! | bits  | word 1                                                  |
//! |-------|---------------------------------------------------------|
//! | 0–6   | the rebirth square + 1 (0: no rebirth)                  |
//! | 7     | the side that moves (1 for Black)                       |
//! | 8–10  | the number of effects                                   |
//! | 11–17 | the rebirth choice's square + 1 (0: no choice)          |
//! | 18–20 | the choice's promotion: role index + 1, 0 for none      |
//! | 21    | the captured unit was moved to `to` first (Jupiter): the |
//! |       | UCI ends in `/x` and the captured piece's square        |
//! | 22    | a pass (`0000`, `--`): no square, no piece              |
//!
//! The effects of all the moves follow, in order, one word each: kind
//! (bits 0–2 and its fourth bit in 28, in the order of
//! `EffectKind::ALL`), the unit as it was (3–6:
//! colour × 8 + role index) and as it ends up (7–10), its from and to
//! squares + 1 (11–17, 18–24; 0 for none) and a promotion's role index + 1
//! (25–27). The SANs of the moves follow in one string, separated by spaces.

use crate::dice::{DiceKind, DieState, Face, NoteArg, Shape, Stage, TurnState};
use crate::rules::Kings;
use crate::{
    Color, Effect, Effects, FenPosition, Game, Move, MoveKind, Piece, PlayedMove, Rules, Square,
    Turn,
};
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/js/unpack.js")]
extern "C" {
    #[wasm_bindgen(js_name = unpackMoves)]
    fn unpack_moves(words: &[u32], effects: &[u32], sans: &str) -> JsValue;
    #[wasm_bindgen(js_name = unpackMove)]
    fn unpack_move(words: &[u32], effects: &[u32], san: &str) -> JsValue;
    #[wasm_bindgen(js_name = unpackTurns)]
    fn unpack_turns(headers: &[u32], words: &[u32], effects: &[u32], sans: &str) -> JsValue;
    #[wasm_bindgen(js_name = unpackBoard)]
    fn unpack_board(placement: &str) -> JsValue;
    #[wasm_bindgen(js_name = makeResult)]
    fn make_result(winner: &str, reason: &str) -> JsValue;
    #[wasm_bindgen(js_name = makePiece)]
    fn make_piece(letter: &str) -> JsValue;
    #[wasm_bindgen(js_name = unpackGroups)]
    fn unpack_groups(words: &[u32]) -> JsValue;
    #[wasm_bindgen(js_name = unpackLazyMoves)]
    fn unpack_lazy_moves(words: &[u32], snapshot: &[u32], preview: &JsValue) -> JsValue;
    #[wasm_bindgen(js_name = unpackPreviews)]
    fn unpack_previews(words: &[u32], effects: &[u32], sans: &str) -> JsValue;
    #[wasm_bindgen(js_name = unpackDiceView)]
    fn unpack_dice_view(words: &[u32], key: &str) -> JsValue;
}

thread_local! {
    /// What a lazy move list calls when its SAN or effects are first read:
    /// the previews of the list's moves, from its snapshot.
    static PREVIEW: Closure<dyn Fn(js_sys::Uint32Array) -> JsValue> =
        Closure::new(|snapshot: js_sys::Uint32Array| preview_snapshot(&snapshot.to_vec()));
}

/// What a move causes beyond the `Move` itself, packed with it.
struct Fields<'a> {
    color: Color,
    capture_square: Option<Square>,
    rebirth: Option<Square>,
    circe_mate: bool,
    die: Option<u8>,
    effects: &'a Effects,
}

fn piece_bits(p: Piece) -> u32 {
    (p.color.index() as u32) << 3 | p.role.index() as u32
}

fn pack_effect(e: &Effect) -> u32 {
    let square = |s: Option<Square>| s.map_or(0, |s| s.index() as u32 + 1);
    let kind = crate::EffectKind::ALL
        .iter()
        .position(|k| *k == e.kind)
        .unwrap_or(0) as u32;
    (kind & 7)
        | (kind >> 3) << 28
        | piece_bits(e.piece) << 3
        | piece_bits(e.became) << 7
        | square(e.from) << 11
        | square(e.to) << 18
        | e.promotion.map_or(0, |r| r.index() as u32 + 1) << 25
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
    let word1 = f.rebirth.map_or(0, |s| s.index() as u32 + 1)
        | u32::from(f.color == Color::Black) << 7
        | (f.effects.len() as u32) << 8
        | m.choice.map_or(0, |c| {
            (c.square.index() as u32 + 1) << 11
                | c.promotion.map_or(0, |r| r.index() as u32 + 1) << 18
        })
        | u32::from(m.transferred_from().is_some()) << 21
        | u32::from(m.is_pass()) << 22;
    [word0, word1]
}

/// Moves being packed: their words, their effects and their SANs.
#[derive(Default)]
pub struct Moves {
    words: Vec<u32>,
    effects: Vec<u32>,
    sans: String,
}

impl Moves {
    fn with_capacity(n: usize) -> Moves {
        Moves {
            words: Vec::with_capacity(2 * n),
            effects: Vec::new(),
            sans: String::with_capacity(8 * n),
        }
    }

    fn push_fields(&mut self, m: &Move, fields: &Fields) {
        self.words.extend_from_slice(&pack(m, fields));
        self.effects
            .extend(fields.effects.iter().map(|e| pack_effect(&e)));
    }

    fn push(&mut self, m: &Move, fields: &Fields, san: &str) {
        self.push_fields(m, fields);
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
            effects: &p.effects,
        };
        self.push(&p.mv, &fields, &p.san);
    }

    fn into_js(self) -> JsValue {
        unpack_moves(&self.words, &self.effects, &self.sans)
    }
}

/// A legal move of `game` as it would be played now: its SAN appended to
/// the shared string, and what the capture would cause. `first`: the move
/// is the turn's first ([`Game::preview`]).
fn preview(game: &Game, first: bool, legal: &[Move], m: &Move, out: &mut Moves) {
    if !out.sans.is_empty() {
        out.sans.push(' ');
    }
    let effects = game.preview_at(m, legal, first, &mut out.sans);
    let fields = Fields {
        color: game.turn(),
        capture_square: effects.captured.map(|(_, sq)| sq),
        rebirth: effects.rebirth,
        circe_mate: effects.circe_mate,
        die: game.die_of(m),
        effects: &effects,
    };
    out.push_fields(m, &fields);
}

/// `legalMoves()`: every move allowed now, as `Move` objects. What the
/// move itself says crosses at once; its SAN and its effects (rebirth,
/// Circe Mate, the effect list), which take playing or previewing every
/// move, are written for the whole list when one of them is first read
/// (`preview_snapshot`), from a snapshot of the position kept with the
/// list: the list reads the same after the game has moved on. A position
/// the snapshot cannot hold (Parrain, Volcanic and Diagram state, a rule
/// set without a name) has its previews written at once.
pub fn legal_moves(game: &Game) -> JsValue {
    let legal = game.legal_moves();
    let first = game.first_of_turn();
    if let Some(snapshot) = snapshot(game).filter(|_| !legal.is_empty()) {
        let color = game.turn();
        let mut words = Vec::with_capacity(2 * legal.len());
        for m in &legal {
            let fields = Fields {
                color,
                capture_square: m.capture_square(),
                rebirth: None,
                circe_mate: false,
                die: game.die_of(m),
                effects: &Effects::default(),
            };
            words.extend_from_slice(&pack(m, &fields));
        }
        return PREVIEW.with(|p| unpack_lazy_moves(&words, &snapshot, p.as_ref()));
    }
    let mut out = Moves::with_capacity(legal.len());
    for m in &legal {
        preview(game, first, &legal, m, &mut out);
    }
    out.into_js()
}

/// The words `preview_snapshot` rebuilds the game's moves from: the rule
/// set's place in `NAMED` and the turn (bits 0-7; 8-9: its stage, 0 a
/// move with no roll, 1 a roll due, 2 dice to use; 10-11 their number;
/// 12-20 their faces, three bits each; 21 a move of the turn made; 22 the
/// rest of the turn bound to take the king), then the board
/// (`Position::to_words`). A turn whose state says more (the moves left
/// of a turn of several moves, its unit) is not held: its lists are
/// written at once.
fn snapshot(game: &Game) -> Option<[u32; 22]> {
    let rules = game.rules();
    let turn = game.turn_state();
    if turn.moves_left > 0 || turn.unit.is_some() {
        return None;
    }
    let index = crate::NAMED.iter().position(|n| n.rules == rules)?;
    let board = game.position().to_words()?;
    let faces = turn.dice.as_slice();
    let bits = faces
        .iter()
        .enumerate()
        .fold(0u32, |acc, (i, &f)| acc | u32::from(f) << (12 + 3 * i));
    let stage = match turn.stage {
        Stage::Free => 0,
        Stage::Due => 1,
        Stage::Rolled => 2,
    };
    let mut out = [0u32; 22];
    out[0] = index as u32
        | stage << 8
        | (faces.len() as u32) << 10
        | bits
        | u32::from(!turn.first()) << 21
        | u32::from(turn.must_king) << 22;
    out[1..].copy_from_slice(&board);
    Some(out)
}

/// The previews of the moves of the position in `snapshot` (see
/// `snapshot`), in the order `legalMoves()` gave them: each move's words
/// as `legalMoves()` packs them eagerly, their effects and their SANs;
/// null for words no snapshot holds.
fn preview_snapshot(snapshot: &[u32]) -> JsValue {
    let Some(game) = restore(snapshot) else {
        return JsValue::NULL;
    };
    let legal = game.legal_moves();
    let first = game.first_of_turn();
    let mut out = Moves::with_capacity(legal.len());
    for m in &legal {
        preview(&game, first, &legal, m, &mut out);
    }
    unpack_previews(&out.words, &out.effects, &out.sans)
}

/// The game a snapshot describes, with its rules, board and turn.
fn restore(snapshot: &[u32]) -> Option<Game> {
    let (&head, board) = snapshot.split_first()?;
    let named = crate::NAMED.get((head & 0xff) as usize)?;
    let position = crate::Position::from_words(board)?;
    let faces: Vec<u8> = (0..(head >> 10 & 3))
        .map(|i| (head >> (12 + 3 * i) & 7) as u8)
        .collect();
    let dice = crate::Dice::from_faces(&faces).ok()?;
    // The faces were written in the dice's own order.
    let dice = if named.rules.dice.ordered() {
        named.rules.dice.roll_of(&faces).unwrap_or(dice)
    } else {
        dice
    };
    let stage = match head >> 8 & 3 {
        0 => Stage::Free,
        1 => Stage::Due,
        2 => Stage::Rolled,
        _ => return None,
    };
    let turn = TurnState {
        stage,
        roll: dice,
        dice,
        made: (head >> 21 & 1) as u8,
        must_king: head >> 22 & 1 == 1,
        ..TurnState::FREE
    };
    let setup = FenPosition {
        position,
        turn,
        halfmoves: 0,
        fullmoves: 1,
    };
    Some(Game::from_fen_position(
        setup,
        named.rules,
        crate::DiceSource::Seeded(0),
    ))
}

/// `legalMoveGroups()`: a header word per group (from, to, piece and
/// promotion as in word 0, whether one of its moves captures in bit 18,
/// the number of choices in bits 19–26), then a word per choice (its
/// square + 1 in bits 0–6, 0 for none; its promotion's role index + 1 in
/// bits 7–9; for a Jupiter capture, the captured unit's square + 1 in
/// bits 10–16, the choice then reading `xa6`).
pub fn move_groups(legal: &[Move]) -> JsValue {
    let mut words: Vec<u32> = Vec::with_capacity(legal.len() + 8);
    let mut header_at = usize::MAX;
    let mut last: Option<&Move> = None;
    let role = |r: Option<crate::Role>| r.map_or(0, |r| r.index() as u32 + 1);
    for m in legal.iter().filter(|m| !m.is_pass()) {
        let same =
            last.is_some_and(|l| l.from == m.from && l.to == m.to && l.promotion == m.promotion);
        if !same {
            header_at = words.len();
            words.push(
                m.from.index() as u32
                    | (m.to.index() as u32) << 6
                    | (m.role.index() as u32) << 12
                    | role(m.promotion) << 15
                    | u32::from(m.capture.is_some()) << 18,
            );
        }
        words[header_at] += 1 << 19;
        words[header_at] |= u32::from(m.capture.is_some()) << 18;
        words.push(
            m.choice.map_or(0, |c| {
                (c.square.index() as u32 + 1) | role(c.promotion) << 7
            }) | m.transferred_from().map_or(0, |s| s.index() as u32 + 1) << 10,
        );
        last = Some(m);
    }
    unpack_groups(&words)
}

/// One legal move of `game`, not played, as a `Move` object.
pub fn legal_move(game: &Game, m: &Move) -> JsValue {
    let mut out = Moves::with_capacity(1);
    let legal = game.legal_moves();
    preview(game, game.first_of_turn(), &legal, m, &mut out);
    unpack_move(&out.words, &out.effects, &out.sans)
}

/// A move just played, as a `Move` object.
pub fn played_move(p: &PlayedMove) -> JsValue {
    let mut out = Moves::with_capacity(1);
    out.push_played(p);
    unpack_move(&out.words, &out.effects, &out.sans)
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
/// order. A header holds the side (bit 0, 1 for black), the number of dice
/// rolled (bits 1–2, 0 for no roll), the number of forfeited dice (bits
/// 3–4), the faces of the roll (bits 5–13, three bits each), the forfeited
/// faces (bits 14–22) and the number of moves (bits 23–30); a pass is one
/// of the moves.
pub fn turns(turns: &[Turn]) -> JsValue {
    let mut headers = Vec::with_capacity(turns.len());
    let mut out = Moves::default();
    for t in turns {
        let faces = |dice: &[u8]| {
            dice.iter()
                .enumerate()
                .fold(0u32, |acc, (i, &f)| acc | u32::from(f) << (3 * i))
        };
        let roll = t.roll.as_ref().map_or(&[][..], |d| d.as_slice());
        let forfeited = t.forfeited.as_slice();
        headers.push(
            u32::from(t.color == crate::Color::Black)
                | (roll.len() as u32) << 1
                | (forfeited.len() as u32) << 3
                | faces(roll) << 5
                | faces(forfeited) << 14
                | (t.moves.len().min(255) as u32) << 23,
        );
        for p in &t.moves {
            out.push_played(p);
        }
    }
    unpack_turns(&headers, &out.words, &out.effects, &out.sans)
}

/// A plain object with string properties.
pub fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (k, v) in pairs {
        // Setting a property on a fresh plain object cannot fail.
        let _ = Reflect::set(&o, &JsValue::from(*k), v);
    }
    o.into()
}

/// A rule set's facets as a `RuleFacets` object.
pub fn facets(rules: &Rules) -> JsValue {
    let text = |name: &str| JsValue::from(rules.facet(name).unwrap_or(""));
    object(&[
        ("reborn", text("reborn")),
        ("geometry", text("geometry")),
        ("unit", text("unit")),
        ("timing", text("timing")),
        ("occupied", text("occupied")),
        ("capturer", text("capturer")),
        ("kings", text("kings")),
        ("movement", text("movement")),
        ("check", JsValue::from(rules.check)),
        ("castling", JsValue::from(rules.castling)),
        ("dice", text("dice")),
    ])
}

/// What a face shows, as JavaScript: a piece letter, `*` for any move,
/// or a number of moves.
fn face_value(face: Face) -> JsValue {
    match face {
        Face::Role(role) => JsValue::from(role.upper().to_string()),
        Face::Any => JsValue::from("*"),
        Face::Count(n) => JsValue::from(u32::from(n)),
    }
}

/// What each face 1–6 of each die shows (`dieFaces`), from the rules'
/// dice rule; empty without dice.
fn die_faces(rules: &Rules) -> JsValue {
    let kind = rules.dice;
    let out = js_sys::Array::new();
    for die in 0..kind.per_roll() {
        let faces = js_sys::Array::new();
        for value in 1..=6 {
            faces.push(&face_value(kind.face(die, value)));
        }
        out.push(&faces);
    }
    out.into()
}

/// A face as bits: what it shows (0 nothing, 1 a unit type, 2 any move,
/// 3 a number of moves) and its value (the type's index, the number).
fn face_bits(face: Option<Face>) -> u32 {
    match face {
        None => 0,
        Some(Face::Role(role)) => 1 | (role.index() as u32) << 2,
        Some(Face::Any) => 2,
        Some(Face::Count(n)) => 3 | u32::from(n) << 2,
    }
}

/// Up to three faces as bits: their number, then three bits each.
fn faces_bits(dice: &crate::Dice) -> u32 {
    dice.as_slice()
        .iter()
        .enumerate()
        .fold(dice.len() as u32, |acc, (i, &f)| {
            acc | u32::from(f) << (2 + 3 * i)
        })
}

/// `diceView()`: what the dice panel shows now, as words that
/// `js/unpack.js` makes a `DiceView` of. Word 0: the side (bit 0, 1 for
/// Black), whether the dice are the turn in progress's (1), their number
/// (2–3) and the note's arguments' (4–6). A word per die: its face (0–2),
/// its state (3–5, in the order of `DieState::ALL`) and what it shows
/// (6–11, `face_bits`). A word per argument: its kind (0–2: a number, a
/// side, a square, a unit type, unit types, faces, a yes or no) and its
/// value (3–).
pub fn dice_view(game: &Game) -> JsValue {
    let view = game.dice_view();
    let args = view.note.as_ref().map_or(&[][..], |n| n.args());
    let mut words = Vec::with_capacity(1 + view.dice().len() + args.len());
    words.push(
        u32::from(view.color == Color::Black)
            | u32::from(view.current) << 1
            | (view.dice().len() as u32) << 2
            | (args.len() as u32) << 4,
    );
    for d in view.dice() {
        let state = DieState::ALL
            .iter()
            .position(|s| *s == d.state)
            .unwrap_or(0) as u32;
        words.push(u32::from(d.value) | state << 3 | face_bits(d.shows) << 6);
    }
    for a in args {
        words.push(match *a {
            NoteArg::Number(n) => u32::from(n) << 3,
            NoteArg::Side(c) => 1 | u32::from(c == Color::Black) << 3,
            NoteArg::Square(sq) => 2 | (sq.index() as u32) << 3,
            NoteArg::Piece(role) => 3 | (role.index() as u32) << 3,
            NoteArg::Pieces(d) => 4 | faces_bits(&d) << 3,
            NoteArg::Faces(d) => 5 | faces_bits(&d) << 3,
            NoteArg::Flag(b) => 6 | u32::from(b) << 3,
        });
    }
    let key = view.note.map_or("", |n| n.key);
    unpack_dice_view(&words, key)
}

/// What a rule set means for a player, as a `RuleFacts` object: the
/// facts the app and the pages show, worked out here once from the
/// facets so that no JavaScript has to.
pub fn facts(rules: &Rules) -> JsValue {
    let win = if rules.check {
        "checkmate"
    } else if rules.circe_mate() {
        "circe-mate"
    } else {
        "king-capture"
    };
    let rebirth = rules.has_rebirth();
    let group = match rules.dice.shape() {
        Shape::BonusAfterKingMove => "drc",
        Shape::NoDice if *rules == Rules::ORTHODOX => "orthodox",
        Shape::NoDice => "circe",
        _ => "dice",
    };
    object(&[
        ("diceCount", JsValue::from(rules.dice.per_roll() as u32)),
        ("rollFirst", JsValue::from(rules.dice.per_turn())),
        ("dieFaces", die_faces(rules)),
        ("check", JsValue::from(rules.check)),
        ("castling", JsValue::from(rules.castling)),
        ("win", JsValue::from(win)),
        (
            "kingsIncluded",
            if rebirth || !crate::capture::orthodox(rules) {
                JsValue::from(matches!(rules.kings, Kings::Inclusive))
            } else {
                JsValue::NULL
            },
        ),
        ("kingsReborn", JsValue::from(rules.kings_reborn())),
        ("extraState", JsValue::from(rules.has_extra_state())),
        (
            "rebirth",
            JsValue::from(if !rebirth {
                "none"
            } else if rules.rebirth_square_varies() {
                "varies"
            } else {
                "fixed"
            }),
        ),
        ("group", JsValue::from(group)),
    ])
}

/// `boardExtras()`: the state some rule sets keep beside the board, as a
/// `BoardExtras` object: the Parrain unit waiting (`pending`, or null) and
/// the Volcanic and Parachute stacks by square, each in the order its units
/// come back.
pub fn board_extras(game: &Game) -> JsValue {
    let extras = game.position().extras();
    let pending = extras
        .and_then(|e| e.pending())
        .map_or(JsValue::NULL, |(piece, sq)| {
            object(&[
                ("piece", JsValue::from(piece.char().to_string())),
                ("square", JsValue::from(sq.to_string())),
            ])
        });
    let buried = js_sys::Array::new();
    let mut stacks: Vec<(Square, String)> = Vec::new();
    for &(sq, piece) in extras.map_or(&[][..], |e| e.buried()) {
        match stacks.last_mut() {
            Some((s, letters)) if *s == sq => letters.push(piece.char()),
            _ => stacks.push((sq, piece.char().to_string())),
        }
    }
    // Each stack in the order its units come back: the first buried first
    // (Volcanic), the last covered first (Parachute).
    let lifo = crate::capture::covers_occupant(&game.rules());
    for (sq, letters) in stacks {
        let letters: String = if lifo {
            letters.chars().rev().collect()
        } else {
            letters
        };
        let pieces: js_sys::Array = letters
            .chars()
            .map(|c| JsValue::from(c.to_string()))
            .collect();
        buried.push(&object(&[
            ("square", JsValue::from(sq.to_string())),
            ("pieces", pieces.into()),
        ]));
    }
    object(&[("pending", pending), ("buried", buried.into())])
}

/// A named rule set as a `RuleSet` object.
pub fn rule_set(n: &crate::NamedRules) -> JsValue {
    object(&[
        ("name", JsValue::from(n.name)),
        ("displayName", JsValue::from(n.display)),
        ("description", JsValue::from(n.description)),
        ("seeds", JsValue::from(n.seeds)),
        ("facets", facets(&n.rules)),
        ("facts", facts(&n.rules)),
    ])
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
