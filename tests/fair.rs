//! Shared dice (docs/fair-dice.md): games whose rolls come from both
//! players' hash chains, their records, and `drc verify`.

use dice_rex_circe::fair::{Chain, GameId, Secret};
use dice_rex_circe::{Color, DiceSource, Game, Phase, Reason, Role, Rules};
use std::process::Command;

fn chains() -> [Chain; 2] {
    [
        Chain::new(Secret([0x11; 32])),
        Chain::new(Secret([0x22; 32])),
    ]
}

const GAME: GameId = GameId([0x5a; 16]);

fn shared_game(rules: &str, chains: &[Chain; 2]) -> Game {
    let mut g = Game::start(rules.parse::<Rules>().unwrap(), DiceSource::Crypto).unwrap();
    g.share_dice(GAME, chains[0].anchor(), chains[1].anchor())
        .unwrap();
    g
}

/// Both sides reveal their next secret, the mover first.
fn reveal_both(g: &mut Game, chains: &[Chain; 2]) {
    let due = g.roll_due().expect("a roll is due");
    let first = g.turn();
    for color in [first, first.other()] {
        let secret = chains[color.index()].secret(due.index).unwrap();
        g.reveal(color, due.index, secret).unwrap();
    }
}

/// Plays `turns` turns of `rules`, preferring king moves, revealing every
/// roll; returns the game.
fn play(rules: &str, turns: usize) -> Game {
    let chains = chains();
    let mut g = shared_game(rules, &chains);
    let mut n = 0usize;
    while g.result().is_none() && g.turns().len() <= turns {
        if g.phase() == Phase::Roll {
            reveal_both(&mut g, &chains);
            continue;
        }
        let moves = g.legal_moves();
        n += 1;
        let m = moves
            .iter()
            .find(|m| m.role == Role::King && n % 2 == 0)
            .unwrap_or(&moves[n * 7 % moves.len()]);
        g.play(m).unwrap();
    }
    g
}

#[test]
fn a_shared_game_rolls_only_what_both_secrets_give() {
    let chains = chains();
    let mut g = shared_game("dice-rex-circe", &chains);
    for m in ["e4", "e5", "Ke2"] {
        g.play_text(m).unwrap();
    }
    assert_eq!(g.phase(), Phase::Roll);
    // Neither the engine's own dice nor dice entered by hand.
    assert_eq!(g.roll().unwrap_err().code(), "wrong-phase");
    assert_eq!(g.roll_with(&[1, 2, 3]).unwrap_err().code(), "wrong-phase");
    let due = g.roll_due().unwrap();
    assert_eq!((due.turn, due.index, due.revealed), (2, 0, [false, false]));
    let before = g.fen();
    // A secret of the wrong chain, the wrong number or a made-up one is
    // refused with the game unchanged.
    let refusals = [
        (Color::White, 0, chains[1].secret(0).unwrap()),
        (Color::White, 1, chains[0].secret(1).unwrap()),
        (Color::White, 0, chains[0].secret(1).unwrap()),
        (Color::Black, 0, Secret([0x33; 32])),
    ];
    for (color, index, secret) in refusals {
        let err = g.reveal(color, index, secret).unwrap_err();
        assert_eq!(err.code(), "bad-reveal", "{err}");
        assert_eq!(g.fen(), before);
        assert_eq!(g.roll_due(), Some(due));
    }
    assert_eq!(
        g.reveal(Color::Black, 0, Secret([0x33; 32]))
            .unwrap_err()
            .to_string(),
        "Black's secret for roll 0 does not hash to Black's commitment"
    );
    assert_eq!(
        g.reveal(Color::White, 0, chains[0].secret(0).unwrap()),
        Ok(None)
    );
    assert_eq!(g.roll_due().unwrap().revealed, [true, false]);
    assert_eq!(
        g.reveal(Color::White, 0, chains[0].secret(0).unwrap())
            .unwrap_err()
            .to_string(),
        "White already revealed the secret of this roll"
    );
    let dice = g
        .reveal(Color::Black, 0, chains[1].secret(0).unwrap())
        .unwrap()
        .unwrap();
    assert_eq!(dice.len(), 3);
    assert_eq!(g.phase(), Phase::Bonus);
    assert_eq!(g.turns()[2].roll, Some(dice));
    let roll = g.shared_dice().unwrap().rolls()[0];
    assert_eq!((roll.turn, roll.index, roll.dice), (2, 0, dice));
    assert_eq!(
        g.reveal(Color::White, 1, chains[0].secret(1).unwrap())
            .unwrap_err()
            .code(),
        "wrong-phase"
    );
}

#[test]
fn the_same_secrets_give_the_same_roll_in_either_order() {
    let chains = chains();
    let mut a = shared_game("dice-rex-circe", &chains);
    let mut b = shared_game("dice-rex-circe", &chains);
    for g in [&mut a, &mut b] {
        for m in ["e4", "e5", "Ke2"] {
            g.play_text(m).unwrap();
        }
    }
    let (w, k) = (chains[0].secret(0).unwrap(), chains[1].secret(0).unwrap());
    a.reveal(Color::White, 0, w).unwrap();
    let da = a.reveal(Color::Black, 0, k).unwrap();
    b.reveal(Color::Black, 0, k).unwrap();
    let db = b.reveal(Color::White, 0, w).unwrap();
    assert_eq!(da, db);
    assert_eq!(a.fen(), b.fen());
}

#[test]
fn commitments_come_first_and_differ() {
    let chains = chains();
    let mut g = Game::start(Rules::DICE_REX_CIRCE, DiceSource::Seeded(1)).unwrap();
    let a = chains[0].anchor();
    assert_eq!(
        g.share_dice(GAME, a, a).unwrap_err().to_string(),
        "the two commitments must differ"
    );
    for m in ["e4", "e5", "Ke2"] {
        g.play_text(m).unwrap();
    }
    g.roll().unwrap();
    assert_eq!(
        g.share_dice(GAME, a, chains[1].anchor())
            .unwrap_err()
            .to_string(),
        "commitments must be made before the first roll"
    );
    let mut orthodox = Game::start(Rules::ORTHODOX, DiceSource::Crypto).unwrap();
    assert_eq!(
        orthodox
            .share_dice(GAME, a, chains[1].anchor())
            .unwrap_err()
            .code(),
        "bad-dice"
    );
}

#[test]
fn an_undone_king_move_spends_a_revealed_secret_and_keeps_a_made_roll() {
    let chains = chains();
    let mut g = shared_game("dice-rex-circe", &chains);
    for m in ["e4", "e5", "Ke2"] {
        g.play_text(m).unwrap();
    }
    g.reveal(Color::White, 0, chains[0].secret(0).unwrap())
        .unwrap();
    // Black now knows roll 0; taking the king move back spends it.
    assert!(g.undo());
    g.play_text("Nf3").unwrap();
    g.play_text("Ke7").unwrap();
    assert_eq!(g.roll_due().unwrap().index, 1);
    reveal_both(&mut g, &chains);
    let dice = g.turns()[3].roll.unwrap();
    // A roll made and taken back comes again at its turn, with no secret.
    assert!(g.undo());
    assert_eq!(g.phase(), Phase::Move);
    g.play_text("Ke7").unwrap();
    assert_eq!(g.roll_due(), None);
    assert_eq!(g.roll().unwrap(), dice);
    // The record shows the spent secret by the number it gives.
    let record = g.to_record();
    assert!(record.contains("{reveal 1 "), "{record}");
    let back = Game::from_record(&record).unwrap();
    assert_eq!(back.fen(), g.fen());
    assert_eq!(back.shared_dice().unwrap().next_index(), 2);
}

#[test]
fn a_player_who_revealed_may_claim_the_game_from_one_who_withholds() {
    let chains = chains();
    let mut g = shared_game("dice-rex-circe", &chains);
    for m in ["e4", "e5", "Ke2"] {
        g.play_text(m).unwrap();
    }
    assert_eq!(
        g.claim_withheld(Color::White).unwrap_err().code(),
        "wrong-phase"
    );
    g.reveal(Color::White, 0, chains[0].secret(0).unwrap())
        .unwrap();
    assert_eq!(
        g.claim_withheld(Color::Black).unwrap_err().code(),
        "wrong-phase"
    );
    g.claim_withheld(Color::White).unwrap();
    let result = g.result().unwrap();
    assert_eq!(
        (result.winner, result.reason),
        (Some(Color::White), Reason::Withheld)
    );
    let record = g.to_record();
    assert!(record.contains("[Termination \"withheld\"]"), "{record}");
    let back = Game::from_record(&record).unwrap();
    assert_eq!(back.result(), g.result());
}

#[test]
fn records_of_shared_games_round_trip_and_every_roll_verifies() {
    for (rules, turns) in [
        ("dice-rex-circe", 60),
        ("dice-chess", 40),
        ("dice-chess-one-die", 40),
    ] {
        let g = play(rules, turns);
        let rolls = g.shared_dice().unwrap().rolls().len();
        assert!(rolls >= 8, "{rules}: only {rolls} rolls");
        let record = g.to_record();
        assert!(
            record.contains("[FairDice \"sha256-chain-1 game=5a5a"),
            "{record}"
        );
        let back = Game::from_record(&record).unwrap();
        assert_eq!(back.fen(), g.fen(), "{rules}");
        assert_eq!(back.turns(), g.turns(), "{rules}");
        assert_eq!(back.to_record(), record, "{rules}");
    }
}

/// The record of a shared game, and the same record with the first roll
/// of a later turn changed to other faces.
fn record_and_tampered() -> (String, String, String) {
    let record = play("dice-rex-circe", 40).to_record();
    let rolls: Vec<(usize, &str)> = record.match_indices("{roll ").collect();
    let (at, _) = rolls[3];
    let end = at + record[at..].find('}').unwrap();
    let faces = &record[at + 6..end];
    let changed = if faces == "1-1-1" { "1-1-2" } else { "1-1-1" };
    let tampered = format!("{}{changed}{}", &record[..at + 6], &record[end..]);
    let line = record[..at].lines().count();
    (record, tampered, format!("record line {line}"))
}

#[test]
fn a_changed_roll_is_refused_naming_its_turn() {
    let (_, tampered, line) = record_and_tampered();
    let err = Game::from_record(&tampered).unwrap_err().to_string();
    assert!(err.starts_with(&line), "{err}");
    assert!(err.contains("the committed secrets roll"), "{err}");
    assert!(
        err.contains("turn ") && (err.contains("(White)") || err.contains("(Black)")),
        "{err}"
    );
    // A roll without its reveal, or a reveal of another secret, is refused too.
    let (record, _, _) = record_and_tampered();
    let bare = record.replacen("{reveal 0 ", "{note 0 ", 1);
    assert!(
        Game::from_record(&bare)
            .unwrap_err()
            .to_string()
            .contains("a roll is followed by its secrets"),
    );
    let at = record.find("{reveal 1 ").unwrap() + 10;
    let mut wrong = record.clone();
    wrong.replace_range(at..at + 1, if &record[at..=at] == "0" { "1" } else { "0" });
    assert!(
        Game::from_record(&wrong)
            .unwrap_err()
            .to_string()
            .contains("White's secret for roll 1 does not hash to White's commitment"),
    );
}

fn drc_verify(record: &str) -> (i32, String, String) {
    let dir = std::env::temp_dir().join(format!("drc-verify-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{}.pgn", record.len()));
    std::fs::write(&path, record).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_drc"))
        .args(["verify", path.to_str().unwrap()])
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&path);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn drc_verify_accepts_the_record_and_rejects_a_changed_roll() {
    let (record, tampered, line) = record_and_tampered();
    let (code, out, err) = drc_verify(&record);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("verified: "), "{out}");
    assert!(
        out.contains("each from both players' committed secrets"),
        "{out}"
    );
    let (code, out, err) = drc_verify(&tampered);
    assert_ne!(code, 0, "{out}");
    assert!(err.contains("rejected: ") && err.contains(&line), "{err}");
    assert!(err.contains("the committed secrets roll"), "{err}");
    // A record without commitments has nothing to verify.
    let (code, _, err) = drc_verify("1. e4 e5 2. Ke2 {roll 1-5-6} *");
    assert_ne!(code, 0);
    assert!(err.contains("no FairDice tag"), "{err}");
}

#[test]
fn a_record_with_two_fair_dice_tags_of_other_anchors_is_refused_naming_the_second() {
    let record = play("dice-rex-circe", 20).to_record();
    let tag = record
        .lines()
        .find(|l| l.starts_with("[FairDice "))
        .unwrap()
        .to_string();
    // A second tag with other anchors, after the first or before it: a reader
    // that took either one would check the rolls against other commitments.
    let at = tag.find("white=").unwrap() + 6;
    let other = format!("{}{}{}", &tag[..at], "ab".repeat(32), &tag[at + 64..]);
    assert_ne!(other, tag);
    for doubled in [
        record.replacen(&tag, &format!("{tag}\n{other}"), 1),
        record.replacen(&tag, &format!("{other}\n{tag}"), 1),
    ] {
        let err = refused(&doubled);
        let line = doubled
            .lines()
            .position(|l| l.starts_with("[FairDice "))
            .unwrap()
            + 2;
        assert_eq!(err.line, line, "{err}");
        assert_eq!(err.token, "FairDice");
        assert!(
            err.reason.contains("given twice") && err.reason.contains("one value"),
            "{err}"
        );
        let (code, _, out) = drc_verify(&doubled);
        assert_ne!(code, 0);
        assert!(out.contains("given twice"), "{out}");
    }
    // The same tag twice says one thing: it is read.
    let same = record.replacen(&tag, &format!("{tag}\n{tag}"), 1);
    assert_eq!(Game::from_record(&same).unwrap().to_record(), record);
    // So with the game's other setup tags.
    let variant = "[Variant \"Dice Rex Circe\"]\n[Variant \"anticirce\"]\n1. e4 *";
    let err = refused(variant);
    assert_eq!((err.line, err.token.as_str()), (2, "Variant"), "{err}");
}

/// The error reading `record` gives (it must give one).
fn refused(record: &str) -> dice_rex_circe::record::RecordError {
    match Game::from_record(record) {
        Ok(_) => panic!("read: {record}"),
        Err(e) => e,
    }
}
