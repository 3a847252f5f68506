//! The one table of named rule sets (VARIANTS.md §B). The command line,
//! the JavaScript `rules` option and its TypeScript union, the record's
//! `Variant` tag (written and read, display names too), help texts and the
//! "unknown rule set" message all come from it.

use super::Rules;
use super::facets::{
    AntiType, CapturerColour, DiceRule, Geometry, Kings, Movement, Occupied, Reborn, Timing,
    Transform,
};

/// A named rule set: its name (kebab-case, the same everywhere), the
/// name players read, a one-line description, the seeds it comes from and
/// its facets.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct NamedRules {
    /// The name in text, the command line and JavaScript: `dice-rex-circe`,
    /// `anticirce`.
    pub name: &'static str,
    /// The name players read: `Dice Rex Circe`, `Platzwechsel Circe`.
    pub display: &'static str,
    /// One line saying what makes it different.
    pub description: &'static str,
    /// The seed texts (shared/seeds) the rule set comes from.
    pub seeds: &'static str,
    /// The facets, the rule set itself.
    pub rules: Rules,
}

/// The problem-chess Circe family's common ground: check, castling, no
/// dice, kings not reborn (VARIANTS §B).
const CIRCE: Rules = Rules::CIRCE;

const fn geometry(g: Geometry) -> Rules {
    Rules {
        geometry: g,
        ..CIRCE
    }
}

const fn rex_inclusive(r: Rules) -> Rules {
    Rules {
        kings: Kings::Inclusive,
        ..r
    }
}

/// Declares the table and, from the same names, the TypeScript union.
macro_rules! named_rule_sets {
    ($({ $name:literal, $display:literal, $seeds:literal, $description:literal, $rules:expr $(,)? },)+) => {
        /// Every named rule set, Dice Rex Circe first.
        pub const NAMED: &[NamedRules] = &[$(NamedRules {
            name: $name,
            display: $display,
            description: $description,
            seeds: $seeds,
            rules: $rules,
        },)+];

        /// The TypeScript union of the names, for the package's types.
        pub const RULES_NAMES_TS: &str = concat!("export type RulesName =" $(, "\n  | '", $name, "'")+, ";\n");
    };
}

named_rule_sets! {
    { "dice-rex-circe", "Dice Rex Circe", "000",
      "Circe with kings reborn, no check, and three dice of bonus moves after every king move; win by Circe Mate.",
      Rules::DICE_REX_CIRCE },
    { "orthodox", "Orthodox chess", "",
      "Chess by the FIDE laws.",
      Rules::ORTHODOX },
    { "circe", "Circe", "001, 004",
      "A captured unit is reborn on its home square if that square is empty; kings are not reborn.",
      CIRCE },
    { "circe-rex-inclusive", "Circe Rex Inclusive", "003, 004",
      "Circe in which kings are reborn too: a king is in check only when it could be captured without rebirth.",
      rex_inclusive(CIRCE) },
    { "anticirce", "Anticirce", "001, 004",
      "The capturing unit, king included, returns to its own home square, which must be empty; the captured unit vanishes.",
      Rules { reborn: Reborn::Capturer(AntiType::Calvet), kings: Kings::Inclusive, ..CIRCE } },
    { "anticirce-cheylan", "Anticirce (Cheylan)", "001",
      "Anticirce in which a unit may not capture on its own home square.",
      Rules { reborn: Reborn::Capturer(AntiType::Cheylan), kings: Kings::Inclusive, ..CIRCE } },
    { "mirror-circe", "Mirror Circe", "001",
      "A captured unit is reborn on the square where the same unit of the other side would be.",
      geometry(Geometry::Mirror) },
    { "vertical-mirror-circe", "Vertical Mirror Circe", "001",
      "A captured unit is reborn on its home square reflected left to right (a queen on the king's square).",
      geometry(Geometry::VerticalMirror) },
    { "horizontal-mirror-circe", "Horizontal Mirror Circe", "001",
      "A captured unit is reborn on its home square reflected top to bottom, on the other side's back ranks.",
      geometry(Geometry::HorizontalMirror) },
    { "diagram-circe", "Diagram Circe", "001",
      "A captured unit is reborn on the square where it stood when the game began.",
      geometry(Geometry::Diagram) },
    { "equipollents-circe", "Equipollents Circe", "001, 003",
      "A captured unit is reborn as far beyond the capture square as the capturer came from, in the same direction.",
      geometry(Geometry::Equipollents) },
    { "equipollents-circe-rex-inclusive", "Equipollents Circe Rex Inclusive", "003",
      "Equipollents Circe in which kings are reborn too.",
      rex_inclusive(geometry(Geometry::Equipollents)) },
    { "antiequipollents-circe", "Antiequipollents Circe", "001",
      "Anticirce in which the capturer continues its move once more beyond the capture square, which must be empty.",
      Rules { reborn: Reborn::Capturer(AntiType::Calvet), geometry: Geometry::Equipollents, kings: Kings::Inclusive, ..CIRCE } },
    { "pwc-circe", "Platzwechsel Circe", "001, 004",
      "A captured unit is reborn on the square the capturer came from: the two change places.",
      geometry(Geometry::Pwc) },
    { "antipodean-circe", "Antipodean Circe", "001",
      "A captured unit is reborn four files and four ranks away from the capture square.",
      geometry(Geometry::Antipodes) },
    { "symmetrical-circe", "Symmetrical Circe", "001",
      "A captured unit is reborn on the capture square reflected through the centre of the board.",
      geometry(Geometry::Symmetry) },
    { "diametral-circe", "Diametral Circe", "001",
      "A captured unit is reborn on its home square reflected through the centre of the board.",
      geometry(Geometry::Diametral) },
    { "file-circe", "File Circe", "001",
      "A captured unit is reborn on its home rank, in the file of the capture.",
      geometry(Geometry::File) },
    { "rank-circe", "Rank Circe", "001",
      "A captured unit is reborn on the capture rank, in the file of its home square.",
      geometry(Geometry::Rank) },
    { "clone-circe", "Circe Clone", "001, 004",
      "A captured unit becomes a unit of the capturer's type, keeping its colour, and is reborn on that type's home square.",
      Rules { unit: Transform::Clone, ..CIRCE } },
    { "chameleon-circe", "Chameleon Circe", "001, 004",
      "A captured piece changes type (knight to bishop to rook to queen to knight) and is reborn on the new type's home square.",
      Rules { unit: Transform::Chameleon, ..CIRCE } },
    { "couscous-circe", "Couscous Circe", "001, 004",
      "A captured unit is reborn on the capturer's home square; a pawn there on its last rank promotes.",
      geometry(Geometry::Couscous) },
    { "coucou-circe", "Coucou Circe", "001, 004",
      "Couscous Circe, except that a pawn may not be captured if any piece it would promote to checks the capturer's king.",
      geometry(Geometry::Coucou) },
    { "kamikaze-circe", "Kamikaze Circe", "001, 004",
      "Circe in which the capturer is reborn on its own home square too, or vanishes.",
      Rules { reborn: Reborn::Both, ..CIRCE } },
    { "assassin-circe", "Assassin Circe", "001, 004",
      "A captured unit is always reborn on its home square, removing whatever stands there.",
      Rules { occupied: Occupied::Assassin, ..CIRCE } },
    { "strict-circe", "Strict Circe", "001",
      "Circe in which a capture is illegal when the captured unit's home square is occupied.",
      Rules { occupied: Occupied::Strict, ..CIRCE } },
    { "turncoat-circe", "Turncoat Circe", "001",
      "A captured unit is reborn on its home square and changes colour.",
      Rules { unit: Transform::Turncoat, ..CIRCE } },
    { "double-agents-circe", "Circe Double Agents", "001",
      "A captured unit changes colour and is reborn on its new side's home square.",
      Rules { unit: Transform::Turncoat, geometry: Geometry::Mirror, ..CIRCE } },
    { "hydra-circe", "Hydra Circe", "001",
      "A captured unit is reborn on its home square and again on that square's mirror image: two units come back.",
      geometry(Geometry::Hydra) },
    { "parrain-circe", "Circe Parrain", "001",
      "A captured unit reappears after the next move, displaced from the capture square by that move's vector.",
      Rules { timing: Timing::Parrain, ..CIRCE } },
    { "mars-circe", "Mars Circe", "001",
      "A unit captures from its home square, which must be empty; captures are final.",
      Rules { movement: Movement::Mars, kings: Kings::Inclusive, ..Rules::ORTHODOX } },
    { "anti-mars-circe", "Anti-Mars Circe", "001",
      "A unit makes its non-capturing moves from its home square, which must be empty; captures are final.",
      Rules { movement: Movement::AntiMars, kings: Kings::Inclusive, castling: false, ..Rules::ORTHODOX } },
    { "volcanic-circe", "Volcanic Circe", "001",
      "Circe in which a captured unit whose home square is occupied is buried under the occupant, and erupts when it leaves.",
      Rules { occupied: Occupied::Volcanic, ..CIRCE } },
    { "parachute-circe", "Parachute Circe", "001",
      "Circe in which a captured unit whose home square is occupied lands on top of the occupant, which comes back when it leaves.",
      Rules { occupied: Occupied::Parachute, ..CIRCE } },
    { "equipollents-chameleon-circe", "Equipollents Chameleon Circe", "001",
      "A captured piece changes type (knight to bishop to rook to queen to knight) and is reborn as far beyond the capture square as the capturer came from.",
      Rules { unit: Transform::Chameleon, geometry: Geometry::Equipollents, ..CIRCE } },
    { "andernach-circe", "Andernach Circe", "001",
      "Circe in which the capturing unit, a king excepted, changes colour where it stands.",
      Rules { capturer: CapturerColour::ChangesColour, ..CIRCE } },
    { "jupiter-circe", "Jupiter Circe", "001",
      "Derived: to be captured, a unit is first moved to its home square, which must be empty, and is captured there; captures are final.",
      Rules { movement: Movement::Jupiter, ..Rules::ORTHODOX } },
    { "super-circe", "Super-Circe", "001",
      "The capturer puts the captured unit on any empty square, or removes it.",
      geometry(Geometry::Super) },
    { "cage-circe", "Cage Circe", "001",
      "The capturer puts the captured unit on a square where it has no non-capturing move; it vanishes when there is none.",
      geometry(Geometry::Cage) },
    { "dice-chess", "Dice Chess", "002",
      "Chess in which two dice before each move name the pieces that may move (doubles: any); no allowed move is a pass.",
      Rules { dice: DiceRule::TwoPerTurn, ..Rules::ORTHODOX } },
    { "dice-chess-one-die", "Dice Chess (one die)", "002",
      "BrainKing's dice chess: one die names the piece to move, there is no check, and capturing the king wins.",
      Rules { dice: DiceRule::OnePerTurn, check: false, ..Rules::ORTHODOX } },
    { "dice-chess-moves", "Dice Chess by number of moves", "002",
      "Derived from Gollon's second way: one die gives the number of moves to make in a row, four at most, by any pieces; a check ends the turn.",
      Rules { dice: DiceRule::MovesPerTurn, ..Rules::ORTHODOX } },
    { "dice-chess-piece-count", "Dice Chess by piece and count", "002",
      "Derived from Gollon's third way: one die names the type, the other how many moves, four at most, one piece of that type makes; a check, a promotion or castling ends the turn.",
      Rules { dice: DiceRule::PieceAndCount, ..Rules::ORTHODOX } },
    { "vegas-fun-chess", "Vegas Fun Chess", "002",
      "Derived from Koltanowski's rules: two dice told apart, die 1 pawn, knight, bishop, rook, king, pawn and die 2 pawn, knight, bishop, rook, queen, optional (any move, or a pass); the player in check does not roll, and the player who gave check does not roll next turn (any move, or a pass).",
      Rules { dice: DiceRule::Vegas, ..Rules::ORTHODOX } },
    { "dice-chess-three-dice", "Dice Chess (three dice)", "",
      "The dice chess of dicechess.com: three dice a turn, a move for each die in any order, as many dice as any turn could use; no check, and capturing the king wins.",
      Rules { dice: DiceRule::ThreeDice, check: false, ..Rules::ORTHODOX } },
}
