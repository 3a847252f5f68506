//! The engine's legal moves against Popeye's complete move lists, on
//! positions of seeded random games of each rule set
//! (tests/data/popeye/RULES.txt, written by scripts/popeye-crosscheck.py).
//! Each move is compared with its rebirth choice and with the effects
//! Popeye shows (it shows neither a removed unit nor a Parrain unit waiting).
//! And every line of a few half-moves from positions where state arises
//! (tests/data/popeye-sequences/RULES.txt, `--sequences`), compared by
//! where the lines end and by their number.

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

/// The data rows of every file in `tests/data/DIR/`, each with the name
/// of its rule set (the file's name) and those rules.
fn data_rows(dir: &str) -> Vec<(String, Rules, String)> {
    let dir = format!("{}/tests/data/{dir}/", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    let mut rows = Vec::new();
    for path in &files {
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        let rules: Rules = name.parse().unwrap_or_else(|e| panic!("{name}: {e}"));
        let text = std::fs::read_to_string(path).unwrap();
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            rows.push((name.clone(), rules, line.to_string()));
        }
    }
    rows
}

#[test]
fn legal_moves_agree_with_popeye() {
    let mut positions = 0;
    let mut failures = Vec::new();
    for (name, rules, line) in data_rows("popeye") {
        let mut f = line.split('|');
        let (stipulation, fen, listed) = (f.next().unwrap(), f.next().unwrap(), f.next().unwrap());
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
    assert!(
        failures.is_empty(),
        "{} of {positions} positions differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(positions >= 3, "only {positions} positions");
}

/// The units of a FEN's board, a1, b1, ..., h8 ('-' for none), and its
/// buried units as the `buried=` extension writes them ('-' for none). A
/// Parrain unit waiting is not shown by Popeye, nor here.
fn placement(fen: &str) -> (Vec<char>, String) {
    let fields: Vec<&str> = fen.split(' ').collect();
    let mut board = vec!['-'; 64];
    for (r, row) in fields[0].split('/').enumerate() {
        let mut file = 0;
        for c in row.chars() {
            match c.to_digit(10) {
                Some(n) => file += n as usize,
                None => {
                    board[(7 - r) * 8 + file] = c;
                    file += 1;
                }
            }
        }
    }
    let buried = fields
        .iter()
        .find_map(|f| f.strip_prefix("buried="))
        .unwrap_or("-");
    (board, buried.to_string())
}

/// Where a line ends, as its change from `start` (the script's `change`):
/// each square whose unit changed, with the unit's letter or '-', then
/// ` buried=` and the buried units if they changed; '=' for no change.
fn change(start: &(Vec<char>, String), fen: &str) -> String {
    let end = placement(fen);
    let mut out = String::new();
    for (i, (&a, &b)) in start.0.iter().zip(&end.0).enumerate() {
        if a != b {
            out.push_str(&format!(
                "{}{}{b}",
                (b'a' + (i % 8) as u8) as char,
                i / 8 + 1
            ));
        }
    }
    if start.1 != end.1 {
        out.push_str(&format!(" buried={}", end.1));
    }
    match out.trim() {
        "" => "=".to_string(),
        s => s.to_string(),
    }
}

/// Every line of exactly `n` half-moves from `game`, as the UCI of its
/// moves, with the FEN it ends in.
fn lines(game: &Game, n: usize, line: &mut Vec<String>, out: &mut Vec<(String, String)>) {
    if n == 0 {
        out.push((line.join(" "), game.fen()));
        return;
    }
    if game.result().is_some() {
        return;
    }
    for m in game.legal_moves() {
        let mut after = game.clone();
        after.play(&m).unwrap();
        line.push(m.to_string());
        lines(&after, n - 1, line, out);
        line.pop();
    }
}

#[test]
fn sequences_agree_with_popeye() {
    let (mut positions, mut checked) = (0, 0);
    let mut failures = Vec::new();
    for (name, rules, row) in data_rows("popeye-sequences") {
        let f: Vec<&str> = row.split('|').collect();
        let (n, fen, count): (usize, &str, usize) =
            (f[0].parse().unwrap(), f[1], f[2].parse().unwrap());
        let popeye: BTreeSet<&str> = f[3].split(';').filter(|s| !s.is_empty()).collect();
        let game = Game::from_fen(fen, rules, DiceSource::Seeded(1))
            .unwrap_or_else(|e| panic!("{name} {fen}: {e}"));
        let mut found = Vec::new();
        lines(&game, n, &mut Vec::new(), &mut found);
        let start = placement(fen);
        let found: Vec<(String, String)> = found
            .into_iter()
            .map(|(line, end)| (line, change(&start, &end)))
            .collect();
        let engine: BTreeSet<&str> = found.iter().map(|(_, p)| p.as_str()).collect();
        let missing: Vec<_> = popeye.difference(&engine).take(5).collect();
        let extra: Vec<_> = found
            .iter()
            .filter(|(_, p)| !popeye.contains(p.as_str()))
            .take(5)
            .collect();
        if !missing.is_empty() || !extra.is_empty() || found.len() != count {
            failures.push(format!(
                "{name} {fen}: {} lines, Popeye {count}\n  Popeye reaches, the engine does not: {missing:?}\n  the engine's lines Popeye does not reach: {extra:?}",
                found.len()
            ));
        }
        positions += 1;
        checked += count;
    }
    assert!(
        failures.is_empty(),
        "{} of {positions} positions differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        checked >= 20_000,
        "only {checked} lines in {positions} positions"
    );
}
