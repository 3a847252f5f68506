//! Perft data files: `fen|depth|nodes` lines, one file per rule set.
//! Counts up to `QUICK_NODES` run in every test run; the deeper ones are
//! ignored by default and run by `npm test` in release mode.

use dice_rex_circe::{FenPosition, Rules, perft, perft_reference};

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
        let setup = FenPosition::parse(fen, &rules).unwrap_or_else(|e| panic!("{fen}: {e}"));
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

/// Every rule set's perft file (tests/data/perft/RULES.txt), by both of
/// the engine's counting methods: the generator with bulk counting, and
/// the reference that plays every pseudo-legal move and tries every reply.
fn check_rule_sets(deep: bool) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/perft/");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut names = Vec::new();
    for path in files {
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        let rules: Rules = name.parse().unwrap_or_else(|e| panic!("{name}: {e}"));
        let text = std::fs::read_to_string(&path).unwrap();
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            let parts: Vec<&str> = line.split('|').collect();
            let (fen, depth, nodes) = (
                parts[0],
                parts[1].parse().unwrap(),
                parts[2].parse::<u64>().unwrap(),
            );
            if (nodes > QUICK_NODES) != deep {
                continue;
            }
            let setup =
                FenPosition::parse(fen, &rules).unwrap_or_else(|e| panic!("{name} {fen}: {e}"));
            assert_eq!(
                perft(&setup, &rules, depth),
                nodes,
                "{name} {fen} depth {depth}"
            );
            assert_eq!(
                perft_reference(&setup, &rules, depth),
                nodes,
                "{name} {fen} depth {depth}, reference method"
            );
        }
        names.push(name);
    }
    for n in dice_rex_circe::NAMED {
        assert!(
            names.iter().any(|name| name == n.name),
            "no perft file for {}",
            n.name
        );
    }
}

#[test]
fn every_rule_set_perft_by_both_methods() {
    check_rule_sets(false);
}

#[test]
#[ignore = "deep counts: run in release mode (npm test does)"]
fn every_rule_set_perft_by_both_methods_deep() {
    check_rule_sets(true);
}
