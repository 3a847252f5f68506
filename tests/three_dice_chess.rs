//! Three-dice chess (VARIANTS.md §3.1, `dice-chess-three-dice`): the
//! engine's legal micro-moves under the maximum rule against the data of
//! an independent implementation that lists whole turns by brute force
//! (tests/data/three-dice-chess, written by
//! scripts/three_dice_reference.py): the examples of §3.1.8, crafted
//! positions, random turn starts and states in the middle of turns, and
//! whole games with their results. The engine finds the same lists by the
//! shortcut of §3.1.2 (the most dice a rest of the turn can spend), so the
//! agreement checks one method against the other.

use dice_rex_circe::ai::odds::{Danger, odds};
use dice_rex_circe::ai::{Limits, best_move};
use dice_rex_circe::{
    Color, DiceRule, DiceSource, FenPosition, Game, MoveFilter, Phase, Reason, Rules, record,
};
use std::fs;

fn rules() -> Rules {
    "dice-chess-three-dice".parse().unwrap()
}

fn data(name: &str) -> String {
    let path = format!(
        "{}/tests/data/three-dice-chess/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// One record: a turn start, its roll, the micro-moves played, the legal
/// next ones ("none": the turn is over).
struct Record<'a> {
    line: usize,
    fen: &'a str,
    roll: Vec<u8>,
    played: Vec<&'a str>,
    legal: Vec<&'a str>,
}

fn records(text: &str) -> Vec<Record<'_>> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .map(|(i, l)| {
            let f: Vec<&str> = l.split(" | ").collect();
            assert_eq!(f.len(), 4, "line {}: {l}", i + 1);
            Record {
                line: i + 1,
                fen: f[0],
                roll: f[1].split('-').map(|d| d.parse().unwrap()).collect(),
                played: if f[2] == "-" {
                    Vec::new()
                } else {
                    f[2].split(',').collect()
                },
                legal: if f[3] == "none" {
                    Vec::new()
                } else {
                    f[3].split(' ').collect()
                },
            }
        })
        .collect()
}

/// The legal moves now, as sorted UCI (none once the turn is over).
fn legal(g: &Game) -> Vec<String> {
    if g.phase() != Phase::Move {
        return Vec::new();
    }
    let mut out: Vec<String> = g.legal_moves().iter().map(|m| m.to_string()).collect();
    out.sort();
    out
}

/// Plays a record and returns the game at its state, or why it disagrees.
fn replay(r: &Record) -> Result<Game, String> {
    let at = format!("line {}: {} | {:?} | {:?}", r.line, r.fen, r.roll, r.played);
    let mut g =
        Game::from_fen(r.fen, rules(), DiceSource::Seeded(1)).map_err(|e| format!("{at}: {e}"))?;
    let side = g.turn();
    g.roll_with(&r.roll).map_err(|e| format!("{at}: {e}"))?;
    for uci in &r.played {
        if g.phase() != Phase::Move || g.turn() != side {
            return Err(format!("{at}: the turn ended before {uci}"));
        }
        g.play_text(uci).map_err(|e| format!("{at}: {uci}: {e}"))?;
    }
    let turn_on = g.phase() == Phase::Move && g.turn() == side;
    let got = if turn_on { legal(&g) } else { Vec::new() };
    if got != r.legal {
        return Err(format!(
            "{at}: expected {:?}, the engine has {got:?}",
            r.legal
        ));
    }
    Ok(g)
}

/// Checks every record of a file, and that the FEN of each state reads
/// back to the same legal moves; returns how many were checked.
fn check_file(name: &str) -> usize {
    let text = data(name);
    let all = records(&text);
    let mut errors = Vec::new();
    let mut checked = 0;
    for r in &all {
        checked += 1;
        match replay(r) {
            Ok(g) => {
                if g.phase() == Phase::Move {
                    let fen = g.fen();
                    match Game::from_fen(&fen, rules(), DiceSource::Seeded(1)) {
                        Ok(back) => {
                            if back.fen() != fen || legal(&back) != legal(&g) {
                                errors.push(format!(
                                    "line {}: {fen} reads back as {} with {:?}",
                                    r.line,
                                    back.fen(),
                                    legal(&back)
                                ));
                            }
                        }
                        Err(e) => errors.push(format!("line {}: {fen}: {e}", r.line)),
                    }
                }
            }
            Err(e) => errors.push(e),
        }
    }
    assert!(
        errors.is_empty(),
        "{} of {checked} records disagree:\n{}",
        errors.len(),
        errors[..errors.len().min(20)].join("\n")
    );
    checked
}

#[test]
fn the_examples_of_variants_3_1_8() {
    assert_eq!(check_file("examples.txt"), 26);
}

#[test]
fn the_crafted_positions() {
    assert_eq!(check_file("crafted.txt"), 14);
}

#[test]
fn random_turns() {
    assert_eq!(check_file("random-turns.txt"), 24_526);
}

/// Replays whole games turn by turn: each turn starts at the FEN the
/// record gives, and the game ends with its result.
fn check_games() -> usize {
    let text = data("games.txt");
    let mut errors = Vec::new();
    let mut game: Option<Game> = None;
    let mut number = String::new();
    let mut count = 0;
    for (i, line) in text.lines().enumerate() {
        let at = || format!("games.txt line {} ({number})", i + 1);
        if let Some(n) = line.strip_prefix("game ") {
            number = format!("game {n}");
            count += 1;
            game = None;
        } else if line.starts_with('#') {
        } else if let Some(fen) = line.strip_prefix("start ") {
            game = Some(Game::from_fen(fen, rules(), DiceSource::Seeded(1)).unwrap());
        } else if let Some(rest) = line.strip_prefix("turn ") {
            let Some(g) = game.as_mut() else { continue };
            let f: Vec<&str> = rest.split(" | ").collect();
            let now = g.fen();
            let now6 = now.split(' ').take(6).collect::<Vec<_>>().join(" ");
            if now6 != f[0] {
                errors.push(format!("{}: the turn starts at {now6}, not {}", at(), f[0]));
                game = None;
                continue;
            }
            let roll: Vec<u8> = f[1].split('-').map(|d| d.parse().unwrap()).collect();
            if let Err(e) = g.roll_with(&roll) {
                errors.push(format!("{}: roll {roll:?}: {e}", at()));
                game = None;
                continue;
            }
            if f[2] == "pass" {
                if g.turns().last().is_none_or(|t| !t.is_pass()) {
                    errors.push(format!("{}: the roll did not pass", at()));
                    game = None;
                }
                continue;
            }
            for uci in f[2].split(',') {
                if let Err(e) = g.play_text(uci) {
                    errors.push(format!("{}: {uci}: {e}", at()));
                    game = None;
                    break;
                }
            }
        } else if let Some(result) = line.strip_prefix("result ") {
            let Some(g) = game.as_ref() else { continue };
            let got = g
                .result()
                .map(|o| format!("{} {}", o.pgn(), o.reason.code()))
                .unwrap_or_else(|| "none".into());
            if got != result {
                errors.push(format!("{}: result {got}, expected {result}", at()));
            }
        }
    }
    assert!(
        errors.is_empty(),
        "{} errors:\n{}",
        errors.len(),
        errors[..errors.len().min(20)].join("\n")
    );
    count
}

#[test]
fn whole_games() {
    assert_eq!(check_games(), 200);
}

fn fen(text: &str) -> Game {
    Game::from_fen(text, rules(), DiceSource::Seeded(1)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sans(g: &Game) -> Vec<String> {
    let mut out: Vec<String> = g.legal_moves().iter().map(|m| g.san(m)).collect();
    out.sort();
    out
}

#[test]
fn the_name_and_the_facets() {
    let r = rules();
    assert_eq!(r.dice, DiceRule::ThreeDice);
    assert!(!r.check && r.castling && r.kings_capturable());
    assert_eq!(r.name(), Some("dice-chess-three-dice"));
    assert_eq!(
        r.named().map(|n| n.display),
        Some("Dice Chess (three dice)")
    );
    let start = FenPosition::start_for(&r).to_fen(&r);
    assert_eq!(
        start,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ?"
    );
    // The maximum rule needs a game without check and with kings that
    // stay taken.
    for bad in [
        "dice-chess-three-dice,check=yes",
        "circe-rex-inclusive,check=no,dice=three-dice",
    ] {
        let err = bad.parse::<Rules>().unwrap_err();
        assert!(err.to_string().contains("dice=three-dice"), "{bad}: {err}");
    }
}

#[test]
fn a_turn_is_three_micro_moves_then_the_other_side_rolls() {
    let mut g = Game::start(rules(), DiceSource::Seeded(1)).unwrap();
    assert_eq!(g.phase(), Phase::Roll);
    assert!(g.roll_with(&[1, 2]).is_err(), "three dice a roll");
    g.roll_with(&[3, 1, 2]).unwrap();
    assert_eq!(g.dice().as_slice(), &[1, 2, 3]);
    assert_eq!(g.fen().split(' ').nth(6), Some("123"));
    g.play_text("e4").unwrap();
    assert_eq!(g.dice().as_slice(), &[2, 3]);
    g.play_text("Bc4").unwrap();
    assert_eq!(g.turn(), Color::White);
    let last = g.play_text("Nf3").unwrap();
    assert_eq!(last.die, Some(2));
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Roll));
    // The double step's target is Black's for the whole next turn.
    assert_eq!(
        g.fen(),
        "rnbqkbnr/pppppppp/8/8/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq e3 0 1 ?"
    );
}

#[test]
fn a_roll_with_no_usable_die_passes_and_the_right_to_take_en_passant_goes() {
    let mut g = fen("4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1");
    g.roll_with(&[1, 6, 6]).unwrap();
    for m in ["e4", "Kd1", "Kc1"] {
        g.play_text(m).unwrap();
    }
    assert_eq!(g.fen(), "4k3/8/8/8/4Pp2/8/8/2K5 b - e3 0 1 ?");
    g.roll_with(&[2, 3, 4]).unwrap();
    assert!(g.turns().last().unwrap().is_pass());
    assert_eq!(g.turns().last().unwrap().forfeited.as_slice(), &[2, 3, 4]);
    assert_eq!(g.fen(), "4k3/8/8/8/4Pp2/8/8/2K5 w - - 1 2 ?");
}

#[test]
fn castling_spends_the_six_and_the_four_and_its_die_is_the_six() {
    let mut g = fen("r3k2r/p6p/8/8/8/8/P6P/R3K2R w KQkq - 0 1");
    g.roll_with(&[1, 4, 6]).unwrap();
    let castle = g.play_text("O-O").unwrap();
    assert_eq!((castle.san.as_str(), castle.die), ("O-O", Some(6)));
    assert_eq!(g.dice().as_slice(), &[1]);
    let view = g.dice_view();
    let states: Vec<&str> = view.dice().iter().map(|d| d.state.code()).collect();
    assert_eq!(states, ["unused", "used", "used"]);
}

#[test]
fn no_check_in_san_and_a_king_capture_ends_the_game_with_a_hash() {
    // The knight attacks the king after Nd6 (no '+'), and Nxf7 takes it.
    let mut g = fen("8/5k2/8/4N3/8/8/8/2BQK3 w - - 0 1");
    g.roll_with(&[2, 3, 5]).unwrap();
    let list = sans(&g);
    assert!(list.contains(&"Nxf7#".to_string()), "{list:?}");
    assert!(list.iter().all(|s| !s.contains('+')), "{list:?}");
    g.play_text("Nxf7").unwrap();
    let result = g.result().unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (Some(Color::White), Reason::KingCaptured)
    );
    // The unused dice are void.
    let view = g.dice_view();
    let states: Vec<&str> = view.dice().iter().map(|d| d.state.code()).collect();
    assert_eq!(states, ["used", "void", "void"]);
}

#[test]
fn must_king_is_written_read_and_refused_where_it_means_nothing() {
    // After d2-d3, legal only on the way to the king (§3.1.8 no. 9).
    let mut g = fen("8/8/7k/8/8/5Q2/2RP2RP/K1B1N3 w - - 0 1");
    g.roll_with(&[1, 2, 3]).unwrap();
    g.play_text("d3").unwrap();
    let text = g.fen();
    assert_eq!(text, "8/8/7k/8/8/3P1Q2/2R3RP/K1B1N3 w - - 0 1 23 must=king");
    let back = fen(&text);
    assert_eq!(back.fen(), text);
    assert_eq!(sans(&back), ["Bxh6#"]);
    // Without must=king the same dice keep the maximum (the knight).
    let free = fen("8/8/7k/8/8/3P1Q2/2R3RP/K1B1N3 w - - 0 1 23");
    assert!(sans(&free).len() > 1, "{:?}", sans(&free));
    for (bad, says) in [
        (
            "8/8/7k/8/8/3P1Q2/2R3RP/K1B1N3 w - - 0 1 123 must=king",
            "middle of a turn",
        ),
        (
            "8/8/7k/8/8/3P1Q2/2R3RP/K1B1N3 w - - 0 1 ? must=king",
            "middle of a turn",
        ),
        (
            "8/8/7k/8/8/3P1Q2/2R3RP/K1B1N3 w - - 0 1 23 must=queen",
            "'queen'",
        ),
        ("8/8/7k/8/8/3P1Q2/2R3RP/K1B1N3 w - - 0 1 1234", "3 dice"),
        ("8/8/7k/8/8/3P1Q2/2R3RP/K1B1N3 w - - 0 1 32", "ascending"),
    ] {
        let err = Game::from_fen(bad, rules(), DiceSource::Seeded(1)).unwrap_err();
        assert!(err.to_string().contains(says), "{bad}: {err}");
    }
    // Other dice rules have no must=king.
    let err = Game::from_fen(
        "8/8/7k/8/8/3P1Q2/2R3RP/K1B1N3 w - - 0 1 23 must=king",
        "dice-chess-moves".parse().unwrap(),
        DiceSource::Seeded(1),
    )
    .unwrap_err();
    assert!(err.to_string().contains("bound to take the king"), "{err}");
}

#[test]
fn several_en_passant_targets_in_a_fen() {
    // Two targets at a turn start, both Black's to take.
    let g = fen("4k3/8/8/8/1pP1Pp2/8/8/4K3 b - c3e3 0 1");
    assert_eq!(g.fen(), "4k3/8/8/8/1pP1Pp2/8/8/4K3 b - c3e3 0 1 ?");
    // In the middle of a turn, the opponent's left and the mover's new one.
    let mut g = fen("4k3/8/8/8/1pP1Pp2/8/6P1/4K3 w - - 0 1");
    g.roll_with(&[1, 1, 6]).unwrap();
    g.play_text("g4").unwrap();
    assert_eq!(g.fen().split(' ').nth(3), Some("g3"));
    let mut g = fen("4k3/6p1/8/8/1pP1Pp2/8/8/4K3 b - c3e3 0 1");
    g.roll_with(&[1, 1, 6]).unwrap();
    g.play_text("g5").unwrap();
    assert_eq!(g.fen().split(' ').nth(3), Some("c3e3g6"));
    assert_eq!(fen(&g.fen()).fen(), g.fen());
}

#[test]
fn no_repetition_draw_and_the_fifty_turn_rule() {
    // A rook walking back and forth repeats positions, and the game goes on
    // to the fifty-turn rule.
    let mut g = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let mut turns = 0;
    while g.result().is_none() {
        let (roll, moves): (&[u8], &[&str]) = match turns % 4 {
            0 => (&[2, 3, 4], &["Rb1"]),
            1 => (&[1, 2, 3], &[]),
            2 => (&[2, 3, 4], &["Ra1"]),
            _ => (&[1, 2, 3], &[]),
        };
        g.roll_with(roll).unwrap();
        for m in moves {
            g.play_text(m).unwrap();
        }
        turns += 1;
    }
    let result = g.result().unwrap();
    assert_eq!((result.reason, turns), (Reason::FiftyTurns, 100));
}

#[test]
fn a_record_with_rolls_passes_and_forfeits_reads_back() {
    let mut g = Game::start(rules(), DiceSource::Seeded(1)).unwrap();
    for (roll, moves) in [
        (&[1u8, 2, 3][..], &["e4", "Nf3", "Bc4"][..]),
        (&[2, 3, 5][..], &["Nf6"][..]),
        (&[4, 6, 6][..], &["O-O", "Kh1"][..]),
        (&[3, 5, 6][..], &[][..]),
    ] {
        g.roll_with(roll).unwrap();
        for m in moves {
            g.play_text(m)
                .unwrap_or_else(|e| panic!("{m}: {e}\n{}", g.fen()));
        }
    }
    let text = record::write(&g);
    assert!(
        text.contains("[Variant \"Dice Chess (three dice)\"]"),
        "{text}"
    );
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains(
            "1. {roll 1-2-3} e4 Nf3 Bc4 1... {roll 2-3-5} Nf6 {forfeit 3-5} 2. {roll 4-6-6} O-O Kh1 2... {roll 3-5-6} {pass} {forfeit 3-5-6} *"
        ),
        "{text}"
    );
    let back = record::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.fen(), g.fen());
    assert_eq!(back.turns(), g.turns());
    assert_eq!(record::write(&back), text);
}

#[test]
fn a_move_the_maximum_rule_refuses_says_why() {
    let mut g = Game::start(rules(), DiceSource::Seeded(1)).unwrap();
    g.roll_with(&[1, 4, 4]).unwrap();
    let err = g.play_text("e2e3").unwrap_err().to_string();
    assert!(
        err.contains("e2e3 would leave 1 of 3 dice playable")
            && err.contains("(a2a3 keeps 3)")
            && err.contains("maximum rule"),
        "{err}"
    );
    // The same words in SAN, and as the refusal the board reads.
    let err = g.play_text("e3").unwrap_err().to_string();
    assert!(err.contains("e2e3 would leave 1 of 3"), "{err}");
    let refusal = g.refusal("e3").unwrap().unwrap();
    assert!(refusal.message.contains("maximum rule"), "{refusal:?}");
    // A die the roll does not have is still refused for its piece.
    let err = g.play_text("Nf3").unwrap_err().to_string();
    assert!(err.contains("allows only a pawn or rook move"), "{err}");
    // The promotion piece: only =N plays both 2s.
    let mut g = fen("8/4P3/5K2/8/2k5/8/1P6/8 w - - 0 1");
    g.roll_with(&[1, 2, 2]).unwrap();
    let err = g.play_text("e7e8q").unwrap_err().to_string();
    assert!(err.contains("e7e8q would leave 1 of 3 dice"), "{err}");
    // After a move legal only toward the king.
    let mut g = fen("8/8/7k/8/8/5Q2/2RP2RP/K1B1N3 w - - 0 1");
    g.roll_with(&[1, 2, 3]).unwrap();
    g.play_text("d3").unwrap();
    let err = g.play_text("Bb2").unwrap_err().to_string();
    assert!(err.contains("only go on to take"), "{err}");
}

/// Whether some way of playing the rest of the turn takes the king, by
/// the game's legal moves alone.
fn can_take_king(g: &Game) -> bool {
    let side = g.turn();
    g.legal_moves().iter().any(|m| {
        let mut next = g.clone();
        next.play(m).unwrap();
        match next.result() {
            Some(r) => r.winner == Some(side),
            None => next.turn() == side && next.phase() == Phase::Move && can_take_king(&next),
        }
    })
}

#[test]
fn the_odds_of_taking_the_king_are_those_of_the_56_rolls() {
    // A rook on the king's file: any roll with a 4, 91 of 216.
    let g = fen("k7/8/8/8/8/8/8/R3K3 w - - 0 1");
    let roll = odds(&g, Danger::None).unwrap().roll.unwrap();
    assert_eq!((roll.win.count, roll.win.total), (91, 216), "{roll:?}");
    // Against the game's own legal turns, roll by roll, on turn starts of
    // the reference data.
    let text = data("random-turns.txt");
    let starts: Vec<&str> = records(&text)
        .iter()
        .filter(|r| r.played.is_empty())
        .map(|r| r.fen)
        .step_by(400)
        .collect();
    assert!(starts.len() >= 25);
    let mut wins = 0;
    for start in starts {
        let g = fen(start);
        let roll = odds(&g, Danger::None).unwrap().roll.unwrap();
        assert_eq!(roll.outcomes.len(), 56);
        for o in &roll.outcomes {
            let mut rolled = g.clone();
            rolled.roll_with(o.dice.as_slice()).unwrap();
            let passed = rolled.turn() != g.turn();
            assert_eq!(o.pass, passed, "{start} {}", o.dice);
            assert_eq!(
                o.win,
                !passed && can_take_king(&rolled),
                "{start} {}",
                o.dice
            );
            wins += u32::from(o.win);
        }
    }
    assert!(wins > 0, "some turn start can take the king");
}

#[test]
fn each_micro_move_says_whether_the_rest_of_the_turn_takes_the_king() {
    // §3.1.8 no. 8: d2-d3 (only toward the king) and Bc1 moves.
    let mut g = fen("8/8/7k/8/3p4/5Q2/2RP2RP/K1B1N3 w - - 0 1");
    g.roll_with(&[1, 2, 3]).unwrap();
    let all = odds(&g, Danger::AllMoves).unwrap();
    let by = |uci: &str| all.moves.iter().find(|m| m.mv.to_string() == uci).unwrap();
    assert_eq!(by("d2d3").win.count, 1);
    assert!(!by("d2d3").ends_turn);
    assert_eq!(by("h2h3").win.count, 0);
    // The danger: Black's chance to take White's king after the move.
    assert!(by("h2h3").danger.is_some());
}

/// The computer's whole turn from `g` (rolled): its micro-moves in order.
fn computer_turn(g: &mut Game, nodes: u64) -> Vec<String> {
    let side = g.turn();
    let mut played = Vec::new();
    while g.phase() == Phase::Move && g.turn() == side {
        let choice = best_move(g, Limits::nodes(nodes)).unwrap();
        played.push(choice.mv.to_string());
        g.play(&choice.mv).unwrap();
    }
    played
}

/// Whether some legal rest of the turn from `g` ends with the mover's
/// king out of every attack (or takes the other king).
fn can_end_safe(g: &Game) -> bool {
    let side = g.turn();
    g.legal_moves().iter().any(|m| {
        let mut next = g.clone();
        next.play(m).unwrap();
        if next.result().is_some() {
            return true;
        }
        if next.turn() == side && next.phase() == Phase::Move {
            can_end_safe(&next)
        } else {
            !king_attacked(&next)
        }
    })
}

/// Whether the side to move attacks the other side's king.
fn king_attacked(g: &Game) -> bool {
    let us = g.turn();
    g.position().king(us.other()).is_some_and(|k| {
        // Any die of an attacker's type would take it: every move counts.
        let pos = g.position();
        pos.legal_moves(&rules(), MoveFilter::ALL)
            .iter()
            .any(|m| m.to == k && m.capture.is_some())
    })
}

#[test]
fn the_computer_takes_the_king_whenever_the_dice_allow_it() {
    // At once (§3.1.8 no. 7).
    let mut g = fen("8/5k2/8/4N3/8/8/8/2BQK3 w - - 0 1");
    g.roll_with(&[2, 3, 5]).unwrap();
    assert_eq!(computer_turn(&mut g, 300), ["e5f7"]);
    // Through the only way to it (no. 8): d2-d3, then Bxh6.
    let mut g = fen("8/8/7k/8/3p4/5Q2/2RP2RP/K1B1N3 w - - 0 1");
    g.roll_with(&[1, 2, 3]).unwrap();
    assert_eq!(computer_turn(&mut g, 300), ["d2d3", "c1h6"]);
    assert_eq!(g.result().unwrap().winner, Some(Color::White));
}

#[test]
fn the_computer_never_leaves_its_king_attacked_when_a_turn_avoids_it() {
    let text = data("random-turns.txt");
    let mut tried = 0;
    let mut exposed = 0;
    for r in records(&text)
        .iter()
        .filter(|r| r.played.is_empty())
        .step_by(97)
    {
        let mut g = fen(r.fen);
        g.roll_with(&r.roll).unwrap();
        if g.phase() != Phase::Move || !can_end_safe(&g) {
            continue;
        }
        tried += 1;
        let before = g.turn();
        let turn = computer_turn(&mut g, 2_000);
        if g.result().is_some_and(|o| o.winner == Some(before)) {
            continue;
        }
        if king_attacked(&g) {
            exposed += 1;
            eprintln!(
                "{} | {:?}: {turn:?} leaves the king attacked",
                r.fen, r.roll
            );
        }
    }
    assert!(tried >= 50, "{tried}");
    assert_eq!(exposed, 0, "of {tried}");
}
