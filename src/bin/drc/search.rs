//! The computer opponent's commands: `drc best`, `drc analyse`, `drc odds`
//! and `drc selfplay` (with its JSON report).

use super::{game_from, number, options};
use dice_rex_circe::ai::odds::{self, Danger};
use dice_rex_circe::ai::{Limits, Player, Step, analyse, best_move, selfplay};
use dice_rex_circe::{Game, Rules};
use std::time::Instant;

/// The game and the search budget of `drc best` and `drc analyse`:
/// `[--rules RULES] [--nodes N | --ms T] [FEN]` (300,000 nodes by default).
fn searched_game(args: &[String]) -> Result<(Game, Limits, bool), String> {
    let (opts, fen) = options(args, &["nodes", "ms", "rules", "format"])?;
    let mut limits = Limits::nodes(300_000);
    let mut rules = None;
    let mut json = false;
    for (name, value) in opts {
        match name {
            "nodes" => limits.nodes = number(name, value)?,
            "rules" => rules = Some(value),
            "format" => json = json_format(value)?,
            _ => limits = Limits::time_ms(number::<u32>(name, value)?.into()),
        }
    }
    Ok((game_from(rules, &fen)?, limits, json))
}

/// `--format text|json`: whether json.
fn json_format(value: &str) -> Result<bool, String> {
    match value {
        "text" => Ok(false),
        "json" => Ok(true),
        _ => Err(format!("--format takes text or json, not '{value}'")),
    }
}

pub(super) fn best(args: &[String]) -> Result<(), String> {
    let (game, limits, json) = searched_game(args)?;
    let start = Instant::now();
    let choice = best_move(&game, limits).map_err(|e| e.to_string())?;
    let secs = start.elapsed().as_secs_f64();
    if json {
        // For scripts (scripts/bench.mjs): the move and the search's figures.
        println!(
            "{{\"move\":\"{}\",\"san\":\"{}\",\"score\":{},\"depth\":{},\"nodes\":{},\"seconds\":{secs:.6}}}",
            choice.mv,
            game.san(&choice.mv),
            choice.score,
            choice.depth,
            choice.nodes
        );
        return Ok(());
    }
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

pub(super) fn analyse_command(args: &[String]) -> Result<(), String> {
    let show_progress = args.iter().any(|a| a == "--progress");
    let args: Vec<String> = args
        .iter()
        .filter(|a| *a != "--progress")
        .cloned()
        .collect();
    let (game, limits, json) = searched_game(&args)?;
    if json {
        return Err("drc analyse prints text only (--format is drc best's)".into());
    }
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

pub(super) fn odds_command(args: &[String]) -> Result<(), String> {
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

pub(super) fn selfplay_command(args: &[String]) -> Result<(), String> {
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
        write_records(path, (a, b), &setup, &report)?;
    }
    Ok(())
}

/// `--records FILE`: every game's record, in order, its round and the
/// players named (A is the first player named).
fn write_records(
    path: &str,
    (a, b): (&str, &str),
    setup: &selfplay::MatchSetup,
    report: &selfplay::MatchReport,
) -> Result<(), String> {
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
    std::fs::write(path, text).map_err(|e| format!("{path}: {e}"))
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
pub(super) fn json_string(s: &str) -> String {
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
