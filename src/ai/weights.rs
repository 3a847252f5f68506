//! The tuned evaluation's weights, one set per family of rules, stored as
//! data (`src/ai/weights/*.txt`, one `feature value` a line, written by
//! `drc tune fit`) and picked by the rule set's facts, not by its name:
//! a new rule set joins the family its dice, movement and rebirth put it
//! in.

use super::features::{self, COUNT};
use crate::rules::{Movement, Rules};
use std::sync::OnceLock;

/// A family of rule sets that share one set of weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Three dice of bonus moves after a king move (Dice Rex Circe).
    DiceRex,
    /// Dice rolled before every turn (the dice chess games).
    DiceChess,
    /// Units that capture or move from their rebirth squares (Mars and
    /// Anti-Mars Circe).
    Mars,
    /// No rebirth, no dice, orthodox movement: orthodox chess.
    Orthodox,
    /// Every other rule set without dice: the Circe family.
    Circe,
}

impl Family {
    /// Every family.
    pub const ALL: [Family; 5] = [
        Family::DiceRex,
        Family::DiceChess,
        Family::Mars,
        Family::Orthodox,
        Family::Circe,
    ];

    /// The family a rule set belongs to, by its facts.
    pub fn of(rules: &Rules) -> Family {
        if rules.dice.per_turn() {
            Family::DiceChess
        } else if rules.has_dice() {
            Family::DiceRex
        } else if matches!(rules.movement, Movement::Mars | Movement::AntiMars) {
            Family::Mars
        } else if !rules.has_rebirth() && rules.movement == Movement::Orthodox {
            Family::Orthodox
        } else {
            Family::Circe
        }
    }

    /// The family's name, and its weights file's.
    pub const fn name(self) -> &'static str {
        match self {
            Family::DiceRex => "dice-rex",
            Family::DiceChess => "dice-chess",
            Family::Mars => "mars",
            Family::Orthodox => "orthodox",
            Family::Circe => "circe",
        }
    }

    /// The family with this name.
    pub fn from_name(name: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.name() == name)
    }

    fn text(self) -> &'static str {
        match self {
            Family::DiceRex => include_str!("weights/dice-rex.txt"),
            Family::DiceChess => include_str!("weights/dice-chess.txt"),
            Family::Mars => include_str!("weights/mars.txt"),
            Family::Orthodox => include_str!("weights/orthodox.txt"),
            Family::Circe => include_str!("weights/circe.txt"),
        }
    }
}

/// The name of feature `i` in a weights file.
pub fn feature_name(i: usize) -> String {
    use features::*;
    const ROLES: [&str; 6] = ["pawn", "knight", "bishop", "rook", "queen", "king"];
    match i {
        _ if i < PST => ROLES[i - MATERIAL].to_string(),
        _ if i < MOBILITY => {
            let k = i - PST;
            let (rank, file) = ((k % 32) / 4, k % 4);
            format!(
                "pst.{}.{}{}",
                ROLES[k / 32],
                (b'a' + file as u8) as char,
                rank + 1
            )
        }
        _ if i < DOUBLED => format!("mobility.{}", ROLES[1 + i - MOBILITY]),
        DOUBLED => "doubled".into(),
        ISOLATED => "isolated".into(),
        _ if i < BISHOP_PAIR => format!("passed.{}", i - PASSED + 2),
        BISHOP_PAIR => "bishop_pair".into(),
        ROOK_OPEN => "rook_open".into(),
        ROOK_HALF_OPEN => "rook_half_open".into(),
        KING_SHIELD => "king_shield".into(),
        KING_ZONE => "king_zone".into(),
        MORTAL => "mortal".into(),
        MORTAL_ATTACKED_OURS => "mortal_attacked_ours".into(),
        MORTAL_ATTACKED_THEIRS => "mortal_attacked_theirs".into(),
        KING_MORTAL => "king_mortal".into(),
        KING_MORTAL_ATTACKED => "king_mortal_attacked".into(),
        KING_ATTACKERS => "king_attackers".into(),
        HOLD_ENEMY_HOME => "hold_enemy_home".into(),
        KING_MOBILITY => "king_mobility".into(),
        PAWN_ADVANCE => "pawn_advance".into(),
        PAWN_NEAR_PROMOTION => "pawn_near_promotion".into(),
        TEMPO => "tempo".into(),
        KING_EXPOSED => "king_exposed".into(),
        KING_HIDDEN_MOVES => "king_hidden_moves".into(),
        KING_HIDDEN_REGION => "king_hidden_region".into(),
        _ => format!("feature.{i}"),
    }
}

/// The weights before any tuning: the classic evaluation's (material,
/// the Circe terms, mobility) and nothing for the others.
pub fn initial() -> [f32; COUNT] {
    use features::*;
    let mut w = [0.0; COUNT];
    for (role, value) in [100.0, 310.0, 330.0, 500.0, 950.0].into_iter().enumerate() {
        w[MATERIAL + role] = value;
    }
    for k in 0..4 {
        w[MOBILITY + k] = 2.0;
    }
    w[MORTAL] = -10.0;
    // The classic evaluation's 2/16 and 8/16 of a mortal unit's value,
    // in whole centipawns a pawn.
    w[MORTAL_ATTACKED_OURS] = -12.0;
    w[MORTAL_ATTACKED_THEIRS] = 100.0 * 8.0 / 16.0;
    w[KING_MORTAL] = -120.0;
    w[KING_MORTAL_ATTACKED] = -1200.0;
    w[KING_ATTACKERS] = -25.0;
    w[HOLD_ENEMY_HOME] = 90.0;
    w[KING_MOBILITY] = 12.0;
    w[PAWN_ADVANCE] = 6.0;
    w[PAWN_NEAR_PROMOTION] = 40.0;
    w
}

/// Reads a weights file: `feature value` a line (whole centipawns), `#`
/// comments; features
/// not named keep their [`initial`] weight.
pub fn parse(text: &str) -> Result<[f32; COUNT], String> {
    let mut w = initial();
    let names: Vec<String> = (0..COUNT).map(feature_name).collect();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let mut parts = line.split_whitespace();
        let (Some(name), Some(value), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(format!("line {}: not 'feature value': '{line}'", n + 1));
        };
        let i = names
            .iter()
            .position(|x| x == name)
            .ok_or_else(|| format!("line {}: no feature is called '{name}'", n + 1))?;
        // Whole centipawns: reading them needs no float parser in the
        // AI module.
        w[i] = value
            .parse::<i32>()
            .map_err(|_| format!("line {}: '{value}' is not a whole number", n + 1))?
            as f32;
    }
    Ok(w)
}

/// Writes weights as [`parse`] reads them, rounded to whole centipawns;
/// a feature is left out when it rounds to its [`initial`] weight of zero
/// (what [`parse`] gives a feature not named).
pub fn write(w: &[f32; COUNT], header: &str) -> String {
    let mut out = String::new();
    for line in header.lines() {
        out.push_str(&format!("# {line}\n"));
    }
    let start = initial();
    for (i, &x) in w.iter().enumerate() {
        let cp = x.round() as i32;
        if cp != 0 || start[i] != 0.0 {
            out.push_str(&format!("{} {cp}\n", feature_name(i)));
        }
    }
    out
}

/// The weights of a family, read once.
pub fn of_family(family: Family) -> &'static [f32; COUNT] {
    static SETS: [OnceLock<[f32; COUNT]>; 5] = [const { OnceLock::new() }; 5];
    let i = Family::ALL.iter().position(|f| *f == family).unwrap_or(0);
    SETS[i].get_or_init(|| parse(family.text()).unwrap_or_else(|_| initial()))
}

/// The [`initial`] weights, made once (`tuned=0`, for matches that
/// measure what tuning gave).
pub fn untuned() -> &'static [f32; COUNT] {
    static INITIAL: OnceLock<[f32; COUNT]> = OnceLock::new();
    INITIAL.get_or_init(initial)
}

/// The weights of a weights file, read once and kept for the program's
/// life (a match's player, `weights=FILE`); native builds only.
pub fn read_file(path: &str) -> Result<&'static [f32; COUNT], String> {
    if cfg!(target_arch = "wasm32") {
        return Err("weights files are read by native builds only".into());
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("weights {path}: {e}"))?;
    let w = parse(&text).map_err(|e| format!("weights {path}: {e}"))?;
    Ok(Box::leak(Box::new(w)))
}

/// The weights for a rule set: its family's.
pub fn for_rules(rules: &Rules) -> &'static [f32; COUNT] {
    of_family(Family::of(rules))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::NAMED;

    #[test]
    fn every_weights_file_reads_and_names_each_feature_once() {
        for f in Family::ALL {
            parse(f.text()).unwrap_or_else(|e| panic!("{}: {e}", f.name()));
        }
        let names: std::collections::HashSet<String> = (0..COUNT).map(feature_name).collect();
        assert_eq!(names.len(), COUNT);
        let w = initial();
        assert_eq!(parse(&write(&w, "a header")).unwrap(), w);
        assert!(parse("queen nine").is_err());
        assert!(parse("empress 900").is_err());
    }

    #[test]
    fn fitted_weights_are_written_in_whole_centipawns_that_read_back() {
        // A fit ends between whole numbers; what `drc tune fit` writes
        // must be what a match (weights=FILE) and the build read.
        let mut w = initial();
        w[features::MATERIAL + 3] = 490.24;
        w[features::PST] = -7.6;
        w[features::TEMPO] = 0.3;
        // A weight fitted to nothing where the initial one is not: the
        // file must say so, or it would read back as the initial one.
        w[features::PAWN_ADVANCE] = 0.2;
        let read = parse(&write(&w, "fitted")).unwrap();
        assert_eq!(read[features::MATERIAL + 3], 490.0);
        assert_eq!(read[features::PST], -8.0);
        assert_eq!(read[features::TEMPO], 0.0);
        assert_eq!(read[features::PAWN_ADVANCE], 0.0);
    }

    #[test]
    fn families_follow_the_rule_sets_facts() {
        let family = |name: &str| Family::of(&name.parse().unwrap());
        assert_eq!(family("dice-rex-circe"), Family::DiceRex);
        assert_eq!(family("orthodox"), Family::Orthodox);
        assert_eq!(family("circe"), Family::Circe);
        assert_eq!(family("anticirce"), Family::Circe);
        // Captures are final in Jupiter Circe, but units move otherwise.
        assert_eq!(family("jupiter-circe"), Family::Circe);
        assert_eq!(family("mars-circe"), Family::Mars);
        assert_eq!(family("anti-mars-circe"), Family::Mars);
        for name in [
            "dice-chess",
            "dice-chess-one-die",
            "dice-chess-moves",
            "vegas-fun-chess",
        ] {
            assert_eq!(family(name), Family::DiceChess, "{name}");
        }
        // Circe with three dice after king moves is Dice Rex Circe's.
        assert_eq!(
            family("anticirce,check=no,dice=three-after-king-move"),
            Family::DiceRex
        );
        // Every named set has a family whose weights read.
        for n in NAMED {
            let _ = of_family(Family::of(&n.rules));
        }
    }
}
