//! `drc`: the native command line of the Dice Rex Circe engine.

use dice_rex_circe::{Rules, START_FEN, Setup, divide, perft};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "\
usage:
  drc perft  [--rules RULES] DEPTH [FEN]   count the move tree (last line: the count)
  drc divide [--rules RULES] DEPTH [FEN]   the count below each first move
  drc bench  [--rules RULES] [DEPTH]       perft from the start, with nodes per second

RULES is dice-rex-circe (the default) or orthodox. For dice-rex-circe, perft is
free-move perft: every move ends the turn, dice are not expanded, and a move
that Circe-mates is a leaf. FEN may be given as one argument or as several.";

struct Args {
    rules: Rules,
    depth: u32,
    fen: Option<String>,
}

fn parse_args(args: &[String], depth_required: bool) -> Result<Args, String> {
    let mut rules = Rules::DICE_REX_CIRCE;
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
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
    Ok(Args { rules, depth, fen })
}

fn setup(args: &Args) -> Result<Setup, String> {
    let fen = args.fen.as_deref().unwrap_or(START_FEN);
    Setup::parse(fen, &args.rules).map_err(|e| e.to_string())
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
            let nodes = perft(&setup, &args.rules, args.depth);
            report(nodes, start);
            println!("{nodes}");
        }
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
        "help" | "--help" | "-h" => println!("{USAGE}"),
        other => return Err(format!("unknown command '{other}'\n\n{USAGE}")),
    }
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
