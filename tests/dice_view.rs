//! What the dice panel shows (`Game::dice_view`), through whole turns of
//! every kind of dice rule: the dice to roll, each die's face, what it
//! shows and its state (to roll, to play, played, forfeited), whose dice
//! they are, and the note under them. The board draws exactly this.

use dice_rex_circe::{DiceSource, DiceView, Face, Game, MoveKind, NoteArg};

fn start(rules: &str) -> Game {
    Game::start(rules.parse().unwrap(), DiceSource::Seeded(1)).unwrap()
}

/// Each die as `value:shows:state`, shows as a unit letter, `*` (any
/// move) or `#n` (a count), `-` before the roll.
fn dice(view: &DiceView) -> Vec<String> {
    view.dice()
        .iter()
        .map(|d| {
            let shows = match d.shows {
                None => "-".to_string(),
                Some(Face::Role(r)) => r.upper().to_string(),
                Some(Face::Any) => "*".to_string(),
                Some(Face::Count(n)) => format!("#{n}"),
            };
            format!("{}:{shows}:{}", d.value, d.state.code())
        })
        .collect()
}

fn note(view: &DiceView) -> Option<&'static str> {
    view.note.map(|n| n.key)
}

fn play(g: &mut Game, moves: &[&str]) {
    for m in moves {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn dice_rex_circe_three_dice_from_the_king_move_to_the_next_free_move() {
    let mut g = start("dice-rex-circe");
    let v = g.dice_view();
    assert!(v.dice().is_empty());
    assert_eq!(note(&v), Some("diceIdle"), "no dice before a king move");
    play(&mut g, &["e2e4", "e7e5", "e1e2"]);
    let v = g.dice_view();
    assert_eq!(dice(&v), ["0:-:pending"; 3]);
    assert!(v.current);
    // Sorted, each the unit type it shows.
    g.roll_with(&[6, 2, 1]).unwrap();
    assert_eq!(
        dice(&g.dice_view()),
        ["1:P:unused", "2:N:unused", "6:K:unused"]
    );
    play(&mut g, &["g1f3"]);
    assert_eq!(
        dice(&g.dice_view()),
        ["1:P:unused", "2:N:used", "6:K:unused"]
    );
    play(&mut g, &["e2d3"]);
    assert_eq!(dice(&g.dice_view()), ["1:P:unused", "2:N:used", "6:K:used"]);
    // The last bonus move ends the turn: Black's free move, White's dice still in view, said to be White's.
    play(&mut g, &["a2a3"]);
    let v = g.dice_view();
    assert_eq!(dice(&v), ["1:P:used", "2:N:used", "6:K:used"]);
    assert_eq!(v.color, dice_rex_circe::Color::White);
    assert!(!v.current);
}

#[test]
fn dice_rex_circe_a_die_with_no_move_is_stuck_then_forfeited() {
    // White's king moves next to its own rook and pawns: a bishop die has no move.
    let mut g = Game::from_fen(
        "4k3/8/8/8/8/8/PPPPPPPP/RN2K1NR w - - 0 1",
        "dice-rex-circe".parse().unwrap(),
        DiceSource::Seeded(1),
    )
    .unwrap();
    play(&mut g, &["e1d1"]);
    g.roll_with(&[3, 2, 1]).unwrap();
    let v = g.dice_view();
    assert_eq!(dice(&v), ["1:P:unused", "2:N:unused", "3:B:stuck"]);
    assert_eq!(note(&v), Some("stuckNote"));
    play(&mut g, &["a2a3", "b1c3"]);
    // The turn is over: the bishop die was forfeited, and the panel says so under White's dice.
    let v = g.dice_view();
    assert_eq!(dice(&v), ["1:P:used", "2:N:used", "3:B:forfeited"]);
    assert_eq!(note(&v), Some("forfeitedNote"));
    assert!(!v.current);
}

#[test]
fn dice_chess_rolls_first_and_a_roll_with_no_move_passes_with_its_reason() {
    let mut g = start("dice-chess");
    let v = g.dice_view();
    assert_eq!(dice(&v), ["0:-:pending"; 2]);
    assert_eq!(note(&v), Some("diceIdleTwo"));
    g.roll_with(&[3, 2]).unwrap();
    let v = g.dice_view();
    assert_eq!(dice(&v), ["2:N:unused", "3:B:unused"]);
    assert_eq!(note(&v), Some("diceMayMove"));
    play(&mut g, &["g1f3"]);
    // Black rolls next: its dice are to roll.
    assert_eq!(dice(&g.dice_view()), ["0:-:pending"; 2]);
    g.roll_with(&[3, 4]).unwrap();
    // Bishops and rooks are shut in: the roll passes, and Black's dice stay in view, forfeited, until White rolls.
    let v = g.dice_view();
    assert_eq!(dice(&v), ["3:B:forfeited", "4:R:forfeited"]);
    assert_eq!(v.color, dice_rex_circe::Color::Black);
    assert!(!v.current);
    let n = v.note.unwrap();
    assert_eq!(n.key, "passText");
    assert!(matches!(
        n.args()[0],
        NoteArg::Side(dice_rex_circe::Color::Black)
    ));
    assert_eq!(n.args()[3], NoteArg::Flag(false), "not in check");
    let turn = g.turns().last().unwrap().clone();
    assert!(turn.is_pass(), "the forced pass is the turn's one move");
    g.roll_with(&[1, 1]).unwrap();
    assert_eq!(dice(&g.dice_view()), ["1:P:unused", "1:P:unused"]);
}

#[test]
fn vegas_fun_chess_two_dice_told_apart_and_a_chosen_pass() {
    let mut g = start("vegas-fun-chess");
    assert_eq!(note(&g.dice_view()), Some("diceIdleVegas"));
    // Die 1's 5 is the king, die 2's 5 the queen; die 2's 6 is optional: any move, or a pass.
    let mut both = Game::from_fen(
        "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1 ?",
        "vegas-fun-chess".parse().unwrap(),
        DiceSource::Seeded(1),
    )
    .unwrap();
    both.roll_with(&[5, 5]).unwrap();
    assert_eq!(dice(&both.dice_view()), ["5:K:unused", "5:Q:unused"]);
    // From the start neither can move: the roll passes.
    g.roll_with(&[5, 5]).unwrap();
    assert_eq!(dice(&g.dice_view()), ["5:K:forfeited", "5:Q:forfeited"]);
    let mut g = start("vegas-fun-chess");
    g.roll_with(&[5, 6]).unwrap();
    let v = g.dice_view();
    assert_eq!(dice(&v), ["5:K:unused", "6:*:unused"]);
    assert_eq!(note(&v), Some("vegasOptional"));
    let pass = g
        .legal_moves()
        .into_iter()
        .find(|m| m.kind == MoveKind::Pass)
        .expect("the optional face allows a pass");
    g.play(&pass).unwrap();
    // The pass is White's turn, chosen: Black rolls next, told that White passed.
    assert!(g.turns().last().unwrap().passed());
    assert!(!g.turns().last().unwrap().is_pass());
    let v = g.dice_view();
    assert_eq!(dice(&v), ["0:-:pending"; 2]);
    assert_eq!(note(&v), Some("passedNote"));
    assert_eq!(
        v.note.unwrap().args(),
        [NoteArg::Side(dice_rex_circe::Color::White)]
    );
    g.roll_with(&[1, 1]).unwrap();
    assert_ne!(
        note(&g.dice_view()),
        Some("passedNote"),
        "said until Black rolls"
    );
}

#[test]
fn dice_chess_by_number_of_moves_shows_a_count() {
    let mut g = start("dice-chess-moves");
    g.roll_with(&[3]).unwrap();
    let v = g.dice_view();
    assert_eq!(v.dice().len(), 1);
    assert_eq!(dice(&v), ["3:#3:unused"]);
    // A die of moves is in use until the turn's last move.
    play(&mut g, &["e2e4"]);
    assert_eq!(dice(&g.dice_view()), ["3:#3:unused"]);
}
