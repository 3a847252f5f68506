//! `drc uci`: the engine as a UCI engine (the subset a match needs:
//! `uci`, `isready`, `ucinewgame`, `position`, `go`, `quit`), for rule
//! sets without dice, so that tools that speak UCI (python-chess,
//! cutechess) can play it against other engines. The search plays at a
//! level or a node budget, given on the command line or as the `Nodes`
//! option; `go` ignores clocks, so that a match is reproducible.

use super::options;
use dice_rex_circe::ai::{Params, Player};
use dice_rex_circe::{DiceSource, Game, Rules};
use std::io::{BufRead, Write};

pub(super) fn uci_command(args: &[String]) -> Result<(), String> {
    let (opts, rest) = options(args, &["rules", "player"])?;
    if !rest.is_empty() {
        return Err(format!("uci takes no argument '{}'", rest[0]));
    }
    let mut rules = Rules::ORTHODOX;
    let mut player = Player::parse("hard")?;
    for (name, value) in opts {
        match name {
            "rules" => rules = value.parse().map_err(|e| format!("{e}"))?,
            _ => player = Player::parse(value)?,
        }
    }
    if rules.has_dice() {
        return Err(format!("uci plays rule sets without dice, not {rules}"));
    }
    let Player::Search(mut limits, params) = player else {
        return Err("uci needs a search player: a level, nodes:N, with knobs".into());
    };
    let mut game = Game::start(rules, DiceSource::Seeded(0)).map_err(|e| e.to_string())?;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let words: Vec<&str> = line.split_whitespace().collect();
        let reply = match words.first().copied() {
            Some("uci") => format!(
                "id name drc {}\nid author Dice Rex Circe\noption name Nodes type spin default {} min 1 max 1000000000\nuciok",
                env!("CARGO_PKG_VERSION"),
                limits.nodes
            ),
            Some("isready") => "readyok".into(),
            Some("setoption") => {
                if let [_, "name", "Nodes", "value", n] = words[..] {
                    limits.nodes = n.parse().map_err(|_| format!("Nodes: '{n}'"))?;
                }
                continue;
            }
            Some("ucinewgame") => continue,
            Some("position") => {
                game = position(&words[1..], rules)?;
                continue;
            }
            Some("go") => go(&game, limits, &params),
            Some("quit") => break,
            _ => continue,
        };
        writeln!(out, "{reply}").map_err(|e| e.to_string())?;
        out.flush().map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// `position startpos|fen FEN [moves M...]`.
fn position(words: &[&str], rules: Rules) -> Result<Game, String> {
    let moves_at = words
        .iter()
        .position(|w| *w == "moves")
        .unwrap_or(words.len());
    let mut game = match words.first().copied() {
        Some("fen") => Game::from_fen(&words[1..moves_at].join(" "), rules, DiceSource::Seeded(0))
            .map_err(|e| e.to_string())?,
        _ => Game::start(rules, DiceSource::Seeded(0)).map_err(|e| e.to_string())?,
    };
    for m in words.iter().skip(moves_at + 1) {
        game.play_text(m).map_err(|e| format!("{m}: {e}"))?;
    }
    Ok(game)
}

/// The search's move as `bestmove`, after an `info` line with its depth
/// (in turns) and nodes; the score is an expected result, not centipawns,
/// so it is not given.
fn go(game: &Game, limits: dice_rex_circe::ai::Limits, params: &Params) -> String {
    match dice_rex_circe::ai::best_move_with(game, limits, params) {
        Ok(c) => format!(
            "info depth {} nodes {}\nbestmove {}",
            c.depth, c.nodes, c.mv
        ),
        Err(_) => "bestmove 0000".into(),
    }
}
