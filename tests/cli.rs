//! The `drc` command line.

use std::process::Command;

fn drc(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_drc"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn last_line(s: &str) -> &str {
    s.trim_end().lines().last().unwrap_or("")
}

#[test]
fn perft_prints_the_count_as_the_last_line() {
    let (code, out, err) = drc(&["perft", "3"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(last_line(&out), "8902");
    assert!(err.contains("nodes/s"), "{err}");
    let (_, out, _) = drc(&[
        "perft",
        "2",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8",
        "w",
        "-",
        "-",
        "0",
        "1",
        "-",
    ]);
    assert_eq!(last_line(&out), "280");
}

#[test]
fn rules_flag_selects_orthodox() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let (code, out, _) = drc(&["perft", "--rules", "orthodox", "2", kiwipete]);
    assert_eq!(code, 0);
    assert_eq!(last_line(&out), "2039");
    let (_, out, _) = drc(&[
        "perft",
        "--rules=orthodox",
        "1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ]);
    assert_eq!(last_line(&out), "14");
}

#[test]
fn divide_lists_each_first_move_and_the_total() {
    let (code, out, _) = drc(&["divide", "2"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().filter(|l| l.contains(": ")).collect();
    assert_eq!(lines.len(), 20);
    assert!(lines.iter().all(|l| l.ends_with(": 20")), "{out}");
    assert_eq!(last_line(&out), "400");
}

#[test]
fn bench_prints_nodes_per_second() {
    let (code, out, _) = drc(&["bench", "4"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("perft(4) = 197653") && out.contains("M nodes/s"),
        "{out}"
    );
}

#[test]
fn bad_input_is_a_clear_error_with_exit_code_2() {
    for (args, expected) in [
        (vec!["perft", "2", "not a fen"], "invalid FEN"),
        (
            vec!["perft", "--rules", "atomic", "2"],
            "unknown rule set 'atomic'",
        ),
        (vec!["perft"], "DEPTH is missing"),
        (vec!["perft", "two"], "DEPTH must be a whole number"),
        (vec!["perft", "40"], "too deep"),
        (vec!["fly"], "unknown command"),
        (vec![], "usage"),
        (
            vec!["selfplay", "hard", "chess960"],
            "unknown player 'chess960'",
        ),
        (
            vec!["selfplay", "hard,scale=many", "medium"],
            "scale: 'many' is not a whole number",
        ),
        (
            vec!["selfplay", "hard,bravery=3", "medium"],
            "no search setting or weight is called 'bravery'",
        ),
    ] {
        let (code, out, err) = drc(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}

#[test]
fn every_rule_set_name_is_accepted_and_a_wrong_one_lists_them() {
    let (code, out, _) = drc(&["rules"]);
    assert_eq!(code, 0);
    let names: Vec<&str> = out
        .lines()
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(names.len(), dice_rex_circe::NAMED.len());
    for name in &names {
        let (code, out, err) = drc(&["perft", "--rules", name, "2"]);
        assert_eq!(code, 0, "{name}: {err}");
        assert!(out.trim().parse::<u64>().unwrap() > 0, "{name}");
        let (code, start, err) = drc(&["start", "--rules", name]);
        assert_eq!(code, 0, "{name}: {err}");
        let (code, moves, err) = drc(&["moves", "--rules", name, start.trim()]);
        assert_eq!(code, 0, "{name}: {err}");
        // Dice chess (Vegas Fun Chess too) starts with a roll: no move before it.
        let rolls_first = name
            .parse::<dice_rex_circe::Rules>()
            .unwrap()
            .dice
            .per_turn();
        assert_eq!(moves.lines().count() == 20, !rolls_first, "{name}");
        assert_eq!(
            rolls_first,
            name.starts_with("dice-chess") || *name == "vegas-fun-chess",
            "{name}"
        );
    }
    let (code, _, err) = drc(&["perft", "--rules", "atomic-circe", "2"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown rule set 'atomic-circe'"), "{err}");
    for name in &names {
        assert!(err.contains(name), "{err} lacks {name}");
    }
    let (code, _, err) = drc(&["perft", "--rules", "circe,dice=three-after-king-move", "2"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("check=yes with dice=three-after-king-move"),
        "{err}"
    );
}

#[test]
fn moves_lists_uci_and_san_with_rebirth_choices() {
    let (code, out, _) = drc(&[
        "moves",
        "--rules",
        "couscous-circe",
        "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    ]);
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l == "d4c5/d1n Qxc5(Pd1=N)"), "{out}");
    assert!(
        !out.lines().any(|l| l.starts_with("d4c5/d1q")),
        "=Q on d1 would check Kh1"
    );
}

/// A short self-play match in Circe, the same seed for seed.
const SELFPLAY_CIRCE: [&str; 11] = [
    "selfplay",
    "greedy",
    "random",
    "--rules",
    "circe",
    "--games",
    "4",
    "--seed",
    "5",
    "--max-turns",
    "60",
];

#[test]
fn selfplay_writes_every_game_as_a_record_that_reads_back() {
    let path = std::env::temp_dir().join(format!("drc-selfplay-{}.pgn", std::process::id()));
    let p = path.to_str().unwrap();
    let args = [SELFPLAY_CIRCE.as_slice(), &["--records", p]].concat();
    let (code, out, err) = drc(&args);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).ok();
    let games: Vec<String> = text
        .split("[Event ")
        .filter(|g| !g.trim().is_empty())
        .map(|g| format!("[Event {g}"))
        .collect();
    assert_eq!(games.len(), 4, "{text}");
    let (mut a_won, mut b_won) = (0, 0);
    for (i, record) in games.iter().enumerate() {
        let game = dice_rex_circe::Game::from_record(record).expect(record);
        assert_eq!(game.rules().name(), Some("circe"), "{record}");
        assert!(
            record.contains(&format!("[Round \"{}\"]", i + 1)),
            "{record}"
        );
        assert!(record.contains(&format!("seed {}", 5 + i)), "{record}");
        // A (greedy) has White in the even games.
        let a = if i % 2 == 0 {
            "[White \"A\"]"
        } else {
            "[Black \"A\"]"
        };
        assert!(record.contains(a), "{record}");
        let a_colour = if i % 2 == 0 {
            dice_rex_circe::Color::White
        } else {
            dice_rex_circe::Color::Black
        };
        match game.result().and_then(|r| r.winner) {
            Some(c) if c == a_colour => {
                a_won += 1;
                assert!(record.contains("A won"), "{record}");
            }
            Some(_) => {
                b_won += 1;
                assert!(record.contains("B won"), "{record}");
            }
            None => assert!(record.contains("drawn"), "{record}"),
        }
    }
    assert!(
        out.contains(&format!("+{a_won} ")) && out.contains(&format!(" -{b_won} ")),
        "{out}"
    );
}

#[test]
fn selfplay_prints_its_result_as_json_for_scripts() {
    let args = [SELFPLAY_CIRCE.as_slice(), &["--format", "json"]].concat();
    let (code, out, err) = drc(&args);
    assert_eq!(code, 0, "{err}");
    let (_, text, _) = drc(&SELFPLAY_CIRCE);
    let line = out.trim();
    assert!(line.starts_with('{') && line.ends_with('}'), "{line}");
    let field = |name: &str| {
        let key = format!("\"{name}\":");
        let at = line
            .find(&key)
            .unwrap_or_else(|| panic!("{name} in {line}"))
            + key.len();
        let rest = &line[at..];
        let end = rest.find([',', '}']).unwrap();
        rest[..end].to_string()
    };
    assert_eq!(field("a"), "\"greedy\"");
    assert_eq!(field("rules"), "\"circe\"");
    assert_eq!(field("games"), "4");
    // The same match as the text output, seed for seed.
    let (w, d, l) = (field("wins"), field("draws"), field("losses"));
    assert!(
        text.contains(&format!("+{w} ={d} -{l} (4 games)")),
        "{text} vs {line}"
    );
    let (code, _, err) = drc(&["selfplay", "greedy", "random", "--format", "xml"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--format is text or json, not 'xml'"), "{err}");
}

#[test]
fn match_plays_pairs_and_reports_the_score_and_the_elo_difference() {
    let (code, out, err) = drc(&[
        "match", "greedy", "random", "--games", "8", "--seed", "3", "--format", "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let field = |name: &str| -> u32 {
        let at = out
            .find(&format!("\"{name}\":"))
            .unwrap_or_else(|| panic!("{name} in {out}"));
        out[at + name.len() + 3..]
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert_eq!(field("games"), 8);
    assert_eq!(field("pairs"), 4);
    assert_eq!(field("wins") + field("draws") + field("losses"), 8);
    assert!(
        out.contains("\"pentanomial\":[") && out.contains("\"elo\":"),
        "{out}"
    );
    let (_, text, _) = drc(&["match", "greedy", "random", "--games", "8", "--seed", "3"]);
    assert!(text.contains("score ") && text.contains("Elo "), "{text}");
    // Games come in pairs; the test's bounds must make sense.
    let (code, _, err) = drc(&["match", "greedy", "random", "--games", "3"]);
    assert_eq!(code, 2);
    assert!(err.contains("pairs"), "{err}");
    let (code, _, err) = drc(&["match", "greedy", "random", "--sprt", "10,0"]);
    assert_eq!(code, 2);
    assert!(err.contains("elo1"), "{err}");
}

#[test]
fn uci_answers_a_position_with_a_legal_move() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_drc"))
        .args(["uci", "--player", "nodes:2000"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"uci\nisready\nposition startpos moves e2e4 e7e5 d1h5 b8c6 f1c4 g8f6\ngo nodes 2000\nquit\n")
        .unwrap();
    let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    assert!(out.contains("uciok") && out.contains("readyok"), "{out}");
    // The scholar's mate is on: Qxf7#.
    assert!(out.contains("bestmove h5f7"), "{out}");
}

#[test]
fn best_prints_one_json_object_for_scripts() {
    let (code, fen, _) = drc(&["start", "--rules", "orthodox"]);
    assert_eq!(code, 0);
    let (code, out, _) = drc(&[
        "best",
        "--rules",
        "orthodox",
        "--nodes",
        "3000",
        "--format",
        "json",
        fen.trim(),
    ]);
    assert_eq!(code, 0, "{out}");
    let line = out.trim();
    assert!(
        line.starts_with("{\"move\":\"") && line.ends_with('}'),
        "{line}"
    );
    let field = |name: &str| -> u64 {
        let rest = &line[line.find(&format!("\"{name}\":")).unwrap() + name.len() + 3..];
        rest[..rest.find([',', '}']).unwrap()].parse().unwrap()
    };
    assert!(field("depth") >= 1, "{line}");
    assert!((1..=3000).contains(&field("nodes")), "{line}");
    let (code, _, err) = drc(&["best", "--format", "xml"]);
    assert_eq!(code, 2);
    assert!(err.contains("--format takes text or json"), "{err}");
}
