//! `drc`: the native command line of the Dice Rex Circe engine.

use dice_rex_circe::ai::odds::{self, Danger};
use dice_rex_circe::ai::{Limits, Player, Step, analyse, best_move, selfplay};
use dice_rex_circe::diagram::{self, DiagramOptions};
use dice_rex_circe::{DiceSource, Game, NAMED, Rules, Setup, divide, perft, perft_reference};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "\
usage:
  drc perft  [--rules RULES] [--reference] DEPTH [FEN]
                                           count the move tree (last line: the count)
  drc divide [--rules RULES] DEPTH [FEN]   the count below each first move
  drc bench  [--rules RULES] [DEPTH]       perft from the start, with nodes per second
  drc moves  [--rules RULES] [FEN]         the legal moves, UCI and SAN, one a line
  drc rules                                the rule sets, one a line
  drc diagram [OPTIONS] [FEN]              the position as an SVG image, on stdout;
                                           OPTIONS: --record FILE (a game record, - for
                                           stdin) --ply N, --rules RULES, --orientation
                                           white|black, --coordinates yes|no, --last-move
                                           yes|no, --dice yes|no, --caption TEXT, --width PX
  drc start  [--rules RULES]               the FEN of the rule set's start
  drc after  [--rules RULES] FEN MOVE...   the FEN after these moves (UCI or SAN; dice
                                           rolls as roll:1-5-6)
  drc best   [--rules RULES] [--nodes N | --ms T] [FEN]
                                           the computer's move and score
  drc analyse [--rules RULES] [--nodes N | --ms T] [--progress] [FEN]
                                           the value as a win probability, the best move,
                                           the line to the next roll, and the best play
                                           for each outcome of the next roll
  drc odds   [--rules RULES] [--danger kings|all|none] [FEN]
                                           exact odds: each move's chance of winning this
                                           turn (a king move's roll) and its danger (the
                                           opponent's best chance next turn); or the
                                           coming roll's odds
  drc verify RECORD                        check every roll of a game played with shared
                                           dice against the players' commitments (RECORD
                                           is a file, or - for standard input)
  drc selfplay A B [--rules RULES] [--games N] [--seed S] [--max-turns T] [--threads K]
                   [--colours alternate|fixed] [--opening N] [--records FILE]
                   [--format text|json]
                                           a match, A and B each one of: random, greedy,
                                           easy, medium, hard, nodes:N; a search may
                                           add knobs to tune: hard,scale=600,mortal=20;
                                           fixed colours give A White in every game;
                                           the first N turns open with a random free move;
                                           json prints one object for scripts

RULES is the name of a rule set (dice-rex-circe, the default; `drc rules` lists
them all), optionally followed by facets that differ from it, as in
anticirce,check=no,dice=three-after-king-move. For rules with dice, perft is
free-move perft: every move ends the turn, dice are not expanded, and a move
that removes a king for good is a leaf. --reference counts by playing every
pseudo-legal move and trying every reply (slow; a check of the generator).
FEN may be given as one argument or as several.";

struct Args {
    rules: Rules,
    depth: u32,
    fen: Option<String>,
    reference: bool,
}

fn parse_args(args: &[String], depth_required: bool) -> Result<Args, String> {
    let mut rules = Rules::DICE_REX_CIRCE;
    let mut reference = false;
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--reference" => {
                reference = true;
                i += 1;
            }
            "--rules" => {
                let name = args.get(i + 1).ok_or("--rules needs a value")?;
                rules = name.parse().map_err(|e| format!("{e}"))?;
                i += 2;
            }
            s if s.starts_with("--rules=") => {
                rules = s["--rules=".len()..].parse().map_err(|e| format!("{e}"))?;
                i += 1;
            }
            _ => {
                rest.push(args[i].clone());
                i += 1;
            }
        }
    }
    let depth = match rest.first() {
        Some(d) => {
            let depth: u32 = d
                .parse()
                .map_err(|_| format!("DEPTH must be a whole number, not '{d}'"))?;
            rest.remove(0);
            depth
        }
        None if depth_required => return Err("DEPTH is missing".into()),
        None => 5,
    };
    if depth > 12 {
        return Err(format!("DEPTH {depth} is too deep (at most 12)"));
    }
    let fen = (!rest.is_empty()).then(|| rest.join(" "));
    Ok(Args {
        rules,
        depth,
        fen,
        reference,
    })
}

fn setup(args: &Args) -> Result<Setup, String> {
    match &args.fen {
        Some(fen) => Setup::parse(fen, &args.rules).map_err(|e| e.to_string()),
        None => Ok(Setup::start_for(&args.rules)),
    }
}

fn report(nodes: u64, start: Instant) {
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "time {:.3} s, {:.1} M nodes/s",
        secs,
        nodes as f64 / secs.max(1e-9) / 1e6
    );
}

fn run(argv: &[String]) -> Result<(), String> {
    let Some(command) = argv.first() else {
        return Err(USAGE.into());
    };
    let rest = &argv[1..];
    match command.as_str() {
        "perft" => {
            let args = parse_args(rest, true)?;
            let setup = setup(&args)?;
            let start = Instant::now();
            let nodes = if args.reference {
                perft_reference(&setup, &args.rules, args.depth)
            } else {
                perft(&setup, &args.rules, args.depth)
            };
            report(nodes, start);
            println!("{nodes}");
        }
        "moves" => {
            let mut with_depth = vec!["0".to_string()];
            with_depth.extend(rest.iter().cloned());
            let args = parse_args(&with_depth, true)?;
            let game = Game::from_setup(setup(&args)?, args.rules, DiceSource::Seeded(0));
            for m in game.legal_moves() {
                println!("{m} {}", game.san(&m));
            }
        }
        "after" => {
            let mut rules = Rules::DICE_REX_CIRCE;
            let mut rest = rest;
            if rest.first().map(String::as_str) == Some("--rules") {
                let name = rest.get(1).ok_or("--rules needs a value")?;
                rules = name.parse().map_err(|e| format!("{e}"))?;
                rest = &rest[2..];
            }
            let fen = rest.first().ok_or("after needs a FEN")?;
            let mut game =
                Game::from_fen(fen, rules, DiceSource::Seeded(0)).map_err(|e| e.to_string())?;
            for m in &rest[1..] {
                match m.strip_prefix("roll:") {
                    Some(dice) => {
                        let faces: Result<Vec<u8>, _> = dice.split('-').map(str::parse).collect();
                        let faces =
                            faces.map_err(|_| format!("'{m}' is not a roll like roll:1-5-6"))?;
                        game.roll_with(&faces).map_err(|e| e.to_string())?;
                    }
                    None => {
                        game.play_text(m).map_err(|e| format!("{m}: {e}"))?;
                    }
                }
            }
            println!("{}", game.fen());
        }
        "start" => {
            let args = parse_args(&[&["0".to_string()], rest].concat(), true)?;
            println!("{}", Setup::start_for(&args.rules).to_fen(&args.rules));
        }
        "rules" => {
            for n in NAMED {
                println!("{:<34} {}", n.name, n.description);
            }
        }
        "diagram" => diagram_command(rest)?,
        "divide" => {
            let args = parse_args(rest, true)?;
            let setup = setup(&args)?;
            let start = Instant::now();
            let mut total = 0;
            for (m, n) in divide(&setup, &args.rules, args.depth) {
                println!("{m}: {n}");
                total += n;
            }
            report(total, start);
            println!();
            println!("{total}");
        }
        "bench" => {
            let args = parse_args(rest, false)?;
            let setup = setup(&args)?;
            perft(&setup, &args.rules, 3);
            let start = Instant::now();
            let nodes = perft(&setup, &args.rules, args.depth);
            let secs = start.elapsed().as_secs_f64();
            println!(
                "{} perft({}) = {nodes} in {secs:.3} s: {:.1} M nodes/s",
                args.rules,
                args.depth,
                nodes as f64 / secs.max(1e-9) / 1e6
            );
        }
        "best" => best(rest)?,
        "verify" => verify(rest)?,
        "odds" => odds_command(rest)?,
        "analyse" | "analyze" => analyse_command(rest)?,
        "selfplay" => selfplay_command(rest)?,
        "help" | "--help" | "-h" => println!("{USAGE}"),
        other => return Err(format!("unknown command '{other}'\n\n{USAGE}")),
    }
    Ok(())
}

/// `--name value` pairs, and the positional arguments.
type Options<'a> = (Vec<(&'a str, &'a str)>, Vec<&'a str>);

/// Splits `--name value` options from positional arguments.
fn options<'a>(args: &'a [String], names: &[&str]) -> Result<Options<'a>, String> {
    let mut opts = Vec::new();
    let mut positional = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        if let Some(name) = a.strip_prefix("--") {
            if !names.contains(&name) {
                return Err(format!("unknown option --{name}"));
            }
            let value = args.get(i + 1).ok_or(format!("--{name} needs a value"))?;
            opts.push((name, value.as_str()));
            i += 2;
        } else {
            positional.push(a);
            i += 1;
        }
    }
    Ok((opts, positional))
}

fn number<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("--{name} needs a whole number, not '{value}'"))
}

/// The game a command reads: `--rules` and a FEN (the rule set's start
/// when there is none).
fn game_from(rules: Option<&str>, fen: &[&str]) -> Result<Game, String> {
    let rules: Rules = match rules {
        Some(name) => name.parse().map_err(|e| format!("{e}"))?,
        None => Rules::DICE_REX_CIRCE,
    };
    if fen.is_empty() {
        return Game::start(rules, DiceSource::Seeded(0)).map_err(|e| e.to_string());
    }
    Game::from_fen(&fen.join(" "), rules, DiceSource::Seeded(0)).map_err(|e| e.to_string())
}

/// The game and the search budget of `drc best` and `drc analyse`:
/// `[--rules RULES] [--nodes N | --ms T] [FEN]` (300,000 nodes by default).
fn searched_game(args: &[String]) -> Result<(Game, Limits), String> {
    let (opts, fen) = options(args, &["nodes", "ms", "rules"])?;
    let mut limits = Limits::nodes(300_000);
    let mut rules = None;
    for (name, value) in opts {
        match name {
            "nodes" => limits.nodes = number(name, value)?,
            "rules" => rules = Some(value),
            _ => limits = Limits::time_ms(number::<u32>(name, value)?.into()),
        }
    }
    Ok((game_from(rules, &fen)?, limits))
}

fn best(args: &[String]) -> Result<(), String> {
    let (game, limits) = searched_game(args)?;
    let start = Instant::now();
    let choice = best_move(&game, limits).map_err(|e| e.to_string())?;
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "depth {} turns, {} nodes in {:.3} s: {:.2} M nodes/s",
        choice.depth,
        choice.nodes,
        secs,
        choice.nodes as f64 / secs.max(1e-9) / 1e6
    );
    println!(
        "{} {} score {}",
        choice.mv,
        game.san(&choice.mv),
        choice.score
    );
    Ok(())
}

fn analyse_command(args: &[String]) -> Result<(), String> {
    let show_progress = args.iter().any(|a| a == "--progress");
    let args: Vec<String> = args
        .iter()
        .filter(|a| *a != "--progress")
        .cloned()
        .collect();
    let (game, limits) = searched_game(&args)?;
    let start = Instant::now();
    let mut last = -1.0;
    let a = analyse(&game, limits, &mut |p| {
        if show_progress && p.done - last >= 0.05 {
            last = p.done;
            let best = p.best.map(|m| m.to_string()).unwrap_or_default();
            eprintln!(
                "{:5.1}%  {} nodes  depth {}  {best}",
                100.0 * p.done,
                p.nodes,
                p.depth
            );
        }
        true
    })
    .map_err(|e| e.to_string())?;
    let secs = start.elapsed().as_secs_f64();
    let side = if a.side == dice_rex_circe::Color::White {
        "White"
    } else {
        "Black"
    };
    println!(
        "{side} to move: score {}, win probability {:.1}%",
        a.score,
        100.0 * a.win_probability
    );
    let sans = |steps: &[Step]| {
        steps
            .iter()
            .map(|s| s.san.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    if let Some(best) = &a.best {
        println!("best: {}", best.san);
        println!("line: {}", sans(&a.line));
    }
    if !a.rolls.is_empty() {
        println!("the roll:");
        for row in &a.rolls {
            let play = if row.pass {
                "no move".to_string()
            } else {
                sans(&row.moves)
            };
            let score = row.score.map_or("?".to_string(), |s| s.to_string());
            println!(
                "  {:<6} {:>3}/{}  score {score:>6}  {play}",
                row.dice.to_string(),
                row.weight,
                row.total
            );
        }
    }
    eprintln!(
        "depth {} turns, {} nodes in {:.3} s{}",
        a.depth,
        a.nodes,
        secs,
        if a.complete {
            ""
        } else {
            " (the budget ran out before every search had its share)"
        }
    );
    Ok(())
}

fn odds_command(args: &[String]) -> Result<(), String> {
    let (opts, fen) = options(args, &["rules", "danger"])?;
    let mut rules = None;
    let mut danger = Danger::KingMoves;
    for (name, value) in opts {
        match name {
            "rules" => rules = Some(value),
            _ => {
                danger = match value {
                    "kings" => Danger::KingMoves,
                    "all" => Danger::AllMoves,
                    "none" => Danger::None,
                    _ => return Err(format!("--danger is kings, all or none, not '{value}'")),
                }
            }
        }
    }
    let game = game_from(rules, &fen)?;
    let start = Instant::now();
    let odds = odds::odds(&game, danger).map_err(|e| e.to_string())?;
    let secs = start.elapsed().as_secs_f64();
    let side = if odds.side == dice_rex_circe::Color::White {
        "White"
    } else {
        "Black"
    };
    if let Some(roll) = &odds.roll {
        println!("{side}'s roll: wins {}, no move {}", roll.win, roll.pass);
        let winning: Vec<String> = roll
            .outcomes
            .iter()
            .filter(|o| o.win)
            .map(|o| o.dice.to_string())
            .collect();
        if !winning.is_empty() {
            println!("winning rolls: {}", winning.join(" "));
        }
    }
    let san_width = odds
        .moves
        .iter()
        .map(|m| game.san(&m.mv).len())
        .max()
        .unwrap_or(0);
    for m in &odds.moves {
        let mut line = format!("{:<san_width$}  wins {}", game.san(&m.mv), m.win);
        if let Some(d) = m.danger {
            line.push_str(&format!("  danger {d}"));
            if !m.ends_turn {
                line.push_str(" (if the turn ended here)");
            }
        }
        println!("{line}");
    }
    let kings = odds
        .moves
        .iter()
        .filter(|m| m.mv.role == dice_rex_circe::Role::King)
        .count();
    eprintln!(
        "{} moves ({kings} king moves) in {:.2} ms",
        odds.moves.len(),
        secs * 1000.0
    );
    Ok(())
}

/// `drc verify RECORD`: reads the record, which replays every move and
/// checks every roll against the secrets and commitments it carries.
fn verify(args: &[String]) -> Result<(), String> {
    let [path] = args else {
        return Err("verify needs one record: a file, or - for standard input".into());
    };
    let text = if path == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| format!("standard input: {e}"))?
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?
    };
    let game = Game::from_record(&text).map_err(|e| format!("{path}: rejected: {e}"))?;
    let Some(shared) = game.shared_dice() else {
        return Err(format!(
            "{path}: no FairDice tag: the rolls of this record come from no commitments, so there is nothing to verify"
        ));
    };
    let rolls = game.turns().iter().filter(|t| t.roll.is_some()).count();
    println!(
        "{path}: verified: {rolls} roll{} of game {}, each from both players' committed secrets ({})",
        if rolls == 1 { "" } else { "s" },
        shared.game,
        dice_rex_circe::fair::PROTOCOL
    );
    Ok(())
}

fn selfplay_command(args: &[String]) -> Result<(), String> {
    let (opts, players) = options(
        args,
        &[
            "games",
            "seed",
            "max-turns",
            "threads",
            "rules",
            "colours",
            "opening",
            "records",
            "format",
        ],
    )?;
    let [a, b] = players[..] else {
        return Err("selfplay needs two players, e.g. drc selfplay hard random".into());
    };
    let parse = |p: &str| Player::parse(p);
    let (pa, pb) = (parse(a)?, parse(b)?);
    let (mut games, mut threads) = (200u32, 2usize);
    let mut setup = selfplay::MatchSetup::new(Rules::DICE_REX_CIRCE, 1, 400);
    let mut records = None;
    let mut json = false;
    for (name, value) in opts {
        match name {
            "games" => games = number(name, value)?,
            "seed" => setup.seed = number(name, value)?,
            "max-turns" => setup.max_turns = number(name, value)?,
            "rules" => setup.rules = value.parse().map_err(|e| format!("{e}"))?,
            "colours" => {
                setup.colours = match value {
                    "alternate" => selfplay::Colours::Alternate,
                    "fixed" => selfplay::Colours::Fixed,
                    _ => return Err(format!("--colours is alternate or fixed, not '{value}'")),
                }
            }
            "opening" => setup.opening = number(name, value)?,
            "records" => records = Some(value),
            "format" => {
                json = match value {
                    "text" => false,
                    "json" => true,
                    _ => return Err(format!("--format is text or json, not '{value}'")),
                }
            }
            _ => threads = number(name, value)?,
        }
    }
    setup.rules.validate().map_err(|e| e.to_string())?;
    let start = Instant::now();
    let report = selfplay::run_match_report(pa, pb, games, setup, threads);
    let seconds = start.elapsed().as_secs_f64();
    if json {
        println!("{}", match_json(a, b, &setup, &report, seconds));
    } else {
        eprintln!(
            "{seconds:.1} s, {} distinct games, {:.1} turns on average",
            report.distinct, report.mean_turns
        );
        println!("{a} vs {b}: {}", report.tally);
    }
    if let Some(path) = records {
        // Every game's record, in order; A is the first player named.
        let mut text = String::new();
        for (i, g) in report.games.iter().enumerate() {
            let score = match g.score {
                selfplay::GameScore::Win => "A won",
                selfplay::GameScore::Draw => "drawn",
                selfplay::GameScore::Loss => "B won",
            };
            let seed = setup.seed + i as u64;
            let tags = format!(
                "[Round \"{}\"]\n[Annotator \"drc selfplay: A = {a}, B = {b}, seed {seed}, {score}\"]",
                i + 1
            );
            text.push_str(&g.record.replacen("[Round \"?\"]", &tags, 1));
            text.push('\n');
        }
        std::fs::write(path, text).map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(())
}

/// A match's result as one JSON object, for scripts: the players, the
/// rule set, the seed, the tally and its intervals (null when undefined),
/// distinct games, mean length and seconds.
fn match_json(
    a: &str,
    b: &str,
    setup: &selfplay::MatchSetup,
    report: &selfplay::MatchReport,
    seconds: f64,
) -> String {
    let t = &report.tally;
    let interval = |v: Option<(f64, f64, f64)>| match v {
        Some((p, lo, hi)) => format!(
            "{{\"pct\":{:.1},\"low\":{:.1},\"high\":{:.1}}}",
            100.0 * p,
            100.0 * lo,
            100.0 * hi
        ),
        None => "null".into(),
    };
    format!(
        "{{\"a\":{},\"b\":{},\"rules\":{},\"seed\":{},\"games\":{},\"wins\":{},\"draws\":{},\"losses\":{},\"score\":{},\"decisive\":{},\"distinct\":{},\"meanTurns\":{:.1},\"seconds\":{:.1}}}",
        json_string(a),
        json_string(b),
        json_string(&setup.rules.to_string()),
        setup.seed,
        t.games(),
        t.wins,
        t.draws,
        t.losses,
        interval(t.score()),
        interval(t.decisive_share()),
        report.distinct,
        report.mean_turns,
        seconds
    )
}

/// `s` as a JSON string literal.
fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `drc diagram`: the position of a FEN (or of a record, at a ply) as SVG.
fn diagram_command(args: &[String]) -> Result<(), String> {
    let names = [
        "record",
        "ply",
        "rules",
        "orientation",
        "coordinates",
        "last-move",
        "dice",
        "caption",
        "width",
    ];
    let (opts, fen) = options(args, &names)?;
    let mut o = DiagramOptions::default();
    let (mut record, mut ply, mut rules) = (None, None, Rules::DICE_REX_CIRCE);
    let yes = |name: &str, value: &str| match value {
        "yes" => Ok(true),
        "no" => Ok(false),
        _ => Err(format!("--{name} takes yes or no, not '{value}'")),
    };
    for (name, value) in opts {
        match name {
            "record" => record = Some(value),
            "ply" => ply = Some(number::<usize>(name, value)?),
            "rules" => rules = value.parse().map_err(|e| format!("{e}"))?,
            "orientation" => {
                o.flipped = match value {
                    "white" => false,
                    "black" => true,
                    _ => return Err(format!("--orientation takes white or black, not '{value}'")),
                }
            }
            "coordinates" => o.coordinates = yes(name, value)?,
            "last-move" => o.last_move = yes(name, value)?,
            "dice" => o.dice = yes(name, value)?,
            "caption" => o.caption = Some(value.to_string()),
            _ => o.width = number(name, value)?,
        }
    }
    let game = match record {
        Some(path) => {
            if !fen.is_empty() {
                return Err("give a FEN or --record, not both".into());
            }
            let text = if path == "-" {
                std::io::read_to_string(std::io::stdin()).map_err(|e| e.to_string())?
            } else {
                std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?
            };
            let game = Game::from_record(&text).map_err(|e| e.to_string())?;
            diagram::at_ply(&game, ply.unwrap_or(usize::MAX))
        }
        None if ply.is_some() => return Err("--ply needs --record".into()),
        None if fen.is_empty() => {
            Game::start(rules, DiceSource::Seeded(0)).map_err(|e| e.to_string())?
        }
        None => Game::from_fen(&fen.join(" "), rules, DiceSource::Seeded(0))
            .map_err(|e| e.to_string())?,
    };
    print!("{}", diagram::svg(&game, &o));
    Ok(())
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match run(&argv) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("drc: {message}");
            ExitCode::from(2)
        }
    }
}
