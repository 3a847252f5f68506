//! Every refusal in random games of Mars and Anti-Mars Circe states a true
//! reason, checked against the piece's reach from its rebirth square.

use super::*;

/// A FEN of `board` (index = square) with `side` to move, no castling
/// and no en passant.
fn fen_of(board: &[Option<Piece>; 64], side: Color) -> String {
    let mut ranks = Vec::new();
    for rank in (0..8).rev() {
        let mut text = String::new();
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
                Some(p) => {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push(p.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
        ranks.push(text);
    }
    let side = if side == Color::White { 'w' } else { 'b' };
    format!("{} {side} - - 0 1", ranks.join("/"))
}

/// Where, on `game`'s board with its piece on `from` put on `origin`, that
/// piece could move from `origin` in orthodox chess (check aside): the
/// moves a Mars capture or an Anti-Mars non-capture makes.
fn reach_from(game: &Game, from: Square, origin: Square) -> Vec<Square> {
    let pos = game.position();
    let mut board: [Option<Piece>; 64] =
        std::array::from_fn(|i| pos.piece_at(Square::new(i as u8).unwrap()));
    board[origin.index()] = board[from.index()].take();
    let rules: Rules = "orthodox,check=no".parse().unwrap();
    let fen = fen_of(&board, game.turn());
    let edited = Game::from_fen(&fen, rules, DiceSource::Seeded(1)).unwrap();
    edited
        .legal_moves()
        .iter()
        .filter(|m| m.from == origin)
        .map(|m| m.to)
        .collect()
}

/// Whether a `role` of `color` could go `from` → `to` by its move's shape
/// alone (a pawn: forward, or diagonally forward when `capture`).
fn shape_allows(role: Role, color: Color, from: Square, to: Square, capture: bool) -> bool {
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let (fwd, start) = if color == Color::White {
        (1, 1)
    } else {
        (-1, 6)
    };
    match role {
        Role::Pawn if capture => df.abs() == 1 && dr == fwd,
        Role::Pawn => df == 0 && (dr == fwd || (dr == 2 * fwd && from.rank() == start)),
        Role::Knight => df.abs() * dr.abs() == 2,
        Role::Bishop => df.abs() == dr.abs(),
        Role::Rook => df == 0 || dr == 0,
        Role::Queen => df == 0 || dr == 0 || df.abs() == dr.abs(),
        Role::King => df.abs() <= 1 && dr.abs() <= 1,
    }
}

/// Whether `sq` lies strictly between `from` and `to` on one line.
fn between(from: Square, to: Square, sq: Square) -> bool {
    let d = |a: Square, b: Square| {
        (
            b.file() as i8 - a.file() as i8,
            b.rank() as i8 - a.rank() as i8,
        )
    };
    let ((tf, tr), (sf, sr)) = (d(from, to), d(from, sq));
    let steps = tf.abs().max(tr.abs());
    let k = sf.abs().max(sr.abs());
    (tf == 0 || tr == 0 || tf.abs() == tr.abs())
        && k > 0
        && k < steps
        && sf * steps == tf * k
        && sr * steps == tr * k
}

/// Every refusal in random games of Mars and Anti-Mars Circe states a true
/// reason (`Game::refusal`, the app's `whyIllegal`): a Mars capture or an
/// Anti-Mars non-capture starts from the unit's rebirth square, so a
/// refusal for that square names it, occupied or unable to reach the
/// destination; a move of the right shape and way is refused only for
/// check; and none is left to the engine's general message.
#[test]
fn every_refusal_in_mars_and_anti_mars_circe_is_true() {
    let mut next = picker(0x2545_f491_4f6c_dd1d_u64);
    // After 1.e4 d5 in Mars Circe the pawn on e4 captures only from e2.
    let mut g = Game::start("mars-circe".parse().unwrap(), DiceSource::Seeded(1)).unwrap();
    g.play_text("e4").unwrap();
    g.play_text("d5").unwrap();
    let r = g.refusal("e4d5").unwrap().unwrap();
    assert_eq!((r.reason, r.square), ("mars-capture", Square::parse("e2")));
    let no_check = |rules: Rules| Rules {
        check: false,
        ..rules
    };
    for name in ["mars-circe", "anti-mars-circe"] {
        let rules: Rules = name.parse().unwrap();
        let mars = rules.movement == Movement::Mars;
        let mut seen: HashMap<&'static str, usize> = HashMap::new();
        // From the start, and from a check: the rook on its home square a8
        // gives check along the a-file under both rule sets.
        for game_no in 0..12 {
            let mut g = if game_no < 8 {
                Game::start(rules, DiceSource::Seeded(game_no)).unwrap()
            } else {
                Game::from_fen(
                    "r3k3/pp6/8/8/8/8/1P6/K5RR w - - 0 1",
                    rules,
                    DiceSource::Seeded(game_no),
                )
                .unwrap()
            };
            for ply in 0..60 {
                if g.result().is_some() {
                    break;
                }
                let legal = g.legal_moves();
                // Every other position is read whole, each side's in turn, and
                // every one with the side to move in check (rare under Mars).
                if ply % 4 >= 2 && !g.in_check() {
                    let m = legal[next(legal.len())];
                    g.play(&m).unwrap();
                    continue;
                }
                let pos = g.position();
                let fen = g.fen();
                let ep = fen.split(' ').nth(3).and_then(Square::parse);
                let unchecked =
                    Game::from_fen(&fen, no_check(rules), DiceSource::Seeded(1)).unwrap();
                let pseudo = unchecked.legal_moves();
                let squares = || (0..64u8).filter_map(Square::new);
                for from in squares() {
                    let Some(piece) = pos.piece_at(from).filter(|p| p.color == g.turn()) else {
                        continue;
                    };
                    let home = home_square(piece, from);
                    let from_home = if home == from || pos.piece_at(home).is_some() {
                        Vec::new()
                    } else {
                        reach_from(&g, from, home)
                    };
                    for to in squares() {
                        if to == from
                            || legal.iter().any(|m| m.from == from && m.to == to)
                            || (piece.role == Role::Pawn && Some(to) == ep)
                        {
                            continue;
                        }
                        let uci = format!("{from}{to}");
                        let r = g.refusal(&uci).unwrap().expect("a refused move");
                        let ctx = format!("{name}: {fen}: {uci}: {r:?}");
                        *seen.entry(r.reason).or_default() += 1;
                        assert_eq!(r.in_check, g.in_check(), "{ctx}");
                        let at = pos.piece_at(to);
                        let capture = at.is_some_and(|p| p.color != piece.color);
                        let origin = if capture == mars { home } else { from };
                        let occupied = |sq: Square| pos.piece_at(sq).is_some();
                        let geometric = origin == from;
                        let (occupied_reason, unreachable_reason) = if mars {
                            ("mars-occupied", "mars-capture")
                        } else {
                            ("anti-mars-occupied", "anti-mars-move")
                        };
                        let moved = |r: &str| r == occupied_reason || r == unreachable_reason;
                        let truth = match r.reason {
                            "own-piece" => at.is_some_and(|p| p.color == piece.color),
                            "check" => pseudo.iter().any(|m| m.from == from && m.to == to),
                            reason if moved(reason) => {
                                r.square == Some(home)
                                    && origin != from
                                    && (reason == occupied_reason) == occupied(home)
                                    && (reason == occupied_reason || !from_home.contains(&to))
                            }
                            "pattern" => {
                                geometric
                                    && !shape_allows(piece.role, piece.color, from, to, capture)
                                    && (piece.role != Role::Pawn
                                        || !shape_allows(
                                            Role::Pawn,
                                            piece.color,
                                            from,
                                            to,
                                            !capture,
                                        ))
                            }
                            "blocked" => r.square.is_some_and(|sq| {
                                geometric
                                    && occupied(sq)
                                    && between(from, to, sq)
                                    && shape_allows(
                                        piece.role,
                                        piece.color,
                                        from,
                                        to,
                                        capture && piece.role != Role::Pawn,
                                    )
                            }),
                            "pawn-blocked" => {
                                geometric
                                    && at.is_some()
                                    && shape_allows(Role::Pawn, piece.color, from, to, false)
                            }
                            "pawn-capture" => {
                                geometric
                                    && at.is_none()
                                    && shape_allows(Role::Pawn, piece.color, from, to, true)
                            }
                            // Castling (Mars Circe castles; Anti-Mars Circe does
                            // not): a king's two-square step from the e-file.
                            "no-castling" | "castle-moved" | "castle-blocked" | "castle-check"
                            | "castle-through" => {
                                let castling = piece.role == Role::King
                                    && from.file() == 4
                                    && from.rank() == to.rank()
                                    && from.rank()
                                        == if piece.color == Color::White { 0 } else { 7 }
                                    && matches!(to.file(), 2 | 6);
                                let rights = fen.split(' ').nth(2).unwrap_or("-");
                                let side = match (piece.color, to.file() == 6) {
                                    (Color::White, true) => 'K',
                                    (Color::White, false) => 'Q',
                                    (Color::Black, true) => 'k',
                                    (Color::Black, false) => 'q',
                                };
                                castling
                                    && match r.reason {
                                        "no-castling" => !rules.castling,
                                        "castle-moved" => !rights.contains(side),
                                        "castle-blocked" => r.square.is_some_and(|sq| {
                                            occupied(sq)
                                                && sq.rank() == from.rank()
                                                && (sq.file() > 4) == (to.file() == 6)
                                        }),
                                        "castle-check" => g.in_check(),
                                        _ => r.square.is_some_and(|sq| {
                                            sq.rank() == from.rank()
                                                && sq.file() == (from.file() + to.file()) / 2
                                        }),
                                    }
                            }
                            "pawn-double" => {
                                geometric
                                    && to.file() == from.file()
                                    && to.rank().abs_diff(from.rank()) == 2
                                    && from.rank() != piece.color.pawn_rank()
                            }
                            _ => false,
                        };
                        assert!(truth, "{ctx}");
                    }
                }
                let m = legal[next(legal.len())];
                g.play(&m).unwrap();
            }
        }
        let named = |reason: &str| seen.get(reason).copied().unwrap_or(0);
        let (occupied_reason, unreachable_reason) = if mars {
            ("mars-occupied", "mars-capture")
        } else {
            ("anti-mars-occupied", "anti-mars-move")
        };
        for (reason, least) in [
            (occupied_reason, 100),
            (unreachable_reason, 100),
            ("pattern", 100),
            ("blocked", 100),
            ("check", 20),
        ] {
            assert!(
                named(reason) >= least,
                "{name}: {reason} said {} times: {seen:?}",
                named(reason)
            );
        }
    }
}

/// Jupiter Circe (VARIANTS §E): a unit off its rebirth square is moved
/// there and taken there, so a capture on its own square is refused for
/// that square, occupied or not; a king is taken where it stands, and a
/// unit on its rebirth square as in chess.
#[test]
fn jupiter_refusals_name_the_captured_units_rebirth_square() {
    let rules: Rules = "jupiter-circe".parse().unwrap();
    let game = |fen: &str| Game::from_fen(fen, rules, DiceSource::Seeded(1)).unwrap();
    let why = |g: &Game, uci: &str| {
        let r = g.refusal(uci).unwrap().expect(uci);
        (r.reason, r.square, r.target)
    };
    // The knight b6 (a dark square) is moved to g1 and taken there: the rook
    // cannot take it on b6.
    let g = game("4k3/8/1N6/8/8/8/1r6/7K b - - 0 1");
    assert_eq!(
        why(&g, "b2b6"),
        ("jupiter-capture", Square::parse("g1"), Some(Role::Knight))
    );
    // The knight a6's rebirth square b1 holds a bishop, whose own rebirth
    // square f1 is empty but out of the rook's reach.
    let g = game("4k3/8/N7/8/8/8/1r6/1B5K b - - 0 1");
    assert_eq!(
        why(&g, "b2a6"),
        ("jupiter-occupied", Square::parse("b1"), Some(Role::Knight))
    );
    assert_eq!(
        why(&g, "b2b1"),
        ("jupiter-capture", Square::parse("f1"), Some(Role::Bishop))
    );
    // The Jupiter capture itself is allowed, and a plain move to the same square.
    let g = game("4k3/8/N7/8/8/8/1r6/7K b - - 0 1");
    assert_eq!(g.refusal("b2b1/xa6").unwrap(), None);
    assert_eq!(g.refusal("b2b1").unwrap(), None);
    // A king captures as any unit: the king a1 takes the rook b2 only on
    // its rebirth square h8, out of reach; a2 is refused for check.
    let g = game("k7/8/8/8/8/8/1r5P/K7 w - - 0 1");
    assert_eq!(why(&g, "a1b2").0, "jupiter-capture");
    assert_eq!(why(&g, "a1a2").0, "check");
}

/// A move typed in SAN is refused for the same reason as a click on its
/// squares, when one piece of its role is the one meant: the only one
/// whose move has the shape that reaches the square, from where it stands
/// or from where the rules start that move (a pawn steps one or two
/// squares straight ahead, or one diagonally ahead to capture). After
/// 1.e4 d5 in Anti-Mars Circe, a typed `e5` names the pawn e4, whose
/// non-capture starts from e2.
#[test]
fn a_typed_move_is_refused_as_the_click_on_its_squares() {
    let why = |g: &Game, text: &str| {
        let r = g.refusal(text).unwrap().expect(text);
        (r.reason, r.piece, r.square, r.target)
    };
    let mut g = Game::start("anti-mars-circe".parse().unwrap(), DiceSource::Seeded(1)).unwrap();
    g.play_text("e4").unwrap();
    g.play_text("d5").unwrap();
    assert_eq!(why(&g, "e5"), why(&g, "e4e5"));
    assert_eq!(why(&g, "e5").0, "anti-mars-move");

    let fits = |role: Role, color: Color, from: Square, to: Square, capture: bool| {
        let df = to.file() as i8 - from.file() as i8;
        let dr = to.rank() as i8 - from.rank() as i8;
        let fwd = if color == Color::White { 1 } else { -1 };
        match role {
            Role::Pawn if capture => df.abs() == 1 && dr == fwd,
            Role::Pawn => df == 0 && (dr == fwd || dr == 2 * fwd),
            _ => from != to && shape_allows(role, color, from, to, capture),
        }
    };
    let mut next = picker(0x9e37_79b9_7f4a_7c15_u64);
    for name in ["mars-circe", "anti-mars-circe", "circe", "dice-rex-circe"] {
        let rules: Rules = name.parse().unwrap();
        let mut compared = 0;
        for game_no in 0..6 {
            let mut g = Game::start(rules, DiceSource::Seeded(game_no)).unwrap();
            for _ in 0..50 {
                if g.result().is_some() {
                    break;
                }
                if g.phase() == dice_rex_circe::Phase::Roll {
                    g.roll().unwrap();
                    continue;
                }
                let pos = g.position();
                let fen = g.fen();
                let ep = fen.split(' ').nth(3).and_then(Square::parse);
                let turn = g.turn();
                let squares = || (0..64u8).filter_map(Square::new);
                let mine = |role: Role| {
                    squares().filter(move |&sq| pos.piece_at(sq) == Some(Piece::new(turn, role)))
                };
                for from in squares() {
                    let Some(piece) = pos.piece_at(from).filter(|p| p.color == g.turn()) else {
                        continue;
                    };
                    let last = if piece.color == Color::White { 7 } else { 0 };
                    for to in squares() {
                        let capture = pos.piece_at(to).is_some_and(|p| p.color != piece.color);
                        // Mars captures and Anti-Mars non-captures start from the rebirth square.
                        let from_home = match rules.movement {
                            Movement::Mars => capture,
                            Movement::AntiMars => !capture,
                            _ => false,
                        };
                        let meant = |sq: Square| {
                            let home = home_square(Piece::new(turn, piece.role), sq);
                            fits(piece.role, turn, sq, to, capture)
                                || (from_home && fits(piece.role, turn, home, to, capture))
                        };
                        let others = mine(piece.role).filter(|&sq| sq != from && meant(sq));
                        if to == from
                            || Some(to) == ep
                            || (piece.role == Role::Pawn && (to.rank() == last || capture))
                            || !meant(from)
                            || others.count() > 0
                        {
                            continue;
                        }
                        let letter = if piece.role == Role::Pawn {
                            String::new()
                        } else {
                            piece.role.upper().to_string()
                        };
                        let take = if capture { "x" } else { "" };
                        let san = format!("{letter}{take}{to}");
                        let uci = format!("{from}{to}");
                        let (Ok(Some(typed)), Ok(Some(clicked))) =
                            (g.refusal(&san), g.refusal(&uci))
                        else {
                            continue;
                        };
                        compared += 1;
                        assert_eq!(
                            (typed.reason, typed.piece, typed.square, typed.target),
                            (
                                clicked.reason,
                                clicked.piece,
                                clicked.square,
                                clicked.target
                            ),
                            "{name}: {fen}: {san} and {uci}"
                        );
                    }
                }
                let legal = g.legal_moves();
                let m = legal[next(legal.len())];
                g.play(&m).unwrap();
            }
        }
        assert!(
            compared >= 200,
            "{name}: {compared} typed refusals compared"
        );
    }
}
