//! Rule sets as text: a name from the table, optionally followed by facets
//! that differ from it (`anticirce,check=no,dice=three-after-king-move`),
//! and the checks that refuse a combination the engine cannot play.

use super::Rules;
use super::facets::{
    CapturerColour, DiceRule, Geometry, Kings, Movement, Occupied, Reborn, Timing, Transform,
};
use super::names::NAMED;
use crate::quote::quoted;
use std::fmt;

/// Two facets (or one facet and a value) that the engine cannot play
/// together, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesConflict {
    /// The facets in conflict, as `name=value`.
    pub facets: Vec<String>,
    /// Why they cannot, in English.
    pub reason: &'static str,
}

impl fmt::Display for RulesConflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("these rules cannot be played together: ")?;
        for (i, facet) in self.facets.iter().enumerate() {
            f.write_str(if i == 0 { "" } else { " with " })?;
            f.write_str(facet)?;
        }
        write!(f, " ({})", self.reason)
    }
}

/// Why a rule set's text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// A name that is not in the table.
    Unknown(String),
    /// A facet that does not exist, or a value it does not take.
    Facet {
        /// The facet's name as written (the whole part when it has no `=`).
        facet: String,
        /// What was wrong with it, in English.
        reason: String,
    },
    /// A combination the engine cannot play.
    Conflict(RulesConflict),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Unknown(name) => {
                write!(f, "unknown rule set {} (expected one of: ", quoted(name))?;
                for (i, n) in NAMED.iter().enumerate() {
                    f.write_str(if i == 0 { "" } else { ", " })?;
                    f.write_str(n.name)?;
                }
                f.write_str(")")
            }
            RulesError::Facet { facet, reason } => {
                write!(f, "rule facet {}: {reason}", quoted(facet))
            }
            RulesError::Conflict(c) => c.fmt(f),
        }
    }
}

impl std::error::Error for RulesError {}

impl RulesError {
    /// The error's code at the JavaScript boundary (docs/js-api.md, "Errors"):
    /// an unknown name, or facets that do not make a rule set.
    pub fn code(&self) -> &'static str {
        "unknown-rules"
    }
}

impl From<RulesConflict> for RulesError {
    fn from(c: RulesConflict) -> RulesError {
        RulesError::Conflict(c)
    }
}

/// The facet names, in the order text writes them.
pub const FACETS: [&str; 11] = [
    "reborn", "geometry", "unit", "timing", "occupied", "capturer", "kings", "movement", "check",
    "castling", "dice",
];

fn yes_no(text: &str) -> Option<bool> {
    match text {
        "yes" | "true" => Some(true),
        "no" | "false" => Some(false),
        _ => None,
    }
}

impl Rules {
    /// The value of one facet, as text.
    pub fn facet(&self, facet: &str) -> Option<&'static str> {
        let yn = |b: bool| if b { "yes" } else { "no" };
        Some(match facet {
            "reborn" => self.reborn.name(),
            "geometry" => self.geometry.name(),
            "unit" => self.unit.name(),
            "timing" => self.timing.name(),
            "occupied" => self.occupied.name(),
            "capturer" => self.capturer.name(),
            "kings" => self.kings.name(),
            "movement" => self.movement.name(),
            "check" => yn(self.check),
            "castling" => yn(self.castling),
            "dice" => self.dice.name(),
            _ => return None,
        })
    }

    /// Sets one facet from text; the combination is not checked here.
    pub fn set_facet(&mut self, facet: &str, value: &str) -> Result<(), RulesError> {
        fn bad(facet: &str, value: &str, names: String) -> RulesError {
            RulesError::Facet {
                facet: facet.to_string(),
                reason: format!("{} is not one of: {names}", quoted(value)),
            }
        }
        macro_rules! set {
            ($field:ident, $ty:ident) => {
                self.$field =
                    $ty::from_name(value).ok_or_else(|| bad(facet, value, $ty::names()))?
            };
        }
        match facet {
            "reborn" => set!(reborn, Reborn),
            "geometry" => set!(geometry, Geometry),
            "unit" => set!(unit, Transform),
            "timing" => set!(timing, Timing),
            "occupied" => set!(occupied, Occupied),
            "capturer" => set!(capturer, CapturerColour),
            "kings" => set!(kings, Kings),
            "movement" => set!(movement, Movement),
            "dice" => set!(dice, DiceRule),
            "check" => {
                self.check = yes_no(value).ok_or_else(|| bad(facet, value, "yes, no".into()))?
            }
            "castling" => {
                self.castling = yes_no(value).ok_or_else(|| bad(facet, value, "yes, no".into()))?
            }
            _ => {
                return Err(RulesError::Facet {
                    facet: facet.to_string(),
                    reason: format!("no such facet (expected one of: {})", FACETS.join(", ")),
                });
            }
        }
        Ok(())
    }

    /// Checks that the engine can play this combination of facets.
    pub fn validate(&self) -> Result<(), RulesConflict> {
        self.validate_reborn()?;
        self.validate_movement()?;
        self.validate_kings()?;
        self.validate_parrain()?;
        self.validate_check()?;
        self.validate_squares()
    }

    /// The conflict between the facets `a` and `b`, named with their values.
    fn conflict(&self, a: &str, b: &str, reason: &'static str) -> Result<(), RulesConflict> {
        let f = |name: &str| format!("{name}={}", self.facet(name).unwrap_or("?"));
        Err(RulesConflict {
            facets: vec![f(a), f(b)],
            reason,
        })
    }

    /// Home squares, the same unit, at once, vanishing on an occupied
    /// square: the rebirth facets of plain Circe.
    fn circe_rebirth_facets(&self) -> bool {
        self.geometry == Geometry::Home
            && self.unit == Transform::Same
            && self.timing == Timing::AtOnce
            && self.occupied == Occupied::Vanish
    }

    /// Who is reborn against how: nothing reborn takes no rebirth facet,
    /// Anticirce moves the capturer home or along its vector, Kamikaze
    /// plays on home squares.
    fn validate_reborn(&self) -> Result<(), RulesConflict> {
        match self.reborn {
            Reborn::None if !self.circe_rebirth_facets() => {
                let which = ["geometry", "unit", "timing", "occupied"]
                    .into_iter()
                    .find(|n| Rules::ORTHODOX.facet(n) != self.facet(n))
                    .unwrap_or("geometry");
                return self.conflict("reborn", which, "nothing is reborn");
            }
            Reborn::Capturer(_) => {
                if !matches!(self.geometry, Geometry::Home | Geometry::Equipollents) {
                    return self.conflict(
                        "reborn",
                        "geometry",
                        "the capturer returns to its home square or continues its vector",
                    );
                }
                for name in ["unit", "timing", "occupied"] {
                    if Rules::CIRCE.facet(name) != self.facet(name) {
                        return self.conflict("reborn", name, "the captured unit vanishes");
                    }
                }
            }
            Reborn::Both if !self.circe_rebirth_facets() => {
                let which = ["geometry", "unit", "timing", "occupied"]
                    .into_iter()
                    .find(|n| Rules::CIRCE.facet(n) != self.facet(n))
                    .unwrap_or("geometry");
                return self.conflict("reborn", which, "Kamikaze Circe plays on home squares only");
            }
            _ => {}
        }
        if self.capturer == CapturerColour::ChangesColour
            && matches!(self.reborn, Reborn::Capturer(_) | Reborn::Both)
        {
            return self.conflict(
                "capturer",
                "reborn",
                "the capturer changes colour where it stands, and this rule moves it",
            );
        }
        Ok(())
    }

    /// Mars, Anti-Mars and Jupiter movement: captures are final,
    /// Anti-Mars cannot castle, and a Jupiter king is captured where it
    /// stands.
    fn validate_movement(&self) -> Result<(), RulesConflict> {
        if self.movement != Movement::Orthodox {
            if self.reborn != Reborn::None {
                let reason = if self.movement == Movement::Jupiter {
                    "Jupiter captures are final"
                } else {
                    "Mars captures are final"
                };
                return self.conflict("movement", "reborn", reason);
            }
            if self.movement == Movement::Jupiter && self.kings == Kings::Inclusive {
                return self.conflict(
                    "movement",
                    "kings",
                    "a Jupiter king is captured where it stands",
                );
            }
            if self.movement == Movement::AntiMars && self.castling {
                return self.conflict(
                    "movement",
                    "castling",
                    "castling from the home square is not defined",
                );
            }
        }
        Ok(())
    }

    /// Reborn kings take no rule that could duplicate, turn or lose one.
    fn validate_kings(&self) -> Result<(), RulesConflict> {
        let kings_in = self.kings == Kings::Inclusive
            && matches!(self.reborn, Reborn::Captured | Reborn::Both);
        if kings_in {
            let excl = match self.geometry {
                Geometry::Super | Geometry::Cage | Geometry::Hydra => Some("geometry"),
                Geometry::Couscous | Geometry::Coucou => Some("geometry"),
                _ if self.unit == Transform::Turncoat => Some("unit"),
                _ if self.timing == Timing::Parrain => Some("timing"),
                _ if self.occupied != Occupied::Vanish => Some("occupied"),
                _ => None,
            };
            if let Some(which) = excl {
                return self.conflict(
                    "kings",
                    which,
                    "a king could be duplicated, turned or lost in a way no rule settles",
                );
            }
        }
        Ok(())
    }

    /// Parrain's deferred rebirth takes no other rule, and no dice.
    fn validate_parrain(&self) -> Result<(), RulesConflict> {
        if self.timing == Timing::Parrain {
            if self.geometry != Geometry::Home {
                return self.conflict(
                    "timing",
                    "geometry",
                    "the Parrain square is the next move's vector from the capture square",
                );
            }
            if self.unit != Transform::Same || self.occupied != Occupied::Vanish {
                let which = if self.unit != Transform::Same {
                    "unit"
                } else {
                    "occupied"
                };
                return self.conflict("timing", which, "a deferred rebirth takes no other rule");
            }
            if self.dice == DiceRule::ThreeAfterKingMove {
                return self.conflict(
                    "timing",
                    "dice",
                    "the next move may be one's own bonus move",
                );
            }
        }
        Ok(())
    }

    /// No check between bonus moves, nor under the maximum rule, which
    /// ends a turn on the king taken.
    fn validate_check(&self) -> Result<(), RulesConflict> {
        if self.check && self.dice == DiceRule::ThreeAfterKingMove {
            return self.conflict("check", "dice", "check between bonus moves is not defined");
        }
        if self.dice == DiceRule::ThreeDice {
            if self.check {
                return self.conflict(
                    "check",
                    "dice",
                    "the maximum rule counts turns that may take the king, so there is no check",
                );
            }
            if self.kings_reborn() {
                return self.conflict(
                    "kings",
                    "dice",
                    "the maximum rule ends a turn when the king is taken",
                );
            }
        }
        Ok(())
    }

    /// What an occupied square does, and the unit, against where the
    /// rebirth square is.
    fn validate_squares(&self) -> Result<(), RulesConflict> {
        if self.occupied != Occupied::Vanish
            && matches!(
                self.geometry,
                Geometry::Super | Geometry::Cage | Geometry::Hydra
            )
        {
            return self.conflict(
                "occupied",
                "geometry",
                "the square is chosen empty or doubled",
            );
        }
        if self.occupied == Occupied::Assassin && self.geometry != Geometry::Home {
            return self.conflict(
                "occupied",
                "geometry",
                "Assassin Circe plays on home squares only",
            );
        }
        if self.geometry == Geometry::Diagram && self.unit != Transform::Same {
            return self.conflict(
                "geometry",
                "unit",
                "a transformed unit has no diagram square",
            );
        }
        Ok(())
    }
}

/// Reads `name` or `name,facet=value,…`.
pub fn parse(text: &str) -> Result<Rules, RulesError> {
    let mut parts = text.split(',').map(str::trim);
    let mut rules = Rules::by_name(parts.next().unwrap_or(""))?;
    for part in parts {
        let (facet, value) = part.split_once('=').ok_or_else(|| RulesError::Facet {
            facet: part.to_string(),
            reason: "write facet=value, e.g. check=no".into(),
        })?;
        rules.set_facet(facet.trim(), value.trim())?;
    }
    rules.validate()?;
    Ok(rules)
}

impl Rules {
    /// The named rule set called `name` (its name, or its display name in
    /// any case): the whole of what the board's first module reads.
    pub fn by_name(name: &str) -> Result<Rules, RulesError> {
        NAMED
            .iter()
            .find(|n| n.name == name || n.display.eq_ignore_ascii_case(name))
            .map(|n| n.rules)
            .ok_or_else(|| RulesError::Unknown(name.to_string()))
    }
}

/// The name, or the named set that differs in the fewest facets followed
/// by those facets.
pub fn describe(rules: &Rules) -> String {
    if let Some(name) = rules.name() {
        return name.to_string();
    }
    let diff = |base: &Rules| -> Vec<String> {
        FACETS
            .iter()
            .filter(|f| base.facet(f) != rules.facet(f))
            .map(|f| format!("{f}={}", rules.facet(f).unwrap_or("?")))
            .collect()
    };
    let (name, facets) = NAMED
        .iter()
        .map(|n| (n.name, diff(&n.rules)))
        .min_by_key(|(_, d)| d.len())
        .unwrap_or(("dice-rex-circe", Vec::new()));
    let mut out = name.to_string();
    for f in facets {
        out.push(',');
        out.push_str(&f);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_read_back() {
        let r: Rules = "anticirce,check=no,dice=three-after-king-move,castling=no"
            .parse()
            .unwrap();
        assert_eq!(
            r.reborn,
            Reborn::Capturer(super::super::facets::AntiType::Calvet)
        );
        assert!(!r.check);
        assert_eq!(r.name(), None);
        assert_eq!(r.to_string().parse::<Rules>().unwrap(), r);
        let e = "circe,colour=red".parse::<Rules>().unwrap_err().to_string();
        assert!(e.contains("no such facet"), "{e}");
        let e = "circe,geometry=moon"
            .parse::<Rules>()
            .unwrap_err()
            .to_string();
        assert!(e.contains("'moon' is not one of: home, mirror"), "{e}");
    }

    #[test]
    fn unknown_names_list_the_valid_ones() {
        let e = "chess".parse::<Rules>().unwrap_err().to_string();
        assert!(e.contains("unknown rule set 'chess'"), "{e}");
        for n in NAMED {
            assert!(e.contains(n.name), "{e} lacks {}", n.name);
        }
    }

    #[test]
    fn conflicts_name_both_facets() {
        let e = "circe,check=yes,dice=three-after-king-move"
            .parse::<Rules>()
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("check=yes with dice=three-after-king-move"),
            "{e}"
        );
        let e = "mars-circe,reborn=captured"
            .parse::<Rules>()
            .unwrap_err()
            .to_string();
        assert!(e.contains("movement=mars with reborn=captured"), "{e}");
        let e = "super-circe,kings=inclusive"
            .parse::<Rules>()
            .unwrap_err()
            .to_string();
        assert!(e.contains("kings=inclusive with geometry=super"), "{e}");
    }
}
