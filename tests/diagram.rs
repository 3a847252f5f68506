//! `drc diagram`: a position, or a game record at a ply, as an SVG image.

use std::io::Write;
use std::process::{Command, Stdio};

fn drc(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_drc"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn a_fen_becomes_an_svg_with_its_pieces() {
    let (code, out, err) = drc(
        &[
            "diagram",
            "4r3/3k4/8/8/8/8/8/3QK3",
            "w",
            "-",
            "-",
            "0",
            "1",
            "-",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(out.trim_end().ends_with("</svg>"));
    assert_eq!(out.matches("<use xlink:href=\"#drc-").count(), 4);
    assert!(out.contains("<title>4r3/3k4/8/8/8/8/8/3QK3 w - - 0 1 -</title>"));
}

#[test]
fn a_record_from_stdin_at_a_ply_with_options() {
    let record = "1. e4 d5 2. exd5(Pd7) Nf6 3. Ke2 {roll 1-2-6} d4 Nf3 Ke3 *\n";
    let (code, all, err) = drc(&["diagram", "--record", "-"], record);
    assert_eq!(code, 0, "{err}");
    // The last turn: four moves, numbered, and its three dice.
    assert!(all.contains(">4</text>"));
    assert_eq!(all.matches("rx=\"5\"").count(), 3);
    let (code, early, err) = drc(
        &[
            "diagram",
            "--record",
            "-",
            "--ply",
            "3",
            "--orientation",
            "black",
            "--coordinates",
            "no",
            "--caption",
            "After 2. exd5",
            "--width",
            "200",
        ],
        record,
    );
    assert_eq!(code, 0, "{err}");
    // After exd5: the pawn reborn on d7 is ringed, with an arrow from d5.
    assert!(early.contains("marker-end=\"url(#drc-arrow)\""));
    assert!(early.contains(">After 2. exd5</text>"));
    assert!(early.contains("width=\"200\""));
    assert!(!early.contains(">a</text>"));
    // Nothing was lost: the captured pawn is back.
    assert_eq!(early.matches("<use xlink:href=\"#drc-").count(), 32);
}

#[test]
fn bad_input_is_refused_with_a_reason() {
    for (args, expected) in [
        (vec!["diagram", "8/8/8/8/8/8/8/8", "w"], "invalid FEN"),
        (vec!["diagram", "--ply", "2"], "--ply needs --record"),
        (vec!["diagram", "--orientation", "up"], "white or black"),
        (vec!["diagram", "--dice", "maybe"], "yes or no"),
        (vec!["diagram", "--size", "3"], "unknown option --size"),
        (
            vec!["diagram", "--record", "/nonexistent/game.pgn"],
            "/nonexistent/game.pgn",
        ),
    ] {
        let (code, out, err) = drc(&args, "");
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert!(err.contains(expected), "{args:?}: {err}");
    }
    let (code, _, err) = drc(&["diagram", "--record", "-"], "1. e4 Qh9\n");
    assert_eq!(code, 2);
    assert!(err.contains("record line 1"), "{err}");
}
