//! The exact odds (src/ai/odds.rs) against brute force through the game
//! itself: every ordered roll is entered with `roll_with`, and every legal
//! bonus move is played in every order until the turn ends, on small
//! positions of Dice Rex Circe, dice chess (two dice and one die) and
//! orthodox chess.

use dice_rex_circe::ai::odds::{Chance, Danger, MoveOdds, Odds, mating_lines, odds};
use dice_rex_circe::{Color, DiceSource, Game, Phase, Rules};

fn game(fen: &str, rules: &str) -> Game {
    let rules: Rules = rules.parse().unwrap();
    Game::from_fen(fen, rules, DiceSource::Seeded(9)).unwrap()
}

/// Whether `mover` wins from `g` within its turn, trying every legal move
/// in every order.
fn can_win(g: &Game, mover: Color) -> bool {
    if let Some(r) = g.result() {
        return r.winner == Some(mover);
    }
    if g.turn() != mover || g.phase() != Phase::Bonus {
        return false;
    }
    g.legal_moves().iter().any(|m| {
        let mut h = g.clone();
        h.play(m).unwrap();
        can_win(&h, mover)
    })
}

/// Of the ordered rolls of a game in its roll phase: how many let the
/// mover win within the turn, how many allow no move, and how many there
/// are (216; the playable faces of one die).
fn brute_roll(g: &Game) -> (u32, u32, u32) {
    assert_eq!(g.phase(), Phase::Roll);
    let mover = g.turn();
    let rolls: Vec<Vec<u8>> = match g.rules().dice.per_roll() {
        3 => (0..216u8)
            .map(|i| vec![i / 36 + 1, i / 6 % 6 + 1, i % 6 + 1])
            .collect(),
        2 => (0..36u8).map(|i| vec![i / 6 + 1, i % 6 + 1]).collect(),
        _ => (1..=6u8).map(|f| vec![f]).collect(),
    };
    let (mut win, mut pass, mut total) = (0, 0, 0);
    for roll in rolls {
        let mut h = g.clone();
        if h.roll_with(&roll).is_err() {
            continue; // one die: a face that cannot move is rolled again
        }
        total += 1;
        // A roll that allows no move (a pass, which is a move of no unit,
        // or the bonus dice forfeited) leaves the board as it was.
        let moved = |g: &Game| g.history().filter(|p| !p.mv.is_pass()).count();
        if h.turn() != mover && moved(&h) == moved(g) {
            pass += 1;
        } else if h.phase() == Phase::Bonus {
            win += u32::from(can_win(&h, mover));
        } else {
            // Dice chess: one move, which may win at once.
            win += u32::from(h.legal_moves().iter().any(|m| {
                let mut k = h.clone();
                k.play(m).unwrap();
                k.result().is_some_and(|r| r.winner == Some(mover))
            }));
        }
    }
    (win, pass, total)
}

/// The best chance of the side to move in `g` (at the start of its turn)
/// of winning within the turn, by brute force.
fn brute_best(g: &Game) -> Chance {
    let mover = g.turn();
    if g.phase() == Phase::Roll {
        let (win, _, total) = brute_roll(g);
        return Chance { count: win, total };
    }
    let total = if g.rules().dice.per_roll() == 3 {
        216
    } else {
        1
    };
    let mut best = Chance::never(total);
    for m in g.legal_moves() {
        let mut h = g.clone();
        h.play(&m).unwrap();
        let count = if h.result().is_some_and(|r| r.winner == Some(mover)) {
            total
        } else if h.phase() == Phase::Roll {
            brute_roll(&h).0
        } else {
            0
        };
        best.count = best.count.max(count);
    }
    best
}

/// Checks every move of `g` (in a move phase) against brute force: its
/// chance of winning this turn, whether the turn ends with it, and, for
/// those that end the turn, its danger.
fn check_moves(g: &Game, all: &Odds) -> usize {
    let mover = g.turn();
    let mut dangers = 0;
    assert_eq!(all.moves.len(), g.legal_moves().len());
    for MoveOdds {
        mv,
        win,
        danger,
        ends_turn,
    } in &all.moves
    {
        let mut h = g.clone();
        h.play(mv).unwrap();
        let what = format!("{} {mv}", g.fen());
        if h.result().is_some_and(|r| r.winner == Some(mover)) {
            assert_eq!(win.count, win.total, "{what}");
            assert_eq!(*danger, None, "{what}");
            continue;
        }
        let brute_win = if h.phase() == Phase::Roll && h.turn() == mover {
            let (w, _, total) = brute_roll(&h);
            Chance { count: w, total }
        } else {
            let w = can_win(&h, mover);
            Chance {
                count: u32::from(w) * win.total,
                total: win.total,
            }
        };
        assert_eq!(*win, brute_win, "{what}");
        let ended = h.turn() != mover;
        assert_eq!(*ends_turn, ended && h.phase() != Phase::Over, "{what}");
        if ended && h.phase() != Phase::Over {
            assert_eq!(Some(brute_best(&h)), *danger, "danger of {what}");
            dangers += 1;
        }
    }
    dangers
}

/// Checks the roll phase's odds of `g` against brute force.
fn check_roll(g: &Game) {
    let all = odds(g, Danger::None).unwrap();
    let roll = all.roll.expect("the roll's odds");
    let (win, pass, total) = brute_roll(g);
    assert_eq!(
        (roll.win, roll.pass),
        (Chance { count: win, total }, Chance { count: pass, total }),
        "{}",
        g.fen()
    );
    assert_eq!(
        roll.outcomes.iter().map(|o| o.weight).sum::<u32>(),
        total,
        "{}",
        g.fen()
    );
}

#[test]
fn the_seed_example_ke5_mates_with_31_rolls_of_216() {
    // RULES §10: Ke5 mates with a 5 and a 6 (Qe8, then Kxd6; or Kxd6,
    // then Qxe8 on the reborn king: 30 rolls) and with 6-6-6 (Kxd6, Kd7,
    // Kxe8, the king taken on its own rebirth square): 31 of 216.
    let g = game("8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -", "dice-rex-circe");
    let all = odds(&g, Danger::KingMoves).unwrap();
    let ke5 = all
        .moves
        .iter()
        .find(|m| m.mv.to_string() == "e4e5")
        .unwrap();
    assert_eq!(
        ke5.win,
        Chance {
            count: 31,
            total: 216
        }
    );
    assert!((ke5.win.probability() - 31.0 / 216.0).abs() < 1e-12);
    let mut after = g.clone();
    after.play_text("Ke5").unwrap();
    // With no 5 and no 6 (64 rolls) neither piece can move: the dice are forfeited.
    assert_eq!(brute_roll(&after), (31, 64, 216));
    check_roll(&after);
    let roll = odds(&after, Danger::None).unwrap().roll.unwrap();
    let winning: Vec<String> = roll
        .outcomes
        .iter()
        .filter(|o| o.win)
        .map(|o| o.dice.to_string())
        .collect();
    assert_eq!(
        winning.join(" "),
        "1-5-6 2-5-6 3-5-6 4-5-6 5-5-6 5-6-6 6-6-6"
    );
    // Each winning roll has a mating line, which the game plays to a Circe Mate.
    let rolls: Vec<_> = roll.outcomes.iter().map(|o| o.dice).collect();
    let lines = mating_lines(after.position(), &after.rules(), &rolls);
    for (o, line) in roll.outcomes.iter().zip(lines) {
        assert_eq!(line.is_some(), o.win, "{}", o.dice);
        if let Some(line) = line {
            let mut h = after.clone();
            h.roll_with(o.dice.as_slice()).unwrap();
            for m in &line {
                h.play(m).unwrap();
            }
            assert_eq!(h.result().unwrap().winner, Some(Color::White), "{}", o.dice);
        }
    }
}

#[test]
fn dice_rex_circe_odds_match_brute_force() {
    let fens = [
        // The seed example: king moves near and far from the black king.
        "8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -",
        // A pawn that promotes with a 1, after which a 5 moves the queen;
        // the black king stands on its own rebirth square.
        "4k3/1P6/8/8/8/8/8/4K2R w - - 0 1",
        // Both sides can mate: dangers are not all zero.
        "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        "4k3/8/8/3N4/8/8/3n4/4K3 w - - 0 1",
        // Kings face to face, a bishop and a knight.
        "8/8/3k4/8/3K4/2B5/8/6n1 b - - 0 1",
    ];
    let mut kings = 0;
    let mut dangers = 0;
    for fen in fens {
        let g = game(fen, "dice-rex-circe");
        let all = odds(&g, Danger::AllMoves).unwrap();
        assert_eq!(all.side, g.turn());
        assert_eq!(all.phase, Phase::Move);
        dangers += check_moves(&g, &all);
        for m in &all.moves {
            if m.mv.role != dice_rex_circe::Role::King || m.win.count == m.win.total {
                continue;
            }
            kings += 1;
            let mut h = g.clone();
            h.play(&m.mv).unwrap();
            check_roll(&h);
            // The danger of a king move is that of the position it leaves,
            // as if the turn ended there: the same figure as brute force
            // from that position with the other side to move.
            let fen = h.fen();
            let mut fields: Vec<&str> = fen.split(' ').collect();
            fields[1] = if fields[1] == "w" { "b" } else { "w" };
            fields[6] = "-";
            let passed = game(&fields.join(" "), "dice-rex-circe");
            assert_eq!(m.danger, Some(brute_best(&passed)), "{fen}");
        }
    }
    assert!(kings >= 25, "{kings} king moves");
    assert!(dangers >= 40, "{dangers} dangers");
}

#[test]
fn bonus_moves_know_whether_the_dice_left_still_mate() {
    let mut g = game("8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -", "dice-rex-circe");
    g.play_text("Ke5").unwrap();
    g.roll_with(&[2, 5, 6]).unwrap();
    let all = odds(&g, Danger::AllMoves).unwrap();
    check_moves(&g, &all);
    let qe8 = all
        .moves
        .iter()
        .find(|m| m.mv.to_string() == "a4e8")
        .unwrap();
    assert_eq!(qe8.win, Chance::certain(1));
    let qa1 = all
        .moves
        .iter()
        .find(|m| m.mv.to_string() == "a4a1")
        .unwrap();
    assert_eq!(qa1.win, Chance::never(1));
    assert!(!qa1.ends_turn);
    // The last die: the move ends the turn, and its danger is exact.
    g.play_text("Qa1").unwrap();
    let last = odds(&g, Danger::AllMoves).unwrap();
    assert!(last.moves.iter().all(|m| m.ends_turn && m.danger.is_some()));
    check_moves(&g, &last);
}

#[test]
fn dice_chess_odds_match_brute_force() {
    // Two dice: the back-rank mate needs a rook die (4) or doubles, and a
    // roll that shows neither a king nor a rook move passes.
    let g = game("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "dice-chess");
    assert_eq!(g.phase(), Phase::Roll);
    check_roll(&g);
    let roll = odds(&g, Danger::None).unwrap().roll.unwrap();
    assert_eq!(
        roll.win,
        Chance {
            count: 16,
            total: 36
        }
    );
    assert!(roll.pass.count > 0);
    for (fen, rules) in [
        ("r5k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1", "dice-chess"),
        ("4k3/8/8/8/3q4/8/3PP3/4K3 w - - 0 1", "dice-chess"),
        ("k7/8/8/8/8/8/8/R3K3 w - - 0 1", "dice-chess-one-die"),
        ("k7/8/1P6/8/8/8/8/R3K3 w - - 0 1", "dice-chess-one-die"),
    ] {
        let g = game(fen, rules);
        check_roll(&g);
        // After each roll: every allowed move's win and danger.
        for faces in [[1u8, 4], [2, 2], [4, 6], [3, 5]] {
            let mut h = g.clone();
            let faces: &[u8] = if rules.ends_with("one-die") {
                &faces[1..]
            } else {
                &faces
            };
            if h.roll_with(faces).is_err() || h.phase() != Phase::Move || h.turn() != g.turn() {
                continue;
            }
            let all = odds(&h, Danger::AllMoves).unwrap();
            check_moves(&h, &all);
        }
    }
    // One die: the faces that can move, each equally likely; a rook takes
    // the king with a 4.
    let one = game("k7/8/8/8/8/8/8/R3K3 w - - 0 1", "dice-chess-one-die");
    let roll = odds(&one, Danger::None).unwrap().roll.unwrap();
    assert_eq!(roll.win, Chance { count: 1, total: 2 });
    assert_eq!(roll.pass, Chance::never(2));
}

#[test]
fn without_dice_a_win_is_certain_or_never() {
    let g = game("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "orthodox");
    let all = odds(&g, Danger::AllMoves).unwrap();
    check_moves(&g, &all);
    let ra8 = all
        .moves
        .iter()
        .find(|m| m.mv.to_string() == "a1a8")
        .unwrap();
    assert_eq!(ra8.win, Chance::certain(1));
    assert!(
        all.moves
            .iter()
            .filter(|m| m.mv.to_string() != "a1a8")
            .all(|m| m.win == Chance::never(1))
    );
}

#[test]
fn a_finished_game_has_no_odds() {
    let g = game("4Q3/8/3K4/8/8/8/8/8 w - - 0 1", "dice-rex-circe");
    assert!(odds(&g, Danger::KingMoves).is_err());
}
