//! The diagrams' unit tests: the pieces found in the app's file, the
//! board's layout, the marks of a turn, the caption and the dice.

use super::pieces::piece_shape;
use super::*;
use crate::{DiceSource, Rules};

fn game(fen: &str) -> Game {
    Game::from_fen(fen, Rules::DICE_REX_CIRCE, DiceSource::Seeded(1)).unwrap()
}

#[test]
fn every_piece_drawing_is_found_in_the_apps_file() {
    for role in Role::ALL {
        let shape = piece_shape(role);
        assert!(shape.contains("<path"), "{role:?}: {shape:?}");
        assert!(!shape.contains('`'));
    }
}

#[test]
fn the_start_has_32_pieces_and_16_coordinates() {
    let svg = svg(&Game::new(), &DiagramOptions::default());
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.trim_end().ends_with("</svg>"));
    assert_eq!(svg.matches("<use xlink:href=\"#drc-").count(), 32);
    // Twelve kinds of piece, each defined once.
    assert_eq!(svg.matches("<g id=\"drc-").count(), 12);
    assert_eq!(svg.matches("<text ").count(), 16);
    // No dice before any king move, no last move.
    assert!(!svg.contains("rx=\"5\""));
    assert!(!svg.contains(LAST_MOVE));
    assert!(svg.contains("width=\"394\""));
}

#[test]
fn a_flipped_board_puts_a1_at_the_top_right() {
    let g = game("8/8/8/8/8/8/8/K6k w - - 0 1 -");
    let plain = svg(&g, &DiagramOptions::default());
    let flipped = svg(
        &g,
        &DiagramOptions {
            flipped: true,
            ..DiagramOptions::default()
        },
    );
    // a1 is at the bottom left (x 20, y 319), h1 at the bottom right.
    assert!(plain.contains("<use xlink:href=\"#drc-wK\" x=\"20\" y=\"319\"/>"));
    assert!(plain.contains("<use xlink:href=\"#drc-bK\" x=\"335\" y=\"319\"/>"));
    assert!(flipped.contains("<use xlink:href=\"#drc-wK\" x=\"335\" y=\"4\"/>"));
    assert!(flipped.contains("<use xlink:href=\"#drc-bK\" x=\"20\" y=\"4\"/>"));
}

#[test]
fn the_seed_example_shows_its_turn_its_rebirths_and_its_dice() {
    let mut g = game("8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -");
    g.play_text("Ke5").unwrap();
    let rolled = svg(&g, &DiagramOptions::default());
    // Three dice still to roll, drawn without faces.
    assert_eq!(rolled.matches("stroke-dasharray=\"4 3\"").count(), 3);
    g.roll_with(&[1, 5, 6]).unwrap();
    g.play_text("Qe8").unwrap();
    let bonus = svg(&g, &DiagramOptions::default());
    // Two moves of the turn, numbered; four squares highlighted.
    assert_eq!(bonus.matches(LAST_MOVE).count(), 4);
    assert!(bonus.contains(">1</text>") && bonus.contains(">2</text>"));
    // The 5 used; the 6 to play; the 1 has no pawn to move: stuck.
    assert!(bonus.contains("opacity=\"0.5\""));
    assert!(bonus.contains(&format!(
        "stroke=\"{DANGER}\" stroke-width=\"2\" stroke-dasharray"
    )));
    let mate = {
        g.play_text("Kxd6").unwrap();
        svg(&g, &DiagramOptions::default())
    };
    // The game is over: the 1 is void.
    assert_eq!(mate.matches("fill=\"#e4dbd0\"").count(), 1);
    assert_eq!(mate.matches("<use xlink:href=\"#drc-wK\" x=").count(), 1);
}

#[test]
fn a_rebirth_is_ringed_and_arrowed() {
    let mut g = Game::new();
    for m in ["e4", "d5", "exd5"] {
        g.play_text(m).unwrap();
    }
    let s = svg(&g, &DiagramOptions::default());
    assert_eq!(s.matches("stroke-dasharray=\"5 3\"").count(), 1);
    assert_eq!(s.matches("marker-end=\"url(#drc-arrow)\"").count(), 1);
    let bare = svg(
        &g,
        &DiagramOptions {
            last_move: false,
            coordinates: false,
            dice: false,
            ..DiagramOptions::default()
        },
    );
    assert!(!bare.contains("marker-end") && !bare.contains(LAST_MOVE));
    assert_eq!(bare.matches("<text ").count(), 0);
}

#[test]
fn a_caption_is_escaped_and_the_size_follows_the_width() {
    let s = svg(
        &Game::new(),
        &DiagramOptions {
            caption: Some("<b>\"White\" & co</b>".into()),
            width: 788,
            ..DiagramOptions::default()
        },
    );
    assert!(s.contains("&lt;b&gt;&quot;White&quot; &amp; co&lt;/b&gt;"));
    assert!(!s.contains("<b>"));
    assert!(s.contains("width=\"788\""));
    let tiny = svg(
        &Game::new(),
        &DiagramOptions {
            width: 1,
            ..DiagramOptions::default()
        },
    );
    assert!(tiny.contains("width=\"60\""));
}

#[test]
fn a_diagram_of_an_earlier_ply() {
    let mut g = Game::new();
    for m in ["e4", "e5", "Nf3"] {
        g.play_text(m).unwrap();
    }
    assert_eq!(
        at_ply(&g, 1).fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - e3 0 1 -"
    );
    assert_eq!(at_ply(&g, 0).history().count(), 0);
    assert_eq!(at_ply(&g, 9).fen(), g.fen());
}

#[test]
fn a_fen_with_unused_dice_shows_them() {
    let g = game("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 56");
    let s = svg(&g, &DiagramOptions::default());
    assert_eq!(s.matches("rx=\"5\"").count(), 2);
    assert_eq!(s.matches(&format!("stroke=\"{ACCENT}\"")).count(), 2);
}
