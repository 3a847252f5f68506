// Written by scripts/variants-pages.mjs from tests/data/variants-examples.txt
// (the examples of VARIANTS.md §2–3): for each rule set, by its name, a
// position and the moves of its characteristic capture, played by the
// engine: { rules, fen (null: the start), record (movetext), plies, sans },
// and for a rule set with two sides (Volcanic: burial, eruption) `second`,
// another such example.
// The variants pages show them; a New-game dialog may too.

export default {
  "dice-rex-circe": {
    "rules": "dice-rex-circe",
    "fen": "8/8/3k4/8/Q3K3/8/8/8 w - - 0 1 -",
    "record": "1. Ke5 {roll 1-5-6} Qe8 Kxd6#",
    "plies": 3,
    "sans": [
      "Ke5",
      "Qe8",
      "Kxd6#"
    ]
  },
  "orthodox": {
    "rules": "orthodox",
    "fen": "4k3/3r4/8/8/3Q4/8/8/7K w - - 0 1",
    "record": "1. Qxd7+",
    "plies": 1,
    "sans": [
      "Qxd7+"
    ]
  },
  "circe": {
    "rules": "circe",
    "fen": "4k3/8/5n2/8/8/8/8/4KR2 w - - 0 1",
    "record": "1. Rxf6(Nb8)",
    "plies": 1,
    "sans": [
      "Rxf6(Nb8)"
    ]
  },
  "circe-rex-inclusive": {
    "rules": "circe-rex-inclusive",
    "fen": "8/8/3k4/8/3Q4/8/8/4K3 w - - 0 1",
    "record": "1. Qxd6(Ke8)",
    "plies": 1,
    "sans": [
      "Qxd6(Ke8)"
    ]
  },
  "anticirce": {
    "rules": "anticirce",
    "fen": "4k3/3r4/8/8/3Q4/8/8/7K w - - 0 1",
    "record": "1. Qxd7(Q→d1)",
    "plies": 1,
    "sans": [
      "Qxd7(Q→d1)"
    ]
  },
  "anticirce-cheylan": {
    "rules": "anticirce-cheylan",
    "fen": "4k3/3r4/8/8/3Q4/8/8/7K w - - 0 1",
    "record": "1. Qxd7(Q→d1)",
    "plies": 1,
    "sans": [
      "Qxd7(Q→d1)"
    ]
  },
  "mirror-circe": {
    "rules": "mirror-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxc5(Pc2)",
    "plies": 1,
    "sans": [
      "Qxc5(Pc2)"
    ]
  },
  "vertical-mirror-circe": {
    "rules": "vertical-mirror-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxc5(Pf7)",
    "plies": 1,
    "sans": [
      "Qxc5(Pf7)"
    ]
  },
  "horizontal-mirror-circe": {
    "rules": "horizontal-mirror-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxc5(Pc2)",
    "plies": 1,
    "sans": [
      "Qxc5(Pc2)"
    ]
  },
  "diagram-circe": {
    "rules": "diagram-circe",
    "fen": "4k3/3r4/8/8/8/8/8/3QK3 b - - 0 1",
    "record": "1... Rd2 2. Qxd2(Rd7)",
    "plies": 2,
    "sans": [
      "Rd2",
      "Qxd2(Rd7)"
    ]
  },
  "equipollents-circe": {
    "rules": "equipollents-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxc5(Pb6)",
    "plies": 1,
    "sans": [
      "Qxc5(Pb6)"
    ]
  },
  "equipollents-circe-rex-inclusive": {
    "rules": "equipollents-circe-rex-inclusive",
    "fen": "8/8/3k4/8/3Q4/8/8/4K3 w - - 0 1",
    "record": "1. Qxd6(Kd8)+",
    "plies": 1,
    "sans": [
      "Qxd6(Kd8)+"
    ]
  },
  "antiequipollents-circe": {
    "rules": "antiequipollents-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxc5(Q→b6)",
    "plies": 1,
    "sans": [
      "Qxc5(Q→b6)"
    ]
  },
  "pwc-circe": {
    "rules": "pwc-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxd7(Rd4)",
    "plies": 1,
    "sans": [
      "Qxd7(Rd4)"
    ]
  },
  "antipodean-circe": {
    "rules": "antipodean-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxb2(Pf6)",
    "plies": 1,
    "sans": [
      "Qxb2(Pf6)"
    ]
  },
  "symmetrical-circe": {
    "rules": "symmetrical-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxd7(Re2)",
    "plies": 1,
    "sans": [
      "Qxd7(Re2)"
    ]
  },
  "diametral-circe": {
    "rules": "diametral-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxc5(Pf2)",
    "plies": 1,
    "sans": [
      "Qxc5(Pf2)"
    ]
  },
  "file-circe": {
    "rules": "file-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxd7(Rd8)",
    "plies": 1,
    "sans": [
      "Qxd7(Rd8)"
    ]
  },
  "rank-circe": {
    "rules": "rank-circe",
    "fen": "7k/8/8/1q6/8/8/8/KR6 w - - 0 1",
    "record": "1. Rxb5(Qd5)",
    "plies": 1,
    "sans": [
      "Rxb5(Qd5)"
    ]
  },
  "clone-circe": {
    "rules": "clone-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxd7(Qd8)",
    "plies": 1,
    "sans": [
      "Qxd7(Qd8)"
    ]
  },
  "chameleon-circe": {
    "rules": "chameleon-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxd7(Qd8)",
    "plies": 1,
    "sans": [
      "Qxd7(Qd8)"
    ]
  },
  "couscous-circe": {
    "rules": "couscous-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxc5(Pd1=N)",
    "plies": 1,
    "sans": [
      "Qxc5(Pd1=N)"
    ]
  },
  "coucou-circe": {
    "rules": "coucou-circe",
    "fen": "8/8/8/4n2k/8/5R2/8/K7 b - - 0 1",
    "record": "1... Nxf3(Rg8)",
    "plies": 1,
    "sans": [
      "Nxf3(Rg8)"
    ]
  },
  "kamikaze-circe": {
    "rules": "kamikaze-circe",
    "fen": "4k3/3r4/8/8/3Q4/8/8/7K w - - 0 1",
    "record": "1. Qxd7(Q→d1,Ra8)",
    "plies": 1,
    "sans": [
      "Qxd7(Q→d1,Ra8)"
    ]
  },
  "assassin-circe": {
    "rules": "assassin-circe",
    "fen": "n3k3/3r4/8/8/3Q4/8/8/7K w - - 0 1",
    "record": "1. Qxd7(xNa8,Ra8)+",
    "plies": 1,
    "sans": [
      "Qxd7(xNa8,Ra8)+"
    ]
  },
  "strict-circe": {
    "rules": "strict-circe",
    "fen": "4k3/3r4/8/8/3Q4/8/8/7K w - - 0 1",
    "record": "1. Qxd7(Ra8)+",
    "plies": 1,
    "sans": [
      "Qxd7(Ra8)+"
    ]
  },
  "turncoat-circe": {
    "rules": "turncoat-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxd7(Ra8=w)#",
    "plies": 1,
    "sans": [
      "Qxd7(Ra8=w)#"
    ]
  },
  "double-agents-circe": {
    "rules": "double-agents-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxc5(Pc2=w)",
    "plies": 1,
    "sans": [
      "Qxc5(Pc2=w)"
    ]
  },
  "hydra-circe": {
    "rules": "hydra-circe",
    "fen": "4k3/8/8/8/8/2p5/8/2R4K w - - 0 1",
    "record": "1. Rxc3(Pc7,Pf7)",
    "plies": 1,
    "sans": [
      "Rxc3(Pc7,Pf7)"
    ]
  },
  "parrain-circe": {
    "rules": "parrain-circe",
    "fen": "4k3/3r4/8/8/3R4/8/8/7K b - - 0 1",
    "record": "1... Rxd4(R...) 2. Kg1(Rc4)",
    "plies": 2,
    "sans": [
      "Rxd4(R...)",
      "Kg1(Rc4)"
    ]
  },
  "mars-circe": {
    "rules": "mars-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxd7",
    "plies": 1,
    "sans": [
      "Qxd7"
    ]
  },
  "anti-mars-circe": {
    "rules": "anti-mars-circe",
    "fen": "4k3/8/8/8/3Q4/8/8/7K w - - 0 1",
    "record": "1. Qh5+",
    "plies": 1,
    "sans": [
      "Qh5+"
    ]
  },
  "volcanic-circe": {
    "rules": "volcanic-circe",
    "fen": "n3k3/3r4/8/8/3Q4/8/8/7K w - - 0 1",
    "record": "1. Qxd7(R↓a8)+",
    "plies": 1,
    "sans": [
      "Qxd7(R↓a8)+"
    ],
    "second": {
      "rules": "volcanic-circe",
      "fen": "n3k3/8/8/8/3Q4/8/8/7K b - - 0 1 buried=a8:r",
      "record": "1... Nb6(R↑a8) 2. Kg2",
      "plies": 2,
      "sans": [
        "Nb6(R↑a8)",
        "Kg2"
      ]
    }
  },
  "super-circe": {
    "rules": "super-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxd7(Ra2)",
    "plies": 1,
    "sans": [
      "Qxd7(Ra2)"
    ]
  },
  "cage-circe": {
    "rules": "cage-circe",
    "fen": "6k1/3r4/8/2p5/3Q4/8/1p6/7K w - - 0 1",
    "record": "1. Qxb2(Pc6)",
    "plies": 1,
    "sans": [
      "Qxb2(Pc6)"
    ]
  },
  "dice-chess": {
    "rules": "dice-chess",
    "fen": null,
    "record": "1. {roll 1-1} e4 1... {roll 2-3} Nc6 2. {roll 3-4} Bc4 2... {roll 4-5} Rb8 3.\n{roll 3-6} Bxf7+ 3... {roll 2-4} {pass} {forfeit 2-4} 4. {roll 2-4} Nf3+ 4...\n{roll 1-3} {pass} {forfeit 1-3} 5. {roll 2-4} Ng5#",
    "plies": 7,
    "sans": [
      "e4",
      "Nc6",
      "Bc4",
      "Rb8",
      "Bxf7+",
      "Nf3+",
      "Ng5#"
    ]
  },
  "dice-chess-one-die": {
    "rules": "dice-chess-one-die",
    "fen": "4k3/8/8/8/8/8/8/4RK2 w - - 0 1",
    "record": "1. {roll 4} Rxe8#",
    "plies": 1,
    "sans": [
      "Rxe8#"
    ]
  }
};
