//! Positions with a known right decision (`tests/data/decisions.txt`):
//! the search plays each at its budget and must choose as the rules say,
//! in every family of rule sets. Each decision is proved by the rules (a
//! mate, material, an exact count of rolls), so a change to the search
//! or to a family's weights that loses one of them is a regression.

use dice_rex_circe::ai::{Limits, WIN, best_move};
use dice_rex_circe::{DiceSource, Game, Rules};

struct Decision {
    line: usize,
    rules: Rules,
    fen: String,
    before: Vec<String>,
    nodes: u64,
    play: bool,
    moves: Vec<String>,
    mate: bool,
}

fn decisions() -> Vec<Decision> {
    let text = include_str!("data/decisions.txt");
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if raw.trim().is_empty() || raw.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = raw.split('|').map(str::trim).collect();
        assert_eq!(fields.len(), 6, "line {line}: six fields split by '|'");
        let rules = Rules::by_name(fields[0])
            .unwrap_or_else(|e| panic!("line {line}: rule set '{}': {e}", fields[0]));
        let before = match fields[2] {
            "-" => Vec::new(),
            moves => moves.split_whitespace().map(String::from).collect(),
        };
        let nodes = fields[3]
            .parse()
            .unwrap_or_else(|_| panic!("line {line}: '{}' is not a node budget", fields[3]));
        let mut words = fields[4].split_whitespace();
        let play = match words.next() {
            Some("play") => true,
            Some("avoid") => false,
            other => panic!("line {line}: the decision starts with play or avoid, not {other:?}"),
        };
        let mut moves: Vec<String> = words.map(|w| bare(w).to_string()).collect();
        let mate = moves.last().is_some_and(|w| w == "mate");
        if mate {
            moves.pop();
        }
        assert!(!moves.is_empty(), "line {line}: no move named");
        assert!(
            !fields[5].is_empty(),
            "line {line}: say why the decision is right"
        );
        out.push(Decision {
            line,
            rules,
            fen: fields[1].to_string(),
            before,
            nodes,
            play,
            moves,
            mate,
        });
    }
    out
}

/// A move's SAN without its check or mate sign: the file names the move.
fn bare(san: &str) -> &str {
    san.trim_end_matches(['+', '#'])
}

fn position(d: &Decision) -> Game {
    let mut game = Game::from_fen(&d.fen, d.rules, DiceSource::Seeded(1))
        .unwrap_or_else(|e| panic!("line {}: {e}", d.line));
    for step in &d.before {
        if let Some(faces) = step.strip_prefix("roll:") {
            let faces: Vec<u8> = faces.split('-').map(|f| f.parse().unwrap()).collect();
            game.roll_with(&faces)
                .unwrap_or_else(|e| panic!("line {}: {step}: {e}", d.line));
        } else {
            game.play_text(step)
                .unwrap_or_else(|e| panic!("line {}: {step}: {e}", d.line));
        }
    }
    game
}

#[test]
fn the_search_makes_every_known_right_decision() {
    let all = decisions();
    assert!(all.len() >= 8, "the file lost its positions");
    let mut wrong = Vec::new();
    for d in &all {
        let game = position(d);
        // Every named move is legal here: a typo must not pass as avoided.
        let legal: Vec<String> = game
            .legal_moves()
            .iter()
            .map(|m| bare(&game.san(m)).to_string())
            .collect();
        for m in &d.moves {
            assert!(
                legal.contains(m),
                "line {}: {m} is not a legal move ({legal:?})",
                d.line
            );
        }
        let choice = best_move(&game, Limits::nodes(d.nodes))
            .unwrap_or_else(|e| panic!("line {}: {e}", d.line));
        let san = game.san(&choice.mv);
        let named = d.moves.iter().any(|m| m == bare(&san));
        if named != d.play {
            wrong.push(format!(
                "line {}: played {san} (score {}), expected to {} {}",
                d.line,
                choice.score,
                if d.play { "play" } else { "avoid" },
                d.moves.join(" or ")
            ));
        } else if d.mate && choice.score <= WIN {
            wrong.push(format!(
                "line {}: {san} without a mate's score ({})",
                d.line, choice.score
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
