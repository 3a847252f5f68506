//! `drc match`: two players in the arena (`dice_rex_circe::ai::arena`),
//! pairs of games with the same opening and dice and the colours swapped,
//! reported as wins, draws and losses, the score and the Elo difference
//! with their 95% intervals, and a sequential test's verdict; as text or
//! as one JSON object.

use super::{number, options};
use dice_rex_circe::Rules;
use dice_rex_circe::ai::Player;
use dice_rex_circe::ai::arena::{self, Arena, ArenaReport, Sprt};
use std::time::Instant;

pub(super) fn match_command(args: &[String]) -> Result<(), String> {
    let (opts, players) = options(
        args,
        &[
            "rules",
            "games",
            "pairs",
            "seed",
            "opening",
            "max-turns",
            "threads",
            "sprt",
            "format",
            "progress",
        ],
    )?;
    let [a, b] = players[..] else {
        return Err("match needs two players, e.g. drc match hard hard,classic=1".into());
    };
    let (pa, pb) = (Player::parse(a)?, Player::parse(b)?);
    let mut setup = Arena {
        rules: Rules::DICE_REX_CIRCE,
        seed: 1,
        pairs: 200,
        opening: 4,
        max_turns: 400,
        sprt: None,
    };
    let (mut threads, mut json, mut every) = (2usize, false, 0u32);
    for (name, value) in opts {
        match name {
            "rules" => setup.rules = value.parse().map_err(|e| format!("{e}"))?,
            "games" => {
                let games: u32 = number(name, value)?;
                if games % 2 != 0 {
                    return Err(format!(
                        "--games {games}: games come in pairs, give an even number"
                    ));
                }
                setup.pairs = games / 2;
            }
            "pairs" => setup.pairs = number(name, value)?,
            "seed" => setup.seed = number(name, value)?,
            "opening" => setup.opening = number(name, value)?,
            "max-turns" => setup.max_turns = number(name, value)?,
            "threads" => threads = number(name, value)?,
            "sprt" => setup.sprt = Some(parse_sprt(value)?),
            "progress" => every = number(name, value)?,
            _ => {
                json = match value {
                    "text" => false,
                    "json" => true,
                    _ => return Err(format!("--format is text or json, not '{value}'")),
                }
            }
        }
    }
    setup.rules.validate().map_err(|e| e.to_string())?;
    if setup.pairs == 0 {
        return Err("a match needs at least one pair of games".into());
    }
    let start = Instant::now();
    let progress = |r: &ArenaReport| {
        let n = r.results.len() as u32;
        if every > 0 && n % every == 0 {
            eprintln!("{:.0} s: {}", start.elapsed().as_secs_f64(), summary(r));
        }
    };
    let report = arena::run(pa, pb, &setup, threads, &progress);
    let seconds = start.elapsed().as_secs_f64();
    if json {
        println!("{}", report_json((a, b), &setup, &report, seconds));
    } else {
        print!("{}", report_text((a, b), &setup, &report, seconds));
    }
    Ok(())
}

/// `elo0,elo1[,alpha[,beta]]`: the test's hypotheses and error rates
/// (0.05 each by default).
fn parse_sprt(text: &str) -> Result<Sprt, String> {
    let parts: Result<Vec<f64>, _> = text.split(',').map(str::parse::<f64>).collect();
    let bad =
        || format!("--sprt is elo0,elo1[,alpha[,beta]], as 0,10 or 0,10,0.05,0.05: not '{text}'");
    let parts = parts.map_err(|_| bad())?;
    let (elo0, elo1, alpha, beta) = match parts[..] {
        [e0, e1] => (e0, e1, 0.05, 0.05),
        [e0, e1, a] => (e0, e1, a, a),
        [e0, e1, a, b] => (e0, e1, a, b),
        _ => return Err(bad()),
    };
    let rate = |x: f64| x > 0.0 && x < 0.5;
    if elo1 <= elo0 || elo1.is_nan() || elo0.is_nan() || !rate(alpha) || !rate(beta) {
        return Err(format!(
            "--sprt {text}: elo1 must exceed elo0, and alpha and beta lie between 0 and 0.5"
        ));
    }
    Ok(Sprt {
        elo0,
        elo1,
        alpha,
        beta,
    })
}

fn interval(v: Option<(f64, f64, f64)>, scale: f64, unit: &str) -> String {
    match v {
        Some((x, lo, hi)) => format!(
            "{:.1}{unit} [{:.1}, {:.1}]",
            scale * x,
            scale * lo,
            scale * hi
        ),
        None => "-".into(),
    }
}

/// One line: the tally, the score and the Elo difference.
fn summary(r: &ArenaReport) -> String {
    format!(
        "+{} ={} -{} ({} games), score {}, Elo {}",
        r.wins,
        r.draws,
        r.losses,
        r.games(),
        interval(r.pentanomial.score(), 100.0, "%"),
        interval(r.pentanomial.elo(), 1.0, "")
    )
}

fn report_text((a, b): (&str, &str), s: &Arena, r: &ArenaReport, seconds: f64) -> String {
    let p = r.pentanomial.0;
    let mut out = format!(
        "{a} vs {b}, {}, {} pairs from seed {}, {} random opening turns\n{}\npairs scoring 0, 1/2, 1, 3/2, 2 points: {} {} {} {} {}; {:.1} turns a game; {seconds:.0} s\n",
        s.rules,
        r.results.len(),
        s.seed,
        s.opening,
        summary(r),
        p[0],
        p[1],
        p[2],
        p[3],
        p[4],
        r.mean_turns()
    );
    if let Some(t) = s.sprt {
        let (low, high) = t.bounds();
        let llr = t
            .llr(&r.pentanomial)
            .map_or("-".into(), |l| format!("{l:.2}"));
        let verdict = match r.verdict {
            Some(true) => "H1 accepted",
            Some(false) => "H0 accepted",
            None => "no verdict",
        };
        out.push_str(&format!(
            "SPRT elo0 {} elo1 {} alpha {} beta {}: LLR {llr} [{low:.2}, {high:.2}], {verdict}\n",
            t.elo0, t.elo1, t.alpha, t.beta
        ));
    }
    out
}

fn json_interval(v: Option<(f64, f64, f64)>, scale: f64) -> String {
    match v {
        Some((x, lo, hi)) if x.is_finite() && lo.is_finite() && hi.is_finite() => format!(
            "{{\"value\":{:.2},\"low\":{:.2},\"high\":{:.2}}}",
            scale * x,
            scale * lo,
            scale * hi
        ),
        Some((x, lo, hi)) => {
            let num = |v: f64| {
                if v.is_finite() {
                    format!("{:.2}", scale * v)
                } else {
                    "null".into()
                }
            };
            format!(
                "{{\"value\":{},\"low\":{},\"high\":{}}}",
                num(x),
                num(lo),
                num(hi)
            )
        }
        None => "null".into(),
    }
}

fn report_json((a, b): (&str, &str), s: &Arena, r: &ArenaReport, seconds: f64) -> String {
    let p = r.pentanomial.0;
    let sprt = match s.sprt {
        Some(t) => {
            let (low, high) = t.bounds();
            let llr = t
                .llr(&r.pentanomial)
                .map_or("null".into(), |l| format!("{l:.3}"));
            let verdict = match r.verdict {
                Some(true) => "\"H1\"",
                Some(false) => "\"H0\"",
                None => "null",
            };
            format!(
                "{{\"elo0\":{},\"elo1\":{},\"alpha\":{},\"beta\":{},\"llr\":{llr},\"low\":{low:.3},\"high\":{high:.3},\"verdict\":{verdict}}}",
                t.elo0, t.elo1, t.alpha, t.beta
            )
        }
        None => "null".into(),
    };
    format!(
        "{{\"a\":{},\"b\":{},\"rules\":{},\"seed\":{},\"opening\":{},\"pairs\":{},\"games\":{},\"wins\":{},\"draws\":{},\"losses\":{},\"pentanomial\":[{},{},{},{},{}],\"score\":{},\"elo\":{},\"sprt\":{sprt},\"meanTurns\":{:.1},\"seconds\":{seconds:.1}}}",
        super::search::json_string(a),
        super::search::json_string(b),
        super::search::json_string(&s.rules.to_string()),
        s.seed,
        s.opening,
        r.results.len(),
        r.games(),
        r.wins,
        r.draws,
        r.losses,
        p[0],
        p[1],
        p[2],
        p[3],
        p[4],
        json_interval(r.pentanomial.score(), 100.0),
        json_interval(r.pentanomial.elo(), 1.0),
        r.mean_turns()
    )
}
