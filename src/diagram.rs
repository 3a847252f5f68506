//! Static diagrams: a position as an SVG image (docs/embedding.md, "Diagrams"), for
//! wikis that accept only images, and for print. The board with its
//! coordinates, the pieces, the moves of the last turn (numbered when a
//! turn has several), where its captured units were reborn, the side to
//! move and the dice of the turn. `drc diagram` writes one, and so does
//! `game.diagram()` in JavaScript; the app rasterises it for a PNG.
//!
//! The pieces are the app's own drawings: their shapes are read from
//! `www/js/board/piece-art.js` when the crate is compiled, so that the
//! board and the diagrams draw the same pieces from one source.
//!
//! Every coordinate is a whole number (a 45-unit square, the pieces'
//! grid), and the text is written by a small writer rather than `format!`:
//! both keep the wasm module, which the app loads first, small.

use crate::EffectKind;
use crate::dice::{DieState, DieView, Face};
use crate::{Color, Game, Piece, Role, Square};

mod pieces;

use pieces::{piece_def, piece_id};

/// A square's side, in the SVG's units (the pieces' 45-unit grid).
const SQ: i32 = 45;
const LIGHT: &str = "#efdab5";
const DARK: &str = "#b68862";
const LAST_MOVE: &str = "#cdd23c";
const REBIRTH: &str = "#2859c8";
const ACCENT: &str = "#e7a93a";
const DANGER: &str = "#c0392b";
const FONT: &str = " font-family=\"sans-serif\"";

/// What a diagram shows, and how large it is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramOptions {
    /// Black at the bottom.
    pub flipped: bool,
    /// File letters and rank numbers around the board.
    pub coordinates: bool,
    /// The moves of the last turn, and the rebirths they caused.
    pub last_move: bool,
    /// The dice of the last turn (or the dice still to roll).
    pub dice: bool,
    /// A line of text under the board (escaped here).
    pub caption: Option<String>,
    /// The width of the image in pixels (the height follows).
    pub width: u32,
}

impl Default for DiagramOptions {
    fn default() -> DiagramOptions {
        DiagramOptions {
            flipped: false,
            coordinates: true,
            last_move: true,
            dice: true,
            caption: None,
            width: 394,
        }
    }
}

/// The narrowest and widest image `width` accepted, in pixels.
pub const WIDTH_RANGE: (u32, u32) = (60, 4000);

/// The game as it stood after its first `ply` moves (the whole game when
/// `ply` is past its end): a copy taken back move by move.
pub fn at_ply(game: &Game, ply: usize) -> Game {
    let mut copy = game.clone();
    while copy.history().count() > ply && copy.undo() {}
    copy
}

/// SVG text being written: strings, and attributes with whole numbers.
/// Its calls stay calls (not inlined), which keeps the module small.
struct Out(String);

impl Out {
    /// Text as it is.
    #[inline(never)]
    fn s(&mut self, text: &str) -> &mut Out {
        self.0.push_str(text);
        self
    }

    /// A whole number.
    #[inline(never)]
    fn n(&mut self, v: i64) -> &mut Out {
        if v < 0 {
            self.0.push('-');
        }
        let mut digits = [0u8; 20];
        let (mut v, mut i) = (v.unsigned_abs(), digits.len());
        loop {
            i -= 1;
            digits[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        for &d in &digits[i..] {
            self.0.push(d as char);
        }
        self
    }

    /// ` name="v"` with a number.
    #[inline(never)]
    fn a(&mut self, name: &str, v: i32) -> &mut Out {
        self.s(" ").s(name).s("=\"").n(v.into()).s("\"")
    }

    /// ` name="text"`, the text already safe.
    #[inline(never)]
    fn t(&mut self, name: &str, text: &str) -> &mut Out {
        self.s(" ").s(name).s("=\"").s(text).s("\"")
    }
}

/// The SVG text of the game's position.
pub fn svg(game: &Game, options: &DiagramOptions) -> String {
    let d = Layout::new(game, options);
    let mut out = Out(String::with_capacity(16 * 1024));
    let (w, h) = (d.width, d.height);
    let px_w = i64::from(options.width.clamp(WIDTH_RANGE.0, WIDTH_RANGE.1));
    let px_h = px_w * i64::from(h) / i64::from(w);
    let fen = escape(&game.fen());
    out.s("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" viewBox=\"0 0 ")
        .n(w.into())
        .s(" ")
        .n(h.into())
        .s("\" width=\"")
        .n(px_w)
        .s("\" height=\"")
        .n(px_h)
        .s("\" role=\"img\"")
        .t("aria-label", &fen)
        .s(">\n<title>")
        .s(&fen)
        .s("</title>\n");
    d.defs(&mut out, game);
    out.s("<rect")
        .a("width", w)
        .a("height", h)
        .s(" fill=\"#ffffff\"/>\n");
    d.squares(&mut out);
    if options.last_move {
        d.last_turn_marks(&mut out, game);
    }
    d.pieces(&mut out, game);
    if options.last_move {
        d.last_turn_labels(&mut out, game);
    }
    if options.coordinates {
        d.coordinates(&mut out);
    }
    d.side_to_move(&mut out, game.turn());
    if options.dice {
        d.dice(&mut out);
    }
    if let Some(caption) = &options.caption {
        out.s("<text")
            .a("x", d.x0)
            .a("y", d.caption_y)
            .s(FONT)
            .s(" font-size=\"14\" fill=\"#202122\">")
            .s(&escape(caption))
            .s("</text>\n");
    }
    out.s("</svg>\n");
    out.0
}

/// Where everything goes.
struct Layout {
    flipped: bool,
    x0: i32,
    y0: i32,
    width: i32,
    height: i32,
    dice_y: i32,
    caption_y: i32,
    /// The dice to draw ([`Game::dice_view`]): each die's face (0 before
    /// the roll), what it shows and its state, and whose they are.
    dice: Vec<DieView>,
    dice_color: Color,
}

impl Layout {
    fn new(game: &Game, options: &DiagramOptions) -> Layout {
        let margin = if options.coordinates { 20 } else { 4 };
        let view = game.dice_view();
        let dice = if options.dice {
            view.dice().to_vec()
        } else {
            Vec::new()
        };
        let x0 = margin;
        let y0 = 4;
        let mut height = y0 + 8 * SQ + margin;
        let dice_y = height + 2;
        if !dice.is_empty() {
            height += 36;
        }
        let caption_y = height + 14;
        if options.caption.is_some() {
            height += 22;
        }
        Layout {
            flipped: options.flipped,
            x0,
            y0,
            // Room on the right for the side-to-move marker.
            width: x0 + 8 * SQ + 16,
            height: height + 2,
            dice_y,
            dice_color: view.color,
            caption_y,
            dice,
        }
    }

    /// The top-left corner of a square.
    fn origin(&self, sq: Square) -> (i32, i32) {
        let (file, rank) = (sq.file() as i32, sq.rank() as i32);
        let col = if self.flipped { 7 - file } else { file };
        let row = if self.flipped { rank } else { 7 - rank };
        (self.x0 + col * SQ, self.y0 + row * SQ)
    }

    fn center(&self, sq: Square) -> (i32, i32) {
        let (x, y) = self.origin(sq);
        (x + SQ / 2, y + SQ / 2)
    }

    /// The pieces on the board (and in the dice row), each defined once.
    fn defs(&self, out: &mut Out, game: &Game) {
        let mut used = [[false; 6]; 2];
        for sq in squares() {
            if let Some(p) = game.position().piece_at(sq) {
                used[p.color.index()][p.role.index()] = true;
            }
        }
        for die in &self.dice {
            if let Some(Face::Role(role)) = die.shows {
                used[self.dice_color.index()][role.index()] = true;
            }
        }
        out.s("<defs>\n<marker id=\"drc-arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"5\" markerHeight=\"5\" orient=\"auto\"><path d=\"M0 0L10 5L0 10z\"")
            .t("fill", REBIRTH)
            .s("/></marker>\n");
        for color in Color::ALL {
            for role in Role::ALL {
                if used[color.index()][role.index()] {
                    piece_def(out, Piece::new(color, role));
                }
            }
        }
        out.s("</defs>\n");
    }

    fn squares(&self, out: &mut Out) {
        out.s("<rect")
            .a("x", self.x0)
            .a("y", self.y0)
            .a("width", 8 * SQ)
            .a("height", 8 * SQ)
            .t("fill", LIGHT)
            .s("/>\n");
        for sq in squares().filter(|s| s.is_dark()) {
            self.fill(out, sq, DARK, "");
        }
    }

    fn fill(&self, out: &mut Out, sq: Square, color: &str, extra: &str) {
        let (x, y) = self.origin(sq);
        out.s("<rect")
            .a("x", x)
            .a("y", y)
            .a("width", SQ)
            .a("height", SQ)
            .t("fill", color)
            .s(extra)
            .s("/>\n");
    }

    /// The squares the last turn's moves left and reached, and rings on
    /// the squares where its captured units were reborn.
    fn last_turn_marks(&self, out: &mut Out, game: &Game) {
        let Some(turn) = last_turn(game) else { return };
        for m in &turn.moves {
            for sq in [m.mv.from, m.mv.to] {
                self.fill(out, sq, LAST_MOVE, " fill-opacity=\"0.55\"");
            }
        }
    }

    /// Over the pieces: the order of the last turn's moves, and an arrow
    /// from each capture square to its rebirth square.
    fn last_turn_labels(&self, out: &mut Out, game: &Game) {
        let Some(turn) = last_turn(game) else { return };
        for m in &turn.moves {
            for e in m.effects.iter().filter(|e| e.kind == EffectKind::Rebirth) {
                let Some(to) = e.to else { continue };
                let (cx, cy) = self.center(to);
                out.s("<circle")
                    .a("cx", cx)
                    .a("cy", cy)
                    .s(" r=\"20\" fill=\"none\"")
                    .t("stroke", REBIRTH)
                    .s(" stroke-width=\"2.5\" stroke-dasharray=\"5 3\"/>\n");
                if let Some(from) = e.from.filter(|&f| f != to) {
                    let (fx, fy) = self.center(from);
                    // Stop short of the ring, so that the arrowhead touches it.
                    let (dx, dy) = (cx - fx, cy - fy);
                    let len = isqrt(dx * dx + dy * dy).max(1);
                    let (ex, ey) = (cx - dx * 22 / len, cy - dy * 22 / len);
                    out.s("<line")
                        .a("x1", fx)
                        .a("y1", fy)
                        .a("x2", ex)
                        .a("y2", ey)
                        .t("stroke", REBIRTH)
                        .s(" stroke-width=\"3\" stroke-dasharray=\"6 4\" stroke-opacity=\"0.8\" marker-end=\"url(#drc-arrow)\"/>\n");
                }
            }
        }
        if turn.moves.len() < 2 {
            return;
        }
        for (i, m) in turn.moves.iter().enumerate() {
            let (x, y) = self.origin(m.mv.to);
            let (cx, cy) = (x + SQ - 8, y + 8);
            out.s("<circle")
                .a("cx", cx)
                .a("cy", cy)
                .s(" r=\"7\" fill=\"#202122\" fill-opacity=\"0.8\"/><text")
                .a("x", cx)
                .a("y", cy + 4)
                .s(FONT)
                .s(" font-size=\"10\" font-weight=\"700\" text-anchor=\"middle\" fill=\"#ffffff\">")
                .n(i as i64 + 1)
                .s("</text>\n");
        }
    }

    fn pieces(&self, out: &mut Out, game: &Game) {
        for sq in squares() {
            if let Some(p) = game.position().piece_at(sq) {
                let (x, y) = self.origin(sq);
                out.s("<use xlink:href=\"#drc-")
                    .s(piece_id(p))
                    .s("\"")
                    .a("x", x)
                    .a("y", y)
                    .s("/>\n");
            }
        }
    }

    fn coordinates(&self, out: &mut Out) {
        const STYLE: &str = " font-size=\"13\" text-anchor=\"middle\" fill=\"#54595d\">";
        let bottom = self.y0 + 8 * SQ + 15;
        for i in 0..8u8 {
            let file = if self.flipped { 7 - i } else { i };
            let rank = if self.flipped { i + 1 } else { 8 - i };
            let x = self.x0 + i as i32 * SQ + SQ / 2;
            let y = self.y0 + i as i32 * SQ + SQ / 2 + 5;
            let letter = [b'a' + file];
            out.s("<text")
                .a("x", x)
                .a("y", bottom)
                .s(FONT)
                .s(STYLE)
                .s(std::str::from_utf8(&letter).unwrap_or(""))
                .s("</text><text")
                .a("x", self.x0 / 2)
                .a("y", y)
                .s(FONT)
                .s(STYLE)
                .n(rank.into())
                .s("</text>\n");
        }
    }

    /// A small disc of the mover's colour beside the board, on the mover's side.
    fn side_to_move(&self, out: &mut Out, turn: Color) {
        let bottom = (turn == Color::White) != self.flipped;
        let x = self.x0 + 8 * SQ + 8;
        let y = if bottom {
            self.y0 + 8 * SQ - 8
        } else {
            self.y0 + 8
        };
        let fill = if turn == Color::White {
            "#fafafa"
        } else {
            "#2a2a2a"
        };
        out.s("<circle")
            .a("cx", x)
            .a("cy", y)
            .s(" r=\"6\"")
            .t("fill", fill)
            .s(" stroke=\"#1a1a1a\" stroke-width=\"1.5\"/>\n");
    }

    fn dice(&self, out: &mut Out) {
        let mover = self.dice_color;
        for (i, die) in self.dice.iter().enumerate() {
            let (face, state) = (die.value, die.state);
            let x = self.x0 + i as i32 * 64;
            let y = self.dice_y;
            let (fill, stroke, dash, opacity) = match state {
                DieState::Unused => ("#fbf6ee", ACCENT, "", "1"),
                DieState::Stuck => ("#fbf6ee", DANGER, " stroke-dasharray=\"4 3\"", "1"),
                DieState::Used | DieState::Spare => ("#d9d0c4", "#b9aa98", "", "0.5"),
                DieState::Forfeited => ("#f1d9d5", DANGER, "", "0.8"),
                DieState::Void => ("#e4dbd0", "#b9aa98", " stroke-dasharray=\"4 3\"", "0.5"),
                DieState::Pending => ("#f3eee8", ACCENT, " stroke-dasharray=\"4 3\"", "1"),
            };
            out.s("<g")
                .t("opacity", opacity)
                .s("><rect")
                .a("x", x + 1)
                .a("y", y + 1)
                .s(" width=\"28\" height=\"28\" rx=\"5\"")
                .t("fill", fill)
                .t("stroke", stroke)
                .s(" stroke-width=\"2\"")
                .s(dash)
                .s("/>");
            for cell in pips(face) {
                let (col, row) = (cell % 3, cell / 3);
                out.s("<circle")
                    .a("cx", x + 8 + col * 7)
                    .a("cy", y + 8 + row * 7)
                    .s(" r=\"2.6\" fill=\"#2b1d12\"/>");
            }
            if state == DieState::Forfeited {
                out.s("<line")
                    .a("x1", x - 2)
                    .a("y1", y + 26)
                    .a("x2", x + 32)
                    .a("y2", y + 4)
                    .t("stroke", DANGER)
                    .s(" stroke-width=\"2.5\"/>");
            }
            if let Some(Face::Role(role)) = die.shows {
                out.s("<use xlink:href=\"#drc-")
                    .s(piece_id(Piece::new(mover, role)))
                    .s("\" transform=\"translate(")
                    .n((x + 31).into())
                    .s(" ")
                    .n((y + 2).into())
                    .s(") scale(0.6)\"/>");
            }
            out.s("</g>\n");
        }
    }
}

/// Every square, a1 to h8.
fn squares() -> impl Iterator<Item = Square> {
    (0..64u8).filter_map(Square::new)
}

/// The last turn with a move or a roll, in progress or not.
fn last_turn(game: &Game) -> Option<&crate::Turn> {
    game.turns()
        .iter()
        .rev()
        .find(|t| !t.moves.is_empty() || t.roll.is_some())
}

/// The cells of a die face's pips in a 3×3 grid, row by row.
fn pips(face: u8) -> &'static [i32] {
    match face {
        1 => &[4],
        2 => &[0, 8],
        3 => &[0, 4, 8],
        4 => &[0, 2, 6, 8],
        5 => &[0, 2, 4, 6, 8],
        6 => &[0, 2, 3, 5, 6, 8],
        _ => &[],
    }
}

fn isqrt(n: i32) -> i32 {
    let mut r = 0;
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// Text made safe inside an SVG element or a double-quoted attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests;
