//! `drc tune`: the evaluation's tuner (`dice_rex_circe::ai::tuner`).
//! `generate` plays seeded self-play games and writes their positions,
//! one `rules;fen;white's score` a line; `fit` reads such lines and
//! writes the weights fitted to them by Texel's method, as the weights
//! files of `src/ai/weights/` hold them.

use super::{number, options};
use dice_rex_circe::ai::weights::{self, Family};
use dice_rex_circe::ai::{Params, Player, tuner};
use dice_rex_circe::{NAMED, Rules};
use std::io::Write;

pub(super) fn tune_command(args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("generate") => generate(&args[1..]),
        Some("fit") => fit(&args[1..]),
        _ => Err("tune generate|fit: see drc help".into()),
    }
}

fn generate(args: &[String]) -> Result<(), String> {
    let (opts, rest) = options(
        args,
        &[
            "rules", "family", "games", "seed", "opening", "threads", "player", "quiet",
        ],
    )?;
    if let Some(x) = rest.first() {
        return Err(format!("tune generate takes no argument '{x}'"));
    }
    let (mut rules, mut games, mut seed, mut threads) =
        (Rules::DICE_REX_CIRCE, 100u32, 1u64, 2usize);
    let mut how = tuner::Generation::default();
    let mut player = Player::parse("nodes:2000,danger=0")?;
    let mut family = None;
    for (name, value) in opts {
        match name {
            "rules" => rules = value.parse().map_err(|e| format!("{e}"))?,
            "family" => family = Some(family_named(value)?),
            "games" => games = number(name, value)?,
            "seed" => seed = number(name, value)?,
            "opening" => how.opening = turns_range(value)?,
            "quiet" => how.quiet = number::<u8>(name, value)? != 0,
            "threads" => threads = number(name, value)?,
            _ => player = Player::parse(value)?,
        }
    }
    // A family's games are shared among its named rule sets, each with
    // its own seeds.
    let sets: Vec<Rules> = match family {
        Some(f) => NAMED
            .iter()
            .map(|n| n.rules)
            .filter(|r| Family::of(r) == f)
            .collect(),
        None => vec![rules],
    };
    let mut out = std::io::BufWriter::new(std::io::stdout());
    let mut total = 0;
    for (k, rules) in sets.iter().enumerate() {
        rules.validate().map_err(|e| e.to_string())?;
        let share = (games / sets.len() as u32).max(2);
        let first = seed + 100_000 * k as u64;
        let samples = tuner::generate(*rules, player, share, first, how, threads);
        for s in &samples {
            writeln!(out, "{rules};{};{}", s.fen, s.white_score).map_err(|e| e.to_string())?;
        }
        total += samples.len();
        eprintln!("{rules}: {} positions from {share} games", samples.len());
    }
    eprintln!("{total} positions");
    Ok(())
}

/// `N` or `MIN-MAX` random opening turns.
fn turns_range(text: &str) -> Result<(usize, usize), String> {
    let (low, high) = text.split_once('-').unwrap_or((text, text));
    let low: usize = number("opening", low)?;
    let high: usize = number("opening", high)?;
    if low > high {
        return Err(format!("--opening {text}: the range is empty"));
    }
    Ok((low, high))
}

fn family_named(name: &str) -> Result<Family, String> {
    Family::from_name(name).ok_or_else(|| {
        format!("--family is one of dice-rex, dice-chess, mars, orthodox, circe, not '{name}'")
    })
}

fn fit(args: &[String]) -> Result<(), String> {
    let (opts, files) = options(
        args,
        &["family", "epochs", "rate", "scale", "l2", "held-out"],
    )?;
    let mut family = None;
    let (mut epochs, mut rate, mut l2) = (300u32, 2.0f64, 0.0f64);
    // The scale the weights are fitted at: Texel's method fits it to the
    // starting weights first (`fit`, the default), or a number.
    let mut scale = None;
    let mut held_files = Vec::new();
    for (name, value) in opts {
        match name {
            "family" => family = Some(family_named(value)?),
            "epochs" => epochs = number(name, value)?,
            "scale" if value == "fit" => scale = None,
            "scale" => scale = Some(number::<u32>(name, value)?.max(1) as f32),
            "l2" => l2 = value.parse().map_err(|_| format!("--l2: '{value}'"))?,
            "held-out" => held_files.push(value.to_string()),
            _ => rate = value.parse().map_err(|_| format!("--rate: '{value}'"))?,
        }
    }
    let family = family.ok_or("tune fit needs --family")?;
    let rows = read_rows(&files, family)?;
    if rows.is_empty() {
        return Err("tune fit: no positions".into());
    }
    let held = read_rows(&held_files, family)?;
    let start = *weights::of_family(family);
    let scale = match scale {
        Some(s) => s,
        None => {
            let s = tuner::best_scale(&rows, &start);
            eprintln!(
                "scale {s}: the {} family's weights predict these games best at it (the search's is {})",
                family.name(),
                Params::default().scale
            );
            s
        }
    };
    let fit = tuner::FitOptions { epochs, rate, l2 };
    let fitted = tuner::fit(&rows, &held, &start, scale, fit, &mut |e, l, h| match h {
        Some(h) => eprintln!("epoch {e}: loss {l:.5}, held out {h:.5}"),
        None => eprintln!("epoch {e}: loss {l:.5}"),
    });
    let (before, after) = fitted.train;
    let held_text = match fitted.held_out {
        Some((b, a)) => format!(
            "; on {} held-out positions of {}: {b:.5} before, {a:.5} after (pass {} of {epochs} kept)",
            held.len(),
            held_files.join(", "),
            fitted.epoch
        ),
        None => String::new(),
    };
    let summary = format!(
        "{} positions of {}: loss {before:.5} before, {after:.5} after{held_text}",
        rows.len(),
        files.join(", ")
    );
    eprintln!("{summary}");
    if !fitted.improved() {
        return Err(format!(
            "tune fit: the fitted weights predict the held-out games no better than the {} family's ({summary}); nothing written",
            family.name()
        ));
    }
    let header = format!(
        "The {} family's weights (src/ai/weights.rs), fitted by `drc tune fit` (rate {rate}, l2 {l2}, scale {scale})\nto {summary}.",
        family.name(),
    );
    print!("{}", weights::write(&fitted.weights, &header));
    Ok(())
}

/// The rows of the family's positions in `files` (`rules;fen;score` a
/// line).
fn read_rows(files: &[impl AsRef<str>], family: Family) -> Result<Vec<tuner::Row>, String> {
    let mut rows = Vec::new();
    for path in files {
        let path = path.as_ref();
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        let mut by_rules: std::collections::BTreeMap<String, Vec<tuner::Sample>> =
            Default::default();
        for (n, line) in text.lines().enumerate() {
            let mut parts = line.split(';');
            let (Some(r), Some(fen), Some(score)) = (parts.next(), parts.next(), parts.next())
            else {
                return Err(format!("{path}:{}: not 'rules;fen;score'", n + 1));
            };
            let white_score = score
                .parse()
                .map_err(|_| format!("{path}:{}: score '{score}'", n + 1))?;
            by_rules
                .entry(r.to_string())
                .or_default()
                .push(tuner::Sample {
                    fen: fen.to_string(),
                    white_score,
                });
        }
        for (r, samples) in by_rules {
            let rules: Rules = r.parse().map_err(|e| format!("{path}: {e}"))?;
            if Family::of(&rules) != family {
                return Err(format!(
                    "{path}: {r} is not of the {} family",
                    family.name()
                ));
            }
            rows.extend(tuner::rows(&samples, &rules));
        }
    }
    Ok(rows)
}
