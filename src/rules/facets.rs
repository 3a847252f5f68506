//! The facets of a rule set (VARIANTS.md §A), each an enum whose values
//! have one kebab-case name used in text (`--rules circe,kings=inclusive`)
//! and in the JavaScript facets object.

/// Declares a facet enum with its text names, in one place.
macro_rules! facet {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $text:literal,)+ }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum $name {
            $($(#[$vdoc])* $variant,)+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)+];

            /// The value's name in text and in JavaScript.
            pub const fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)+
                }
            }

            /// The value with this name.
            pub fn from_name(text: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|v| v.name() == text)
            }

            /// The names of every value, for error messages.
            pub fn names() -> String {
                $name::ALL.iter().map(|v| v.name()).collect::<Vec<_>>().join(", ")
            }
        }
    };
}

/// Anticirce's two types (VARIANTS 2.3): may a unit capture on its own
/// rebirth square, where it then stays?
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AntiType {
    /// Calvet: yes.
    Calvet,
    /// Cheylan: no.
    Cheylan,
}

/// Who is reborn after a capture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reborn {
    /// Nobody: captures are final (orthodox, Mars, Anti-Mars).
    None,
    /// The captured unit (Circe, 2.1).
    Captured,
    /// The capturer, which must find its square empty (Anticirce, 2.3).
    Capturer(AntiType),
    /// Both: the captured unit and the capturer (Kamikaze, 2.19).
    Both,
}

impl Reborn {
    /// Every value, in declaration order.
    pub const ALL: &'static [Reborn] = &[
        Reborn::None,
        Reborn::Captured,
        Reborn::Capturer(AntiType::Calvet),
        Reborn::Capturer(AntiType::Cheylan),
        Reborn::Both,
    ];

    /// The value's name in text and in JavaScript.
    pub const fn name(self) -> &'static str {
        match self {
            Reborn::None => "none",
            Reborn::Captured => "captured",
            Reborn::Capturer(AntiType::Calvet) => "capturer",
            Reborn::Capturer(AntiType::Cheylan) => "capturer-cheylan",
            Reborn::Both => "both",
        }
    }

    /// The value with this name.
    pub fn from_name(text: &str) -> Option<Reborn> {
        Reborn::ALL.iter().copied().find(|v| v.name() == text)
    }

    /// The names of every value, for error messages.
    pub fn names() -> String {
        Reborn::ALL
            .iter()
            .map(|v| v.name())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

facet! {
    /// Where a reborn unit goes (VARIANTS 2.4–2.18, 2.26–2.28).
    Geometry {
        /// Its game-array square C(T, c, s) (Circe, RULES §3).
        Home = "home",
        /// The square of the same unit of the other side (2.4).
        Mirror = "mirror",
        /// The home square reflected left to right (2.5).
        VerticalMirror = "vertical-mirror",
        /// The home square reflected top to bottom (2.6).
        HorizontalMirror = "horizontal-mirror",
        /// The square the unit stood on in the game's first position (2.7).
        Diagram = "diagram",
        /// The capture square plus the capture's vector (2.8).
        Equipollents = "equipollents",
        /// The capturer's departure square (Platzwechsel, 2.10).
        Pwc = "pwc",
        /// Four files and four ranks away from the capture square (2.11).
        Antipodes = "antipodes",
        /// The capture square reflected through the centre (2.12).
        Symmetry = "symmetry",
        /// The home square reflected through the centre (2.12).
        Diametral = "diametral",
        /// The capture file, on the unit's home rank (2.13).
        File = "file",
        /// The capture rank, on the unit's home file (2.14).
        Rank = "rank",
        /// The capturer's own home square (Couscous, 2.17).
        Couscous = "couscous",
        /// As Couscous; capturing a pawn that would promote into a self-check is illegal (2.18).
        Coucou = "coucou",
        /// The home square and its vertical mirror, two units (Hydra, 2.26).
        Hydra = "hydra",
        /// Any empty square, or none, as the capturer chooses (Super-Circe, 2.27).
        Super = "super",
        /// A square where the unit has no non-capturing move, as the capturer chooses (Cage, 2.28).
        Cage = "cage",
    }
}

facet! {
    /// What the captured unit is reborn as (VARIANTS 2.15, 2.16, 2.21).
    Transform {
        /// Itself.
        Same = "same",
        /// The capturer's type, keeping its colour (Clone, 2.15).
        Clone = "clone",
        /// The next type of N → B → R → Q → N (Chameleon, 2.16).
        Chameleon = "chameleon",
        /// Itself, changing colour once reborn (Turncoat, 2.21).
        Turncoat = "turncoat",
    }
}

facet! {
    /// When the captured unit is reborn (VARIANTS 2.22).
    Timing {
        /// As part of the capture.
        AtOnce = "at-once",
        /// After the next move, displaced by that move's vector (Parrain).
        Parrain = "parrain",
    }
}

facet! {
    /// What happens when the rebirth square is occupied (VARIANTS §0 step 4).
    Occupied {
        /// The unit vanishes (relaxed).
        Vanish = "vanish",
        /// The capture is illegal (2.29).
        Strict = "strict",
        /// The occupant is removed (Assassin, 2.20).
        Assassin = "assassin",
        /// The unit is buried under the occupant (Volcanic, 2.25).
        Volcanic = "volcanic",
        /// The unit lands on top and the occupant goes under it, coming
        /// back when the top unit leaves, last covered first (Parachute, §E).
        Parachute = "parachute",
    }
}

facet! {
    /// What becomes of the capturing unit where it stands (VARIANTS §E).
    CapturerColour {
        /// It keeps its colour.
        KeepsColour = "keeps-colour",
        /// It changes colour after its capture, a king excepted; a pawn
        /// promotes first (Andernach chess).
        ChangesColour = "changes-colour",
    }
}

facet! {
    /// Whether kings take part in rebirth (VARIANTS 2.2).
    Kings {
        /// Rex Exclusive: a captured king is not reborn (and under
        /// Anticirce and Mars a king moves and captures as in chess).
        Exclusive = "exclusive",
        /// Rex Inclusive: kings are reborn like other units (2.2), and move
        /// as other units do under Anticirce and Mars. Dice Rex Circe's
        /// kings.
        Inclusive = "inclusive",
    }
}

facet! {
    /// How units move and capture (VARIANTS 2.23, 2.24, §E).
    Movement {
        /// Every move is made from the unit's own square, as in chess.
        Orthodox = "orthodox",
        /// Captures are made from the unit's rebirth square.
        Mars = "mars",
        /// Non-captures are made from the unit's rebirth square.
        AntiMars = "anti-mars",
        /// To be captured, a unit is first moved to its rebirth square,
        /// which must be empty, and is captured there: the capturer ends on
        /// that square (Jupiter Circe, VARIANTS §E, derived). A king is
        /// captured where it stands.
        Jupiter = "jupiter",
    }
}

facet! {
    /// When dice are rolled and what they allow (RULES §5, VARIANTS §3).
    DiceRule {
        /// No dice: a turn is one move.
        None = "none",
        /// A king free move earns three dice, each a compulsory bonus move (RULES §5).
        ThreeAfterKingMove = "three-after-king-move",
        /// Two dice before every move; either die's type may move, doubles anything (seed 002).
        TwoPerTurn = "two-per-turn",
        /// One die before every move, only faces that can move (BrainKing).
        OnePerTurn = "one-per-turn",
        /// One die before every turn: that many moves in a row, four at most, by any units (seed 002, Gollon's second way).
        MovesPerTurn = "moves-per-turn",
        /// Two dice told apart before every turn: the first names the type, the second how many moves (four at most) one unit of that type makes (seed 002, Gollon's third way).
        PieceAndCount = "piece-and-count",
        /// Two dice told apart before every turn, die 1 pawn, knight, bishop, rook, king, pawn and die 2 pawn, knight, bishop, rook, queen, optional (any move, or a pass); the player in check and, on the next turn, the player who gave it do not roll (Koltanowski's Vegas Fun Chess).
        Vegas = "vegas",
        /// Three dice before every turn, each a micro-move of the type it shows, in any order, as many dice as any turn could spend unless the king is taken (dicechess.com's game).
        ThreeDice = "three-dice",
    }
}
