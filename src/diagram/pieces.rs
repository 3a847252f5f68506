//! The pieces of a diagram: the app's own drawings, read from
//! `www/js/board/piece-art.js` when the crate is compiled.

use super::Out;
use crate::{Color, Piece, Role};

/// The drawings of the pieces (see the module's documentation).
const PIECE_ART: &str = include_str!("../../www/js/board/piece-art.js");

/// The id of a piece's drawing: `wK`, `bN`…
pub(super) fn piece_id(p: Piece) -> &'static str {
    const IDS: [[&str; 6]; 2] = [
        ["wP", "wN", "wB", "wR", "wQ", "wK"],
        ["bP", "bN", "bB", "bR", "bQ", "bK"],
    ];
    IDS[p.color.index()][p.role.index()]
}

/// The colours of a side's pieces: fill, outline, inner details (as in piece-art.js).
pub(super) fn piece_colors(color: Color) -> (&'static str, &'static str, &'static str) {
    match color {
        Color::White => ("#fafafa", "#1a1a1a", "#1a1a1a"),
        Color::Black => ("#2a2a2a", "#0a0a0a", "#e8e8e8"),
    }
}

pub(super) fn piece_def(out: &mut Out, p: Piece) {
    let (fill, stroke, detail) = piece_colors(p.color);
    out.s("<g id=\"drc-")
        .s(piece_id(p))
        .s("\"")
        .t("fill", fill)
        .t("stroke", stroke)
        .s(" stroke-width=\"1.5\" stroke-linejoin=\"round\" stroke-linecap=\"round\">")
        .s(&piece_shape(p.role).replace("DETAIL", detail))
        .s("</g>\n");
}

/// The SVG elements of a role's drawing, from piece-art.js's `SHAPES`
/// (`  K: \`…\`,`); empty if the file no longer has it (a unit test
/// checks that every role is found).
pub(super) fn piece_shape(role: Role) -> &'static str {
    let key = [
        "\n  P: `", "\n  N: `", "\n  B: `", "\n  R: `", "\n  Q: `", "\n  K: `",
    ][role.index()];
    let Some(start) = PIECE_ART.find(key).map(|i| i + key.len()) else {
        return "";
    };
    PIECE_ART[start..]
        .find('`')
        .map_or("", |end| &PIECE_ART[start..start + end])
}
