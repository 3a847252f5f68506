//! Thousands of seeded random games, checking invariants at every step:
//! every generated move applies; a move not generated is refused and the
//! game is unchanged; undo restores the exact FEN; the FEN round-trips; a
//! king is missing only after Circe Mate; no piece count rises above the
//! start's; the record of every game replays to the same game.

use dice_rex_circe::{
    Color, DiceSource, FenPosition, Game, Phase, Piece, Reason, Role, Rules, START_FEN, Square, Uci,
};

/// A small deterministic generator for choosing moves (the dice come from
/// the game's own seeded source).
struct Pick(u64);

impl Pick {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn check_invariants(game: &Game, rules: &Rules) {
    let fen = game.fen();
    let setup = FenPosition::parse(&fen, rules).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(setup.to_fen(rules), fen, "FEN round trip");
    // Repetition needs the history, which a FEN does not carry.
    if game.result().is_none_or(|r| r.reason != Reason::Repetition) {
        let reread = Game::from_fen(&fen, *rules, DiceSource::Crypto).unwrap();
        assert_eq!(reread.legal_moves(), game.legal_moves(), "{fen}");
        assert_eq!(reread.phase(), game.phase(), "{fen}");
        assert_eq!(reread.result(), game.result(), "{fen}");
    }
    let pos = game.position();
    for color in Color::ALL {
        assert!(pos.piece_count(color) <= 16, "{fen}");
        assert!(
            pos.pieces(Piece::new(color, Role::Pawn)).count() <= 8,
            "{fen}"
        );
        if pos.king(color).is_none() {
            let r = game.result().expect("a missing king ends the game");
            assert_eq!(
                (r.reason, r.winner),
                (Reason::CirceMate, Some(color.other())),
                "{fen}"
            );
        }
    }
    assert!(pos.by_role(Role::King).count() <= 2);
}

/// A move that is not generated now: refused with an error, game unchanged.
fn check_refusal(game: &mut Game, pick: &mut Pick) {
    let legal = game.legal_moves();
    let before = game.fen();
    for _ in 0..3 {
        let from = Square::new(pick.next(64) as u8).unwrap();
        let to = Square::new(pick.next(64) as u8).unwrap();
        let uci = Uci {
            from,
            to,
            promotion: None,
            choice: None,
            transfer: None,
        };
        if legal.iter().any(|m| uci.matches(m)) {
            continue;
        }
        assert!(
            game.play_text(&uci.to_string()).is_err(),
            "{uci} in {before}"
        );
        // The core module's reading (UCI only, short words) refuses it
        // with the same code.
        let full = game.parse_move(&uci.to_string()).unwrap_err();
        let short = game.parse_uci(&uci.to_string()).expect("UCI");
        assert_eq!(short.unwrap_err().code(), full.code(), "{uci} in {before}");
        assert!(game.play_uci(&uci.to_string()).expect("UCI").is_err());
        assert_eq!(game.fen(), before);
    }
}

fn play_random_game(seed: u64, rules: Rules, max_actions: usize) -> Game {
    let mut game = Game::from_fen(START_FEN, rules, DiceSource::Seeded(seed)).unwrap();
    let mut pick = Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..max_actions {
        check_invariants(&game, &rules);
        match game.phase() {
            Phase::Over => break,
            Phase::Roll => {
                let dice = game.roll().unwrap();
                assert_eq!(dice.as_slice().len(), 3);
            }
            Phase::Move | Phase::Bonus => {
                check_refusal(&mut game, &mut pick);
                let legal = game.legal_moves();
                assert!(
                    !legal.is_empty(),
                    "a move phase always has a move: {}",
                    game.fen()
                );
                let m = legal[pick.next(legal.len())];
                // The core module's reading finds it by its UCI; SAN is not its.
                assert_eq!(game.parse_uci(&m.to_string()), Some(Ok(m)));
                assert_eq!(game.parse_uci("Nf3"), None);
                let before = game.fen();
                let played = game.play(&m).unwrap();
                assert_eq!(played.mv, m);
                // Undo restores the exact position, then the move is replayed.
                let after = game.fen();
                assert!(game.undo());
                assert_eq!(game.fen(), before, "undo of {m}");
                let again = game.play(&m).unwrap();
                assert_eq!(again, played);
                assert_eq!(game.fen(), after);
            }
        }
    }
    game
}

#[test]
fn random_dice_rex_circe_games_keep_every_invariant() {
    let games = 1500;
    let mut mates = 0;
    for seed in 0..games {
        let game = play_random_game(seed, Rules::DICE_REX_CIRCE, 600);
        if game.result().is_some_and(|r| r.reason == Reason::CirceMate) {
            mates += 1;
        }
        // The record replays to the same game.
        let record = game.to_record();
        let back =
            Game::from_record(&record).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{record}"));
        assert_eq!(back.fen(), game.fen(), "seed {seed}");
        assert_eq!(back.result(), game.result(), "seed {seed}");
        assert_eq!(back.turns(), game.turns(), "seed {seed}");
    }
    assert!(
        mates > games / 10,
        "random games end in Circe Mate often ({mates})"
    );
}

#[test]
fn random_orthodox_games_keep_every_invariant() {
    for seed in 0..300 {
        let game = play_random_game(seed, Rules::ORTHODOX, 400);
        let back = Game::from_record(&game.to_record()).unwrap();
        assert_eq!(back.fen(), game.fen(), "seed {seed}");
    }
}

#[test]
fn mangled_fens_are_refused_or_round_trip_never_panic() {
    let bases = [
        START_FEN,
        "rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP1KPPP/RNBQ1BNR w - d3 0 2 56",
        "rnbqkbnr/p1p1pppp/8/1pPpP3/8/8/PP1P1PPP/RNBQKBNR w - b6d6 0 3 -",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "n3k3/8/8/8/3Q4/8/8/7K b - - 0 1 pending=rd4",
        "n3k3/3r4/8/8/3Q4/8/8/7K w - - 0 1 buried=a8:rq,h1:N",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 origins=e5:e2,d5:d7",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 25",
    ];
    let alphabet: Vec<char> = "pnbrqkPNBRQK12345678/ wb-?KQkqabcdefgh0123456789x=:,"
        .chars()
        .collect();
    let mut pick = Pick(77);
    let mut accepted = 0;
    for i in 0..40_000 {
        let mut chars: Vec<char> = bases[i % bases.len()].chars().collect();
        for _ in 0..1 + pick.next(3) {
            let at = pick.next(chars.len());
            match pick.next(3) {
                0 => chars[at] = alphabet[pick.next(alphabet.len())],
                1 => {
                    chars.remove(at);
                }
                _ => chars.insert(at, alphabet[pick.next(alphabet.len())]),
            }
        }
        let fen: String = chars.into_iter().collect();
        let named = dice_rex_circe::NAMED[i % dice_rex_circe::NAMED.len()].rules;
        for rules in [Rules::DICE_REX_CIRCE, Rules::ORTHODOX, named] {
            if let Ok(setup) = FenPosition::parse(&fen, &rules) {
                accepted += 1;
                let written = setup.to_fen(&rules);
                assert_eq!(
                    FenPosition::parse(&written, &rules).unwrap(),
                    setup,
                    "{fen}"
                );
                let game = Game::from_fen_position(setup, rules, DiceSource::Seeded(1));
                let _ = game.legal_moves();
            }
        }
    }
    assert!(accepted > 100, "some mutations stay valid ({accepted})");
}

/// Seeded random games of one rule set: every move's SAN and UCI read
/// back as the same move, undo restores the position exactly (FEN and
/// key), the FEN reads back to the same moves, and the record replays to
/// the same game. Returns the number of games that ended on the board.
fn rule_set_games(rules: Rules, games: u64, max_actions: usize) -> u64 {
    let mut decided = 0;
    for seed in 0..games {
        let mut game = Game::start(rules, DiceSource::Seeded(seed)).unwrap();
        let mut pick = Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        for action in 0..max_actions {
            if action % 24 == 0 {
                let fen = game.fen();
                let again = Game::from_fen(&fen, rules, DiceSource::Seeded(seed))
                    .unwrap_or_else(|e| panic!("{rules} {fen}: {e}"));
                assert_eq!(again.fen(), fen, "{rules}: FEN round trip");
                if game.result().is_none() {
                    assert_eq!(again.legal_moves(), game.legal_moves(), "{rules} {fen}");
                }
            }
            match game.phase() {
                Phase::Over => break,
                Phase::Roll => {
                    let dice = game.roll().unwrap();
                    assert_eq!(dice.len(), rules.dice.per_roll(), "{rules}");
                }
                // A pass by choice (Vegas Fun Chess), one time in four it is allowed.
                Phase::Move if game.may_pass() && pick.next(4) == 0 => {
                    let fen = game.fen();
                    game.pass().unwrap();
                    let after = game.fen();
                    assert!(game.undo());
                    assert_eq!(game.fen(), fen, "{rules}: undo of a pass");
                    game.pass().unwrap();
                    assert_eq!(game.fen(), after, "{rules}: the pass again");
                }
                Phase::Move | Phase::Bonus => {
                    let legal = game.legal_moves();
                    assert!(!legal.is_empty(), "{rules}: no move in {}", game.fen());
                    let m = legal[pick.next(legal.len())];
                    let fen = game.fen();
                    let key = game.position().key();
                    let played = game.play(&m).unwrap();
                    let san = played.san.clone();
                    let (after, after_key) = (game.fen(), game.position().key());
                    assert!(game.undo());
                    assert_eq!(
                        (game.fen(), game.position().key()),
                        (fen.clone(), key),
                        "{rules}: undo of {san}"
                    );
                    // Both notations name the move (checked at every other move).
                    if action % 2 == 0 {
                        assert_eq!(game.parse_move(&san), Ok(m), "{rules} {fen}: SAN {san}");
                        assert_eq!(
                            game.parse_move(&m.to_string()),
                            Ok(m),
                            "{rules} {fen}: UCI {m}"
                        );
                    }
                    game.play(&m).unwrap();
                    assert_eq!((game.fen(), game.position().key()), (after, after_key));
                }
            }
        }
        if game.result().is_some() {
            decided += 1;
        }
        let record = game.to_record();
        let back = Game::from_record(&record)
            .unwrap_or_else(|e| panic!("{rules} seed {seed}: {e}\n{record}"));
        assert_eq!(back.fen(), game.fen(), "{rules} seed {seed}: record replay");
        assert_eq!(back.result(), game.result(), "{rules} seed {seed}");
        assert_eq!(back.turns(), game.turns(), "{rules} seed {seed}");
    }
    decided
}

#[test]
fn random_games_of_every_rule_set() {
    // A thousand games of up to 80 actions per rule set, on both cores.
    let names: Vec<_> = dice_rex_circe::NAMED.iter().collect();
    let decided: u64 = std::thread::scope(|s| {
        let halves: Vec<_> = names
            .chunks(names.len().div_ceil(2))
            .map(|half| {
                s.spawn(move || {
                    half.iter()
                        .map(|n| rule_set_games(n.rules, 1000, 80))
                        .sum::<u64>()
                })
            })
            .collect();
        halves.into_iter().map(|h| h.join().unwrap()).sum()
    });
    assert!(decided > 100, "games end on the board too ({decided})");
}

/// The effects `legalMoves()` shows for a move without playing it are the
/// effects of playing it, in every rule set with a plain rebirth and no
/// check (where they are computed apart).
#[test]
fn previewed_effects_are_the_played_ones() {
    for rules in [
        Rules::DICE_REX_CIRCE,
        "dice-rex-circe,kings=exclusive".parse().unwrap(),
    ] {
        for seed in 0..50 {
            let mut game = Game::start(rules, DiceSource::Seeded(seed)).unwrap();
            let mut pick = Pick(seed | 1);
            for _ in 0..100 {
                match game.phase() {
                    Phase::Over => break,
                    Phase::Roll => {
                        game.roll().unwrap();
                    }
                    _ => {
                        let legal = game.legal_moves();
                        for m in &legal {
                            let mut san = String::new();
                            let previewed = game.preview(m, &legal, &mut san);
                            let mut g = game.clone();
                            let played = g.play(m).unwrap();
                            assert_eq!(previewed, played.effects, "{} {m}", game.fen());
                            assert_eq!(san, played.san);
                        }
                        game.play(&legal[pick.next(legal.len())]).unwrap();
                    }
                }
            }
        }
    }
}
