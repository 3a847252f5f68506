//! The examples of every rule set of the Circe family (VARIANTS.md §2 and
//! the probe table of §0, checked against Popeye), from
//! tests/data/variants-examples.txt: the moves Popeye lists must be legal,
//! with the effects it shows; the moves it does not list must be absent
//! (a UCI such as `h2h3` in any form, or `d4b2=Pb7` with those effects).

use dice_rex_circe::{
    Color, DiceSource, Game, Move, Movement, Piece, Role, Rules, Square, home_square,
};
use std::collections::HashMap;

// The true reasons of Mars and Anti-Mars refusals have a file of their own.
#[path = "variants/refusals.rs"]
mod refusals;

/// A small seeded generator (xorshift) of choices: `next(n)` is in `0..n`.
fn picker(mut seed: u64) -> impl FnMut(usize) -> usize {
    move |n| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    }
}

/// The effects a move's SAN writes in parentheses, or "" for none.
fn effects(san: &str) -> String {
    match san.find('(') {
        Some(i) => san[i + 1..]
            .trim_end_matches(['+', '#'])
            .trim_end_matches(')')
            .to_string(),
        None => String::new(),
    }
}

fn find(game: &Game, uci: &str) -> Option<Move> {
    if uci == "O-O" || uci == "O-O-O" {
        return game.parse_move(uci).ok();
    }
    game.legal_moves()
        .into_iter()
        .find(|m| m.to_string() == uci)
}

/// Checks `uci=effects` in `game` and plays it.
fn expect_move(game: &mut Game, spec: &str, context: &str) {
    let (uci, fx) = spec.split_once('=').unwrap_or((spec, ""));
    let Some(m) = find(game, uci) else {
        let all: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
        panic!("{context}: {uci} is not legal; legal: {all:?}");
    };
    let san = game.san(&m);
    assert_eq!(effects(&san), fx, "{context}: {uci} is written {san}");
    game.play(&m).unwrap();
}

#[test]
fn every_example_of_the_circe_family() {
    let text = include_str!("data/variants-examples.txt");
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let f: Vec<&str> = line.split('|').collect();
        let (section, name, stipulation, fen) = (f[0], f[1], f[2], f[3]);
        let rules: Rules = name.parse().unwrap_or_else(|e| panic!("{line}: {e}"));
        let context = format!("§{section} {name} {fen}");
        let game = Game::from_fen(fen, rules, DiceSource::Seeded(1))
            .unwrap_or_else(|e| panic!("{context}: {e}"));
        for present in f[4].split(';').filter(|s| !s.is_empty()) {
            let mut g = game.clone();
            let specs: Vec<&str> = present.split(' ').collect();
            assert_eq!(
                specs.len(),
                if stipulation == "h~1" { 2 } else { 1 },
                "{line}"
            );
            for spec in specs {
                expect_move(&mut g, spec, &context);
            }
            checked += 1;
        }
        for absent in f[5].split(';').filter(|s| !s.is_empty()) {
            let legal = game.legal_moves();
            match absent.split_once('=') {
                None => {
                    let hit = legal
                        .iter()
                        .find(|m| m.to_string().split('/').next() == Some(absent));
                    assert!(
                        hit.is_none(),
                        "{context}: {absent} must not be legal: {hit:?}"
                    );
                }
                Some((uci, fx)) => {
                    let hit = legal.iter().find(|m| {
                        m.to_string().split('/').next() == Some(uci) && effects(&game.san(m)) == fx
                    });
                    assert!(
                        hit.is_none(),
                        "{context}: {absent} must not be legal: {hit:?}"
                    );
                }
            }
            checked += 1;
        }
        for count in f
            .get(6)
            .into_iter()
            .flat_map(|c| c.split(';'))
            .filter(|s| !s.is_empty())
        {
            let (ft, n) = count.split_once(':').unwrap();
            let found = game
                .legal_moves()
                .iter()
                .filter(|m| format!("{}{}", m.from, m.to) == ft)
                .count();
            assert_eq!(found.to_string(), n, "{context}: moves {ft}");
            checked += 1;
        }
    }
    assert!(checked >= 150, "only {checked} checks");
}

/// Mars and Anti-Mars Circe move the same without check
/// (`mars-circe,check=no`): the examples of VARIANTS 2.23–2.24 hold, and
/// after 1.e4 d5 the pawn on e4 has no capture (it captures from e2).
#[test]
fn mars_movement_does_not_depend_on_check() {
    let text = include_str!("data/variants-examples.txt");
    let mut checked = 0;
    for line in text.lines().filter(|l| l.contains("mars-circe|")) {
        let f: Vec<&str> = line.split('|').collect();
        let rules: Rules = format!("{},check=no", f[1]).parse().unwrap();
        let game = Game::from_fen(f[3], rules, DiceSource::Seeded(1)).unwrap();
        let legal: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
        for present in f[4].split(';').filter(|s| !s.is_empty()) {
            let uci = present.split_once('=').map_or(present, |(u, _)| u);
            assert!(
                legal.iter().any(|m| m == uci),
                "{line}: {uci} not in {legal:?}"
            );
            checked += 1;
        }
        for absent in f[5].split(';').filter(|s| !s.is_empty()) {
            assert!(
                !legal.iter().any(|m| m == absent),
                "{line}: {absent} is legal"
            );
            checked += 1;
        }
    }
    assert!(checked >= 15, "only {checked} checks");
    for name in [
        "mars-circe,check=no",
        "mars-circe,check=no,dice=three-after-king-move",
    ] {
        let mut g = Game::start(name.parse().unwrap(), DiceSource::Seeded(1)).unwrap();
        g.play_text("e4").unwrap();
        g.play_text("d5").unwrap();
        assert!(g.parse_move("e4d5").is_err(), "{name}: exd5 is legal");
    }
}

/// `Position::occupied_rebirth`, which `whyIllegal` uses to say "its
/// square is occupied", names a square only for captures the rules do
/// refuse, and does name one in each rule set that refuses captures so.
#[test]
fn an_occupied_rebirth_square_is_named_only_for_refused_captures() {
    let mut next = picker(0x9e37_79b9_7f4a_7c15_u64);
    let sets = [
        "anticirce",
        "anticirce-cheylan",
        "antiequipollents-circe",
        "strict-circe",
    ];
    for name in sets {
        let named = dice_rex_circe::NAMED
            .iter()
            .find(|n| n.name == name)
            .unwrap();
        let rules = named.rules;
        let mut named_squares = 0;
        for game_no in 0..40 {
            let mut g = Game::from_fen(
                dice_rex_circe::START_FEN,
                rules,
                DiceSource::Seeded(game_no),
            )
            .unwrap();
            for _ in 0..80 {
                if g.result().is_some() {
                    break;
                }
                let legal = g.legal_moves();
                let pos = g.position();
                for from in (0..64u8).filter_map(Square::new) {
                    for to in (0..64u8).filter_map(Square::new) {
                        if let Some((sq, capturer)) = pos.occupied_rebirth(&rules, from, to) {
                            assert!(
                                !legal.iter().any(|m| m.from == from && m.to == to),
                                "{name}: {}: {from}{to} is legal, yet {sq} was named",
                                g.fen()
                            );
                            assert!(pos.piece_at(sq).is_some() || sq == to);
                            assert_eq!(capturer, name != "strict-circe");
                            named_squares += 1;
                        }
                    }
                }
                let m = legal[next(legal.len())];
                g.play(&m).unwrap();
            }
        }
        assert!(
            named_squares > 20,
            "{name}: only {named_squares} refusals named"
        );
    }
}

/// A pawn on its own first rank that cannot move attacks nothing either
/// (VARIANTS C9), so it neither checks nor guards (Popeye 4.104, PWC):
/// the king may take it, and a position with the enemy king beside it is
/// no check. Where such a pawn may step (Cage, Parrain) it attacks.
#[test]
fn a_pawn_on_its_first_rank_that_cannot_move_gives_no_check() {
    let sets = [
        ("pwc-circe", false),
        ("antipodean-circe", false),
        ("symmetrical-circe", false),
        ("equipollents-circe", false),
        ("cage-circe", true),
        ("parrain-circe", true),
    ];
    for (name, attacks) in sets {
        let rules: Rules = name.parse().unwrap();
        let game = |fen: &str| Game::from_fen(fen, rules, DiceSource::Seeded(1));
        // The black king may take the pawn on h2 only if the white pawn on
        // g1 does not guard it.
        let g = game("8/8/8/5K2/8/8/6kP/6P1 b - - 0 1").unwrap();
        let moves: Vec<String> = g.legal_moves().iter().map(|m| m.to_string()).collect();
        assert_eq!(
            moves.contains(&"g2h2".to_string()),
            !attacks,
            "{name}: {moves:?}"
        );
        // White to move with the black king beside the pawn: a position
        // with the side not to move in check only if the pawn attacks.
        match game("8/8/8/5K2/8/8/7k/6P1 w - - 0 1") {
            Ok(g) => {
                assert!(!attacks, "{name}");
                assert!(!g.legal_moves().iter().any(|m| m.from.to_string() == "g1"));
                // Refused for what it is, not as a move into check.
                let refusal = g.parse_move("g1g2").unwrap_err().to_string();
                assert!(refusal.contains("first rank"), "{name}: {refusal}");
            }
            Err(e) => assert!(attacks, "{name}: {e}"),
        }
    }
    // PWC Circe: the pawn taken on h2 is reborn on g1, where it does not
    // guard h2 (Popeye lists Kxh2).
    let pwc: Rules = "pwc-circe".parse().unwrap();
    let mut g =
        Game::from_fen("8/8/8/5K2/8/8/7P/6k1 b - - 0 1", pwc, DiceSource::Seeded(1)).unwrap();
    expect_move(&mut g, "g1h2=Pg1", "pwc-circe");
    assert!(!g.in_check());
}

/// Plays `ucis` as a series of moves by the side to move in `fen`, as
/// Popeye's `ser-` stipulations do (the other side passes), checking
/// each move's effects; returns the FEN after each move.
fn series(rules: Rules, fen: &str, ucis: &[&str]) -> Vec<String> {
    let mut fen = fen.to_string();
    let mut out = Vec::new();
    for spec in ucis {
        let mut g = Game::from_fen(&fen, rules, DiceSource::Seeded(1))
            .unwrap_or_else(|e| panic!("{fen}: {e}"));
        expect_move(&mut g, spec, &format!("{rules} {fen}"));
        let mut fields: Vec<String> = g.fen().split(' ').map(String::from).collect();
        fields[1] = if fields[1] == "w" { "b" } else { "w" }.to_string();
        fen = fields.join(" ");
        out.push(g.fen());
    }
    out
}

/// Volcanic Circe buries in a queue: the unit buried first erupts first,
/// and the FEN lists each square's units in burial order (VARIANTS 2.25;
/// Popeye 4.104, `exact-ser-zd83` and `exact-ser-ze63`).
#[test]
fn volcanic_units_erupt_in_the_order_they_were_buried() {
    // File Circe: the bishop and then the knight are reborn on e8 under
    // the white rook; the rook leaves and the bishop erupts.
    let file: Rules = "file-circe,occupied=volcanic".parse().unwrap();
    let fens = series(
        file,
        "4R3/8/8/4n3/4b3/7k/8/K3Q3 w - - 0 1",
        &["e1e4=B↓e8", "e4e5=N↓e8", "e8d8=B↑e8"],
    );
    assert!(fens[1].ends_with(" buried=e8:bn"), "{}", fens[1]);
    assert!(fens[2].starts_with("3Rb3/"), "{}", fens[2]);
    assert!(fens[2].ends_with(" buried=e8:n"), "{}", fens[2]);
    // Equipollents: both captures send their unit to e7, in either order.
    let equi: Rules = "equipollents-circe,occupied=volcanic".parse().unwrap();
    let fen = "7k/4R3/3n4/2B5/4b3/8/8/K3Q3 w - - 0 1";
    let fens = series(equi, fen, &["e1e4=B↓e7", "c5d6=N↓e7", "e7e6=B↑e7"]);
    assert!(fens[1].ends_with(" buried=e7:bn"), "{}", fens[1]);
    let fens = series(equi, fen, &["c5d6=N↓e7", "e1e4=B↓e7", "e7e6=N↑e7"]);
    assert!(fens[1].ends_with(" buried=e7:nb"), "{}", fens[1]);
    // The FEN reads the queue back in that order: the knight, listed
    // first under e7, erupts first.
    series(
        equi,
        "7k/4R3/3B4/8/4Q3/8/8/K7 w - - 0 1 buried=e7:nb",
        &["e7e6=N↑e7"],
    );
}

/// A castling king that is refused is told castling's reason, not "a king
/// moves one square": no castling in these rules, the king or that rook
/// has moved, a piece stands between them, the king is in check, or it
/// would pass a square where it is in check; a castling allowed by all of
/// those but landing in check is refused for check.
#[test]
fn a_refused_castling_states_castling_s_reason() {
    let refusal = |rules: &str, fen: &str, uci: &str| {
        let g = Game::from_fen(fen, rules.parse().unwrap(), DiceSource::Seeded(1)).unwrap();
        let r = g.refusal(uci).unwrap().expect("a refused move");
        (r.reason, r.piece, r.square.map(|s| s.to_string()))
    };
    let king = Some(Role::King);
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let sq = |s: &str| Some(s.to_string());
    assert_eq!(
        refusal("orthodox", start, "e1g1"),
        ("castle-blocked", king, sq("f1"))
    );
    assert_eq!(
        refusal("orthodox", start, "e1c1"),
        ("castle-blocked", king, sq("d1"))
    );
    let open = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    assert_eq!(
        refusal("orthodox,castling=no", open, "e1g1"),
        ("no-castling", king, None)
    );
    assert_eq!(
        refusal("orthodox", &open.replace("KQkq", "Qkq"), "e1g1"),
        ("castle-moved", king, None)
    );
    assert_eq!(
        refusal("orthodox", &open.replace("KQkq", "Kkq"), "e1c1"),
        ("castle-moved", king, None)
    );
    // The b-file square must be empty too, though the king does not cross it.
    let b1 = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/RN2K2R w KQkq - 0 1";
    assert_eq!(
        refusal("orthodox", b1, "e1c1"),
        ("castle-blocked", king, sq("b1"))
    );
    let checked = "r3k2r/pppp1ppp/8/8/8/8/PPP1rPPP/R3K2R w KQkq - 0 1";
    assert_eq!(
        refusal("orthodox", checked, "e1g1"),
        ("castle-check", king, None)
    );
    let through = "r3kr2/ppppp1pp/8/8/8/8/PPPPP1PP/R3K2R w KQq - 0 1";
    assert_eq!(
        refusal("orthodox", through, "e1g1"),
        ("castle-through", king, sq("f1"))
    );
    assert_eq!(
        refusal("circe", through, "e1g1"),
        ("castle-through", king, sq("f1"))
    );
    let landing = "r3k1r1/pppppp1p/8/8/8/8/PPPPPP1P/R3K2R w KQq - 0 1";
    assert_eq!(refusal("orthodox", landing, "e1g1"), ("check", king, None));
    // Without check there is no attack condition, so only the others apply.
    assert_eq!(
        refusal("orthodox,check=no", &open.replace("KQkq", "Qkq"), "e1g1"),
        ("castle-moved", king, None)
    );
    // Dice Rex Circe has no castling; a king's one-square step keeps its reason.
    let drc = "rnbqk2r/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w - - 0 1";
    assert_eq!(
        refusal("dice-rex-circe", drc, "e1g1"),
        ("no-castling", king, None)
    );
    assert_eq!(
        refusal("dice-rex-circe", drc, "e1e3"),
        ("pattern", king, sq("e3"))
    );
    // A castling in SAN in a rule set that castles, refused for a blocker.
    let g = Game::from_fen(start, "orthodox".parse().unwrap(), DiceSource::Seeded(1)).unwrap();
    assert_eq!(
        g.refusal("O-O").unwrap().map(|r| r.reason),
        Some("castle-blocked")
    );
}

/// A reborn unit is brand new (VARIANTS C2, checked against Popeye's
/// four-ply lines): a king reborn on its square castles with a rook that
/// never moved or is reborn on its corner, though it had moved before;
/// the FEN keeps such rooks of a moved king as `rooks=`, and reads them
/// back, so a position given by its FEN plays on the same.
#[test]
fn a_king_reborn_on_its_square_castles_again_and_the_fen_keeps_its_rooks() {
    let rules: Rules = "circe-rex-inclusive".parse().unwrap();
    let castles = |g: &Game| {
        g.legal_moves()
            .iter()
            .any(|m| m.uci().to_string() == "e1g1")
    };
    let ucis = |g: &Game| -> Vec<String> {
        g.legal_moves()
            .iter()
            .map(|m| m.uci().to_string())
            .collect()
    };
    for (fen, moves) in [
        // The rook reborn on h1, the king reborn on e1 after it had moved.
        (
            "4k3/8/8/3b4/8/1R6/8/4K3 b - - 0 1",
            &["d5b3", "e1d1", "b3d1"][..],
        ),
        // The king reborn on e1 and the rook that never left h1.
        ("4k3/8/8/8/8/1b6/8/4K2R w K - 0 1", &["e1d1", "b3d1"][..]),
    ] {
        let mut g = Game::from_fen(fen, rules, DiceSource::Seeded(1)).unwrap();
        for uci in moves {
            g.play_text(uci).unwrap();
            // Read back from its FEN, the game has the same moves.
            let back = Game::from_fen(&g.fen(), rules, DiceSource::Seeded(1)).unwrap();
            assert_eq!((back.fen(), ucis(&back)), (g.fen(), ucis(&g)));
        }
        assert!(castles(&g), "{fen}: {}", g.fen());
        assert!(g.fen().contains(" K "), "{}", g.fen());
    }
    // After 1...Bxb3 the rook reborn on h1 waits for its king, which has
    // moved: the FEN says so, and without it the rook would never castle.
    let mut g = Game::from_fen(
        "4k3/8/8/3b4/8/1R6/8/4K3 b - - 0 1",
        rules,
        DiceSource::Seeded(1),
    )
    .unwrap();
    g.play_text("d5b3").unwrap();
    g.play_text("e1d1").unwrap();
    assert!(g.fen().ends_with(" rooks=h1"), "{}", g.fen());
    let mut back = Game::from_fen(&g.fen(), rules, DiceSource::Seeded(1)).unwrap();
    back.play_text("b3d1").unwrap();
    assert!(castles(&back), "{}", back.fen());
    let bare = g.fen().replace(" rooks=h1", "");
    let mut bare = Game::from_fen(&bare, rules, DiceSource::Seeded(1)).unwrap();
    bare.play_text("b3d1").unwrap();
    assert!(!castles(&bare));
    // In orthodox chess a king that moved never castles: no such field.
    let mut g = Game::from_fen(
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        Rules::ORTHODOX,
        DiceSource::Seeded(1),
    )
    .unwrap();
    g.play_text("e1d1").unwrap();
    assert!(!g.fen().contains("rooks="), "{}", g.fen());
    let fen = "4k3/8/8/8/8/8/8/3K3R w - - 0 1 rooks=h1";
    let e = Game::from_fen(fen, Rules::ORTHODOX, DiceSource::Seeded(1)).unwrap_err();
    assert!(e.to_string().contains("no rebirth places a king"), "{e}");
    for (fen, why) in [
        (
            "4k3/8/8/8/8/8/8/3K3R w - - 0 1 rooks=g1",
            "g1 is not a corner",
        ),
        (
            "4k3/8/8/8/8/8/8/3K4 w - - 0 1 rooks=h1",
            "no white rook on h1",
        ),
        ("4k3/8/8/8/8/8/8/4K2R w K - 0 1 rooks=h1", "has not moved"),
        ("4k3/8/8/8/8/8/8/3K3R w - - 0 1 rooks=h1,h1", "given twice"),
    ] {
        let e = Game::from_fen(fen, rules, DiceSource::Seeded(1)).unwrap_err();
        assert!(e.to_string().contains(why), "{fen}: {e}");
    }
}

/// A Mars Circe unit checks only from its rebirth square (VARIANTS 2.23),
/// so the squares where a king can ever be in check are few and fixed:
/// Black's king only on the first three ranks (a pawn captures from its
/// second rank), the a-, d- and h-files and the diagonals from c1, d1
/// and f1. It starts on e8, in a region of twelve squares where nothing
/// can ever check it (e6 to g8, e5, f5 and e4), which is why searches
/// that see a mate coming draw Mars Circe (docs/computer-opponent.md).
/// Each square is tried with every White unit on every other square,
/// White's king on e1 or a8.
#[test]
fn a_mars_circe_king_can_be_checked_only_on_the_squares_rebirth_squares_attack() {
    let rules: Rules = "mars-circe".parse().unwrap();
    let fen = |cells: &[(usize, char)]| {
        let mut board = ['1'; 64];
        for &(i, c) in cells {
            board[i] = c;
        }
        let ranks: Vec<String> = (0..8)
            .rev()
            .map(|r| board[r * 8..r * 8 + 8].iter().collect())
            .collect();
        format!("{} b - - 0 1", ranks.join("/"))
    };
    let near = |a: usize, b: usize| (a % 8).abs_diff(b % 8) <= 1 && (a / 8).abs_diff(b / 8) <= 1;
    let mut map = String::new();
    for rank in (0..8).rev() {
        for file in 0..8 {
            let king = rank * 8 + file;
            let mut checked = false;
            for white_king in [4, 56].into_iter().filter(|&w| !near(w, king)) {
                for unit in ['Q', 'R', 'B', 'N', 'P'] {
                    for sq in (0..64).filter(|&s| s != king && s != white_king) {
                        if unit == 'P' && !(8..56).contains(&sq) {
                            continue;
                        }
                        let fen = fen(&[(king, 'k'), (white_king, 'K'), (sq, unit)]);
                        let game = Game::from_fen(&fen, rules, DiceSource::Seeded(1)).unwrap();
                        checked |= game.in_check();
                    }
                }
            }
            map.push(if checked { 'x' } else { '.' });
        }
        map.push('\n');
    }
    let expected = "\
x..x...x
x..x...x
x..x...x
xx.x..xx
x.xx.xxx
xxxxxxxx
xxxxxxxx
xxxxxxxx
";
    assert_eq!(
        map, expected,
        "squares where Black's king can be checked (x), rank 8 first"
    );
}
