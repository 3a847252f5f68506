//! `drc diagram`: a position as an SVG image.

use super::{number, options};
use dice_rex_circe::diagram::{self, DiagramOptions};
use dice_rex_circe::{DiceSource, Game, Rules};

/// `drc diagram`: the position of a FEN (or of a record, at a ply) as SVG.
pub(super) fn diagram_command(args: &[String]) -> Result<(), String> {
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
