//! Vegas Fun Chess (VARIANTS.md §E, derived from Koltanowski's rules on
//! The Chess Variant Pages): two dice told apart, die 1 pawn, knight,
//! bishop, rook, king, pawn and die 2 pawn, knight, bishop, rook, queen,
//! optional. A unit of a type either die shows moves; optional allows any
//! move or a pass; a roll that allows no move passes. The player in check
//! does not roll and answers the check with any legal move; the player who
//! gave check does not roll on the next turn (any move, or a pass).
//! Through the turn machine, the FEN, the records, the odds and the
//! computer.

use dice_rex_circe::ai::odds::{Danger, odds};
use dice_rex_circe::{
    Color, DiceRule, DiceSource, FenPosition, Game, Phase, Reason, Role, Rules, VEGAS_DIE_1, record,
};

fn rules() -> Rules {
    "vegas-fun-chess".parse().unwrap()
}

fn start() -> Game {
    Game::start(rules(), DiceSource::Seeded(1)).unwrap()
}

fn fen(text: &str) -> Game {
    Game::from_fen(text, rules(), DiceSource::Seeded(1)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sans(g: &Game) -> Vec<String> {
    let mut out: Vec<String> = g.legal_moves().iter().map(|m| g.san(m)).collect();
    out.sort();
    out
}

fn roles(g: &Game) -> Vec<Role> {
    let mut out: Vec<Role> = g.legal_moves().iter().map(|m| m.role).collect();
    out.sort();
    out.dedup();
    out
}

#[test]
fn the_name_and_the_facets() {
    let r = rules();
    assert_eq!(r.dice, DiceRule::Vegas);
    assert!(r.check && r.castling);
    assert_eq!(r.name(), Some("vegas-fun-chess"));
    assert!(!r.kings_capturable(), "a checked player always answers");
    // Die 1: P N B R K P in the usual numbering (1 pawn … 6 king).
    assert_eq!(VEGAS_DIE_1, [1, 2, 3, 4, 6, 1]);
    assert_eq!(
        FenPosition::start_for(&r).to_fen(&r).split(' ').nth(6),
        Some("?")
    );
}

#[test]
fn each_die_has_its_own_faces_and_their_order_is_kept() {
    // A king and a queen only: die 1's 5 is the king, die 2's 5 the queen.
    let board = "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 ?";
    let mut g = fen(board);
    g.roll_with(&[5, 1]).unwrap();
    assert_eq!(g.dice().as_slice(), &[5, 1], "die 1 first, never sorted");
    assert_eq!(roles(&g), [Role::King]);
    let mut g = fen(board);
    g.roll_with(&[1, 5]).unwrap();
    assert_eq!(g.dice().as_slice(), &[1, 5]);
    assert_eq!(roles(&g), [Role::Queen]);
    // Die 1's 6 is a second pawn, never the king.
    let mut g = start();
    g.roll_with(&[6, 2]).unwrap();
    assert_eq!(roles(&g), [Role::Pawn, Role::Knight]);
    assert_eq!(g.legal_moves().len(), 20);
    // Die 1 shows no queen and die 2 no king: 5-5 is king or queen, and
    // neither can move at the start, so the turn passes.
    let mut g = start();
    g.roll_with(&[5, 5]).unwrap();
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Roll));
    assert!(g.turns()[0].is_pass());
    assert_eq!(g.turns()[0].roll.unwrap().as_slice(), &[5, 5]);
}

#[test]
fn doubles_are_no_wildcard_and_a_roll_without_a_move_passes() {
    let mut g = start();
    g.roll_with(&[3, 3]).unwrap();
    // Two bishops shown, none can move: the turn passes (no choice).
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Roll));
    let t = &g.turns()[0];
    // The pass is the turn's one move, forced: the roll is forfeited.
    assert!(t.is_pass() && t.passed() && t.moves.len() == 1 && t.moves[0].mv.is_pass());
    assert_eq!(t.forfeited.as_slice(), &[3, 3]);
    assert_eq!(
        g.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1 ?"
    );
}

#[test]
fn the_optional_face_allows_any_move_or_a_pass() {
    let mut g = start();
    g.roll_with(&[3, 6]).unwrap();
    // The 20 moves of the array, and the pass, a legal move like them.
    assert_eq!(g.legal_moves().len(), 21);
    assert_eq!(g.legal_moves().last(), Some(&dice_rex_circe::Move::PASS));
    assert!(g.may_pass());
    g.pass().unwrap();
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Roll));
    let t = &g.turns()[0];
    assert!(t.passed() && !t.is_pass() && t.forfeited.is_empty());
    // A pass counts as a turn for the fifty-move rule.
    assert!(g.fen().ends_with(" b KQkq - 1 1 ?"), "{}", g.fen());
    assert!(g.undo());
    assert_eq!(
        (g.turn(), g.dice().as_slice()),
        (Color::White, &[3u8, 6][..])
    );
    // On the optional face, a move of any type.
    g.play_text("Qd1").unwrap_err();
    g.play_text("e4").unwrap();
    // Black rolls 2-3: a knight or a bishop; no pass.
    g.roll_with(&[2, 3]).unwrap();
    assert!(!g.may_pass());
    let e = g.pass().unwrap_err();
    assert!(e.to_string().contains("optional face"), "{e}");
    assert_eq!(e.code(), "illegal-move");
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Move));
    // And a move of another type is refused, with its reason.
    let r = g.refusal("e7e5").unwrap().unwrap();
    assert_eq!(r.reason, "not-rolled");
    assert_eq!(r.dice, [2, 3]);
    assert_eq!(sans(&g), ["Na6", "Nc6", "Nf6", "Nh6"]);
}

#[test]
fn the_player_in_check_does_not_roll_and_answers_the_check() {
    let mut g = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 ?");
    g.roll_with(&[4, 2]).unwrap();
    g.play_text("Ra8+").unwrap();
    // Black is in check: no roll, any legal move that answers it.
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Move));
    assert!(g.in_check() && g.dice().is_empty());
    assert_eq!(sans(&g), ["Kd7", "Ke7", "Kf7"]);
    assert_eq!(g.fen(), "R3k3/8/8/8/8/8/8/4K3 b - - 1 1 -");
    let e = g.roll().unwrap_err();
    assert_eq!(e.code(), "wrong-phase");
    let e = g.pass().unwrap_err();
    assert!(e.to_string().contains("in check"), "{e}");
    assert!(!g.may_pass());
    // Any legal move of any type answers it: here the king's.
    g.play_text("Kd7").unwrap();
    // The check bonus: White gave check, so White does not roll now,
    // although Black escaped: any legal move, or a pass.
    assert_eq!((g.turn(), g.phase()), (Color::White, Phase::Move));
    assert!(!g.in_check() && g.may_pass());
    assert_eq!(g.fen(), "R7/3k4/8/8/8/8/8/4K3 w - - 2 2 -");
    // The rook's 14 moves, the king's 5, and the pass.
    assert_eq!(g.legal_moves().len(), 14 + 5 + 1);
    g.pass().unwrap();
    // After the bonus, Black rolls as usual.
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Roll));
    assert_eq!(g.fen(), "R7/3k4/8/8/8/8/8/4K3 b - - 3 2 ?");
}

#[test]
fn a_check_on_the_bonus_turn_earns_another_and_a_counter_check_is_answered() {
    let mut g = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 ?");
    g.roll_with(&[4, 4]).unwrap();
    g.play_text("Ra8+").unwrap();
    g.play_text("Ke7").unwrap();
    // White's bonus turn: a king move of White's own choice, giving check
    // again with the rook.
    g.play_text("Ra7+").unwrap();
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Move));
    g.play_text("Kd6").unwrap();
    assert_eq!((g.turn(), g.phase()), (Color::White, Phase::Move));
    assert!(g.may_pass());
    // Black's answer may give check itself (a discovered check): White
    // is then in check and must answer (no pass), and Black's next turn,
    // the check bonus, has no roll.
    let mut g = fen("4r3/4k3/8/8/8/8/8/R3K3 w - - 0 1 ?");
    g.roll_with(&[4, 1]).unwrap();
    g.play_text("Ra7+").unwrap();
    g.play_text("Kd6+").unwrap();
    assert_eq!((g.turn(), g.phase()), (Color::White, Phase::Move));
    assert!(g.in_check() && !g.may_pass());
    g.play_text("Kd2").unwrap();
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Move));
    assert!(!g.in_check() && g.may_pass());
    assert!(g.fen().ends_with(" -"), "{}", g.fen());
}

#[test]
fn castling_on_a_rook_a_king_or_the_optional_face() {
    let board = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 ?";
    let castles = |dice: [u8; 2]| {
        let mut g = fen(board);
        g.roll_with(&dice).unwrap();
        let s = sans(&g);
        (
            s.contains(&"O-O".to_string()),
            s.contains(&"O-O-O".to_string()),
        )
    };
    assert_eq!(castles([4, 1]), (true, true), "a rook on die 1");
    assert_eq!(castles([1, 4]), (true, true), "a rook on die 2");
    assert_eq!(castles([5, 1]), (true, true), "die 1's king");
    assert_eq!(castles([1, 6]), (true, true), "optional");
    // Die 1's 6 is a pawn, die 2's 5 a queen: no castling.
    let mut g = fen("r3k2r/8/8/8/8/8/6P1/R3K2R w KQkq - 0 1 ?");
    g.roll_with(&[6, 5]).unwrap();
    assert_eq!(sans(&g), ["g3", "g4"]);
}

#[test]
fn promotion_and_en_passant_by_a_pawn_face() {
    let board = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 ?";
    let mut g = fen(board);
    g.roll_with(&[6, 3]).unwrap();
    assert_eq!(sans(&g), ["a8=B", "a8=N", "a8=Q+", "a8=R+"]);
    let mut g = fen(board);
    g.roll_with(&[3, 1]).unwrap();
    assert!(sans(&g).contains(&"a8=Q+".to_string()));
    // A bishop and a knight: no pawn move; the king is not shown either.
    let mut g = fen(board);
    g.roll_with(&[3, 2]).unwrap();
    assert_eq!((g.turn(), g.phase()), (Color::Black, Phase::Roll));
    // En passant on a pawn face only.
    let ep = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 ?";
    let mut g = fen(ep);
    g.roll_with(&[1, 4]).unwrap();
    assert_eq!(sans(&g), ["e6", "exd6"]);
    let mut g = fen(ep);
    g.roll_with(&[5, 4]).unwrap();
    assert!(!sans(&g).iter().any(|s| s.starts_with("exd6")));
}

#[test]
fn checkmate_wins_and_stalemate_draws() {
    // Fool's mate, each move on a face that allows it.
    let mut g = start();
    for (roll, mv) in [
        ([1u8, 3], "f3"),
        ([6, 5], "e5"),
        ([6, 2], "g4"),
        ([4, 5], "Qh4#"),
    ] {
        g.roll_with(&roll).unwrap();
        g.play_text(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    let r = g.result().unwrap();
    assert_eq!(
        (r.winner, r.reason),
        (Some(Color::Black), Reason::Checkmate)
    );
    assert_eq!(g.phase(), Phase::Over);
    // The finished game's FEN says '-' (White is in check) and reads back.
    assert!(g.fen().ends_with(" w KQkq - 1 3 -"), "{}", g.fen());
    assert_eq!(fen(&g.fen()).result().unwrap().reason, Reason::Checkmate);
    // A roll with no move passes to a stalemated side: a draw.
    let mut g = fen("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1 ?");
    g.roll_with(&[2, 3]).unwrap();
    let r = g.result().unwrap();
    assert_eq!((r.winner, r.reason), (None, Reason::Stalemate));
    // A pass on the check bonus can stalemate too.
    let mut g = fen("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1 -");
    assert!(g.may_pass());
    g.pass().unwrap();
    assert_eq!(g.result().unwrap().reason, Reason::Stalemate);
}

#[test]
fn the_fen_carries_the_check_bonus_and_the_dice_in_order() {
    for text in [
        // The check bonus: White gave check last turn, Black escaped.
        "R7/3k4/8/8/8/8/8/4K3 w - - 2 2 -",
        // Black in check, no roll.
        "R3k3/8/8/8/8/8/8/4K3 b - - 1 1 -",
        // A roll: die 1's 5 (king), die 2's 1 (pawn): die 1 first.
        "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 51",
        "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 15",
        "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 36",
        "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 ?",
    ] {
        let g = fen(text);
        assert_eq!(g.fen(), text);
    }
    assert!(fen("R7/3k4/8/8/8/8/8/4K3 w - - 2 2 -").may_pass());
    assert!(!fen("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 51").may_pass());
    assert!(fen("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 36").may_pass());
    // A standard FEN (six fields): a roll is due, or no roll in check.
    assert_eq!(fen("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1").phase(), Phase::Roll);
    let checked = fen("R3k3/8/8/8/8/8/8/4K3 b - - 1 1");
    assert_eq!(checked.phase(), Phase::Move);
    assert!(checked.fen().ends_with(" -"));
}

#[test]
fn bad_fens_are_refused_with_reasons() {
    let refused = |text: &str| {
        FenPosition::parse(text, &rules())
            .map(|_| ())
            .unwrap_err()
            .to_string()
    };
    let e = refused("R3k3/8/8/8/8/8/8/4K3 b - - 1 1 ?");
    assert!(e.contains("in check and does not roll"), "{e}");
    let e = refused("R3k3/8/8/8/8/8/8/4K3 b - - 1 1 51");
    assert!(e.contains("in check and does not roll"), "{e}");
    // White to move while Black is in check.
    let e = refused("R3k3/8/8/8/8/8/8/4K3 w - - 1 1 -");
    assert!(
        e.contains("black is in check but it is white's move"),
        "{e}"
    );
    let e = refused("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 5");
    assert!(e.contains("a roll of 2 dice"), "{e}");
    let e = refused("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 57");
    assert!(e.contains("field 7"), "{e}");
    // Bishops on both dice and none on the board: the turn had passed.
    let e = refused("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 33");
    assert!(e.contains("allows no legal move"), "{e}");
    // Dice entered by hand: two faces 1-6.
    let mut g = fen("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 ?");
    assert_eq!(g.roll_with(&[5]).unwrap_err().code(), "bad-dice");
    assert_eq!(g.roll_with(&[7, 1]).unwrap_err().code(), "bad-dice");
    assert_eq!(g.phase(), Phase::Roll);
}

#[test]
fn a_record_reads_back_with_its_rolls_passes_and_bonus() {
    let mut g = start();
    g.roll_with(&[3, 6]).unwrap();
    g.pass().unwrap();
    g.roll_with(&[1, 2]).unwrap();
    g.play_text("e5").unwrap();
    g.roll_with(&[5, 5]).unwrap(); // no king or queen move: a pass
    g.roll_with(&[3, 1]).unwrap();
    g.play_text("Bb4").unwrap();
    g.roll_with(&[6, 4]).unwrap();
    g.play_text("a3").unwrap();
    g.roll_with(&[3, 2]).unwrap();
    g.play_text("Bxd2+").unwrap();
    g.play_text("Nxd2").unwrap(); // in check: no roll
    g.pass().unwrap(); // Black's check bonus
    let text = record::write(&g);
    assert!(
        text.contains("1. {roll 3-6} -- 1... {roll 1-2} e5 2. {roll 5-5} {pass} {forfeit 5-5}"),
        "{text}"
    );
    assert!(text.contains("Bxd2+ 4. Nxd2 --"), "{text}");
    let back = record::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.fen(), g.fen());
    assert_eq!(back.turns(), g.turns());
    assert_eq!(record::write(&back), text);
    // A pass where none is allowed is refused with its reason.
    let bad = text.replace("{roll 3-6} --", "{roll 3-2} --");
    let e = record::read(&bad).unwrap_err().to_string();
    assert!(e.contains("pass"), "{e}");
}

#[test]
fn the_odds_and_the_computer() {
    // Scholar's mate in one: Qxf7# needs the queen (die 2's 5) or the
    // optional face (die 2's 6): 12 of the 36 rolls, whatever die 1 shows
    // (its 5 is a king, no queen).
    let g = fen("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 1 ?");
    let roll = odds(&g, Danger::None).unwrap().roll.unwrap();
    assert_eq!((roll.win.count, roll.win.total), (12, 36), "{roll:?}");
    // No forced pass: pawns move on both dice's faces 1, and so on.
    assert!(roll.pass.count < 36);
    let mut g = g;
    g.roll_with(&[2, 5]).unwrap();
    use dice_rex_circe::ai::{Limits, best_move};
    let best = best_move(&g, Limits::nodes(20_000)).unwrap();
    assert_eq!(g.play(&best.mv).unwrap().san, "Qxf7#");
    // In check there is no roll: the odds are certain or never.
    let checked = fen("R3k3/8/8/8/8/8/8/4K3 b - - 1 1 -");
    let all = odds(&checked, Danger::AllMoves).unwrap();
    assert!(all.roll.is_none());
    assert_eq!(all.moves.len(), 3);
    // The computer plays a turn without a roll too.
    let bonus = fen("R7/3k4/8/8/8/8/8/4K3 w - - 2 2 -");
    let m = best_move(&bonus, Limits::nodes(5_000)).unwrap();
    assert!(bonus.legal_moves().contains(&m.mv));
}

#[test]
fn random_games_with_passes_read_back_from_their_fen_and_record() {
    // Seeded games of up to 120 actions, passing by choice half the time
    // it is allowed: every FEN reads back to the same moves and pass
    // right, undo restores a pass, and the record replays the game.
    let (mut passes, mut free_turns) = (0, 0);
    for seed in 0..200u64 {
        let mut g = Game::start(rules(), DiceSource::Seeded(seed)).unwrap();
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut next = |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        for _ in 0..120 {
            let fen = g.fen();
            let again = Game::from_fen(&fen, rules(), DiceSource::Seeded(seed)).unwrap();
            assert_eq!(again.fen(), fen);
            assert_eq!(again.may_pass(), g.may_pass(), "{fen}");
            assert_eq!(again.legal_moves(), g.legal_moves(), "{fen}");
            match g.phase() {
                Phase::Over => break,
                Phase::Roll => {
                    assert!(!g.in_check(), "a player in check never rolls: {fen}");
                    g.roll().unwrap();
                }
                _ => {
                    if g.dice().is_empty() {
                        free_turns += 1;
                        assert!(fen.ends_with(" -"), "{fen}");
                    }
                    if g.may_pass() && next(2) == 0 {
                        g.pass().unwrap();
                        assert!(g.undo());
                        assert_eq!(g.fen(), fen, "undo of a pass");
                        g.pass().unwrap();
                        passes += 1;
                    } else {
                        let legal = g.legal_moves();
                        let m = legal[next(legal.len())];
                        g.play(&m).unwrap();
                    }
                }
            }
        }
        let text = record::write(&g);
        let back = record::read(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        assert_eq!(back.fen(), g.fen(), "seed {seed}");
        assert_eq!(back.turns(), g.turns(), "seed {seed}");
    }
    assert!(
        passes > 100 && free_turns > 100,
        "{passes} passes, {free_turns} free turns"
    );
}
