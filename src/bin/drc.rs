//! `drc`: the native command line of the Dice Rex Circe engine.

use dice_rex_circe::{DiceSource, FenPosition, Game, NAMED, Rules, divide, perft, perft_reference};
use std::process::ExitCode;
use std::time::Instant;

#[path = "drc/arena.rs"]
mod arena;
#[path = "drc/diagram.rs"]
mod diagram;
#[path = "drc/search.rs"]
mod search;
#[path = "drc/tune.rs"]
mod tune;
#[path = "drc/uci.rs"]
mod uci;

use diagram::diagram_command;
use search::{analyse_command, best, odds_command, selfplay_command};

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
  drc best   [--rules RULES] [--nodes N | --ms T] [--format text|json] [FEN]
                                           the computer's move and score (json: one
                                           object with the search's depth and nodes)
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
                                           add knobs to tune: hard,scale=600,mortal=20,
                                           or play a weights file: hard,weights=FILE;
                                           fixed colours give A White in every game;
                                           the first N turns open with a random free move;
                                           json prints one object for scripts
  drc match A B [--rules RULES] [--games N | --pairs P] [--seed S] [--opening T]
                [--max-turns T] [--threads K] [--sprt ELO0,ELO1[,ALPHA[,BETA]]]
                [--progress EVERY] [--format text|json]
                                           the arena: pairs of games from one random
                                           opening of T turns (4) with the same dice and
                                           the colours swapped; the score and the Elo
                                           difference with 95% intervals (the pairs'
                                           spread); --sprt stops once the test decides

  drc tune generate [--rules RULES | --family F] [--games N] [--seed S] [--opening T|MIN-MAX]
                    [--threads K] [--player P] [--quiet 0|1]
                                           self-play positions labelled by their games'
                                           results, one rules;fen;score a line (P
                                           nodes:2000,danger=0); a family's games are
                                           shared among its rule sets; each game opens
                                           with MIN to MAX random turns by its seed;
                                           only quiet positions (no capture pending)
                                           unless --quiet 0
  drc tune fit --family F [--epochs N] [--rate R] [--l2 L] [--scale S] [--held-out FILE]...
               FILE...                     the family's weights fitted to the positions
                                           by Texel's method (F: dice-rex, dice-chess,
                                           mars, orthodox, circe), as a weights file;
                                           with held-out games, the pass that predicts
                                           them best, and nothing if none does better
                                           than the family's weights; S: the scale
                                           the fit runs at, fitted to the family's
                                           weights first unless a number (fit)
  drc uci [--rules RULES] [--player P]    a UCI engine for rule sets without dice
                                           (orthodox by default), P as in selfplay (hard)

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

fn setup(args: &Args) -> Result<FenPosition, String> {
    match &args.fen {
        Some(fen) => FenPosition::parse(fen, &args.rules).map_err(|e| e.to_string()),
        None => Ok(FenPosition::start_for(&args.rules)),
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
        "perft" => perft_command(rest)?,
        "moves" => moves_command(rest)?,
        "after" => after_command(rest)?,
        "start" => {
            let args = parse_args(&[&["0".to_string()], rest].concat(), true)?;
            println!(
                "{}",
                FenPosition::start_for(&args.rules).to_fen(&args.rules)
            );
        }
        "rules" => {
            for n in NAMED {
                println!("{:<34} {}", n.name, n.description);
            }
        }
        "diagram" => diagram_command(rest)?,
        "divide" => divide_command(rest)?,
        "bench" => bench_command(rest)?,
        "best" => best(rest)?,
        "verify" => verify(rest)?,
        "odds" => odds_command(rest)?,
        "analyse" | "analyze" => analyse_command(rest)?,
        "selfplay" => selfplay_command(rest)?,
        "match" => arena::match_command(rest)?,
        "uci" => uci::uci_command(rest)?,
        "tune" => tune::tune_command(rest)?,
        "help" | "--help" | "-h" => println!("{USAGE}"),
        other => return Err(format!("unknown command '{other}'\n\n{USAGE}")),
    }
    Ok(())
}

/// `drc perft`: the node count, last on stdout; the time on stderr.
fn perft_command(rest: &[String]) -> Result<(), String> {
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
    Ok(())
}

/// `drc moves`: the legal moves, UCI and SAN, one a line.
fn moves_command(rest: &[String]) -> Result<(), String> {
    let mut with_depth = vec!["0".to_string()];
    with_depth.extend(rest.iter().cloned());
    let args = parse_args(&with_depth, true)?;
    let game = Game::from_fen_position(setup(&args)?, args.rules, DiceSource::Seeded(0));
    for m in game.legal_moves() {
        println!("{m} {}", game.san(&m));
    }
    Ok(())
}

/// `drc after`: the FEN after moves and `roll:` dice.
fn after_command(rest: &[String]) -> Result<(), String> {
    let mut rules = Rules::DICE_REX_CIRCE;
    let mut rest = rest;
    if rest.first().map(String::as_str) == Some("--rules") {
        let name = rest.get(1).ok_or("--rules needs a value")?;
        rules = name.parse().map_err(|e| format!("{e}"))?;
        rest = &rest[2..];
    }
    let fen = rest.first().ok_or("after needs a FEN")?;
    let mut game = Game::from_fen(fen, rules, DiceSource::Seeded(0)).map_err(|e| e.to_string())?;
    for m in &rest[1..] {
        match m.strip_prefix("roll:") {
            Some(dice) => {
                let faces: Result<Vec<u8>, _> = dice.split('-').map(str::parse).collect();
                let faces = faces.map_err(|_| format!("'{m}' is not a roll like roll:1-5-6"))?;
                game.roll_with(&faces).map_err(|e| e.to_string())?;
            }
            None => {
                game.play_text(m).map_err(|e| format!("{m}: {e}"))?;
            }
        }
    }
    println!("{}", game.fen());
    Ok(())
}

/// `drc divide`: the count below each first move, then the total.
fn divide_command(rest: &[String]) -> Result<(), String> {
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
    Ok(())
}

/// `drc bench`: perft from the start, with nodes per second.
fn bench_command(rest: &[String]) -> Result<(), String> {
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
