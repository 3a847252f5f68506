//! The engine's legal moves against Popeye's complete move lists, on
//! positions of seeded random games of each rule set
//! (tests/data/popeye/RULES.txt, written by scripts/popeye-crosscheck.py).
//! Each move is compared with its rebirth choice and with the effects
//! Popeye shows (it shows neither a removed unit nor a Parrain unit waiting).

use dice_rex_circe::{DiceSource, Game, Move, Rules};
use std::collections::BTreeSet;

/// A move as `uci=effects`, keeping only the effects Popeye writes.
fn shown(game: &Game, m: &Move) -> String {
    let san = game.san(m);
    let effects = match san.find('(') {
        Some(i) => san[i + 1..]
            .trim_end_matches(['+', '#'])
            .trim_end_matches(')')
            .split(',')
            .filter(|e| !e.starts_with('x') && !e.ends_with("..."))
            .collect::<Vec<_>>()
            .join(","),
        None => String::new(),
    };
    format!("{m}={effects}")
}

fn engine_moves(game: &Game, stipulation: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for m in game.legal_moves() {
        let first = shown(game, &m);
        if stipulation == "~1" {
            out.insert(first);
            continue;
        }
        let mut after = game.clone();
        after.play(&m).unwrap();
        for reply in after.legal_moves() {
            out.insert(format!("{first} {}", shown(&after, &reply)));
        }
    }
    out
}

#[test]
fn legal_moves_agree_with_popeye() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/popeye/");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    let mut positions = 0;
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_stem().unwrap().to_str().unwrap();
        let rules: Rules = name.parse().unwrap_or_else(|e| panic!("{name}: {e}"));
        let text = std::fs::read_to_string(path).unwrap();
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let mut f = line.split('|');
            let (stipulation, fen, listed) =
                (f.next().unwrap(), f.next().unwrap(), f.next().unwrap());
            let game = Game::from_fen(fen, rules, DiceSource::Seeded(1))
                .unwrap_or_else(|e| panic!("{name} {fen}: {e}"));
            let popeye: BTreeSet<String> = listed
                .split(';')
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect();
            let engine = engine_moves(&game, stipulation);
            if engine != popeye {
                let missing: Vec<_> = popeye.difference(&engine).take(5).collect();
                let extra: Vec<_> = engine.difference(&popeye).take(5).collect();
                failures.push(format!(
                    "{name} {fen}\n  Popeye lists, the engine does not: {missing:?}\n  the engine lists, Popeye does not: {extra:?}"
                ));
            }
            positions += 1;
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {positions} positions differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(positions >= 3, "only {positions} positions");
}
