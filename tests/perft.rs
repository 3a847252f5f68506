//! Perft data files: `fen|depth|nodes` lines, one file per rule set.
//! Counts up to `QUICK_NODES` run in every test run; the deeper ones are
//! ignored by default and run by `npm test` in release mode.

use dice_rex_circe::{Rules, Setup, perft};

const QUICK_NODES: u64 = 300_000;

fn check(file: &str, rules: Rules, deep: bool) {
    let text = std::fs::read_to_string(format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR")))
        .unwrap();
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let parts: Vec<&str> = line.split('|').collect();
        assert_eq!(parts.len(), 3, "bad line: {line}");
        let (fen, depth, nodes) = (
            parts[0],
            parts[1].parse().unwrap(),
            parts[2].parse::<u64>().unwrap(),
        );
        if (nodes > QUICK_NODES) != deep {
            continue;
        }
        let setup = Setup::parse(fen, &rules).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(perft(&setup, &rules, depth), nodes, "{fen} depth {depth}");
        checked += 1;
    }
    assert!(checked > 0 || deep, "no line checked in {file}");
}

#[test]
fn dice_rex_circe_perft() {
    check("drc-perft.txt", Rules::DICE_REX_CIRCE, false);
}

#[test]
#[ignore = "deep counts: run in release mode (npm test does)"]
fn dice_rex_circe_perft_deep() {
    check("drc-perft.txt", Rules::DICE_REX_CIRCE, true);
}

#[test]
fn orthodox_perft() {
    check("orthodox-perft.txt", Rules::ORTHODOX, false);
}

#[test]
#[ignore = "deep counts: run in release mode (npm test does)"]
fn orthodox_perft_deep() {
    check("orthodox-perft.txt", Rules::ORTHODOX, true);
}
