// Every string a player sees, in English. fr.js and ca.js have the same
// keys; a key missing there falls back to this table (see ../strings.js).
// Values are plain strings or functions of their parameters.

const en = {
  languageName: 'English',
  title: 'Dice Rex Circe',
  loading: 'Loading the engine…',
  language: 'Language',

  white: 'White',
  black: 'Black',
  colorName: (c) => (c === 'white' ? 'White' : 'Black'),

  // Status line.
  toMove: (c) => `${en.colorName(c)} to move`,
  toRoll: (c) => `${en.colorName(c)} moved the king: roll the dice`,
  toEnterDice: (c) => `${en.colorName(c)} moved the king: enter the three dice you rolled`,
  rolling: 'Rolling…',
  toPlayBonus: (c) => `${en.colorName(c)}: play one bonus move for each unused die`,
  viewing: (ply, total) => `Viewing move ${ply} of ${total}`,
  backToGame: 'Back to the game',
  computerThinking: 'The computer is thinking…',
  computerFailed: (msg) => `The computer could not move: ${msg}`,

  // Results, by the engine's reason codes.
  result: (winner, reason) => {
    const why = en.reasons[reason] || reason;
    if (winner === null) return `Draw: ${why}`;
    return `${en.colorName(winner)} wins: ${why}`;
  },
  reasons: {
    'circe-mate': 'Circe Mate',
    stalemate: 'stalemate',
    repetition: 'threefold repetition',
    'fifty-turns': 'fifty turns without a capture or pawn move',
    resignation: 'resignation',
    agreement: 'agreed draw',
    checkmate: 'checkmate',
    'fifty-moves': 'fifty-move rule',
    'insufficient-material': 'insufficient material',
  },
  circeMateBanner: (winner) => `Circe Mate! ${en.colorName(winner)} wins`,
  circeMateDetail: (sq) => `The king captured on ${sq} cannot be reborn: its rebirth square is occupied.`,

  // Dice.
  diceTitle: 'Dice',
  diceIdle: 'Dice are rolled after a king move.',
  roll: 'Roll the dice',
  useDice: 'Use these dice',
  dieLabel: (i) => `Die ${i}`,
  dieFace: (n) => `${n}: ${en.pieceNames[en.dieRoles[n]]}`,
  dieState: { unused: 'to play', used: 'played', forfeited: 'forfeited', void: 'void: the game is over' },
  dieRoles: { 1: 'P', 2: 'N', 3: 'B', 4: 'R', 5: 'Q', 6: 'K' },
  pieceNames: { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' },
  forfeitedNote: 'no legal move: forfeited',
  voidNote: 'The game ended: the unused die is void.',

  // Settings.
  settings: 'Settings',
  autoRoll: 'Roll automatically',
  physicalDice: 'Physical dice (enter what you rolled)',
  flip: 'Flip board',
  opponent: 'Opponent',
  opponentHuman: 'Two players on this device',
  opponentComputer: 'Play against the computer',
  computerSide: 'The computer plays',
  level: 'Level',
  levelEasy: 'Easy',
  levelMedium: 'Medium',
  levelHard: 'Hard',
  hint: 'Hint',
  hintShows: (san) => `The computer suggests ${san}`,

  // Buttons.
  newGame: 'New game',
  undo: 'Undo',
  resign: 'Resign',
  offerDraw: 'Draw',
  importExport: 'FEN / record',
  first: 'First position',
  prev: 'Previous move',
  next: 'Next move',
  last: 'Last position',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
  copy: 'Copy',
  copied: 'Copied',
  load: 'Load',
  start: 'Start',
  reset: 'Start again',
  rulesPage: 'Rules',

  // Dialogs.
  newGameTitle: 'New game',
  seedLabel: 'Dice seed (optional, for reproducible dice)',
  resignTitle: (c) => `${en.colorName(c)} resigns?`,
  drawTitle: (c) => `${en.colorName(c)} offers a draw. Does ${en.colorName(c === 'white' ? 'black' : 'white')} accept?`,
  accept: 'Accept',
  decline: 'Decline',
  ioTitle: 'Position and game record',
  fenLabel: 'FEN (position)',
  recordLabel: 'Game record',
  pasteHint: 'Paste a FEN or a game record and press Load.',
  loadFen: 'Load FEN',
  loadRecord: 'Load record',
  parseError: (why) => `Could not load. ${why}`,
  errorAt: (line, col) => `at line ${line}, column ${col}:`,

  // Embedding.
  embed: 'Embed',
  embedTitle: 'Embed on a web page',
  embedPosition: 'This position',
  embedGame: 'This game',
  embedElementLabel: 'Web page (a script and an element)',
  embedIframeLabel: 'Wiki or site that allows only iframes',
  embedHint: 'Paste either snippet into a page: it shows a live board. The board can be played when interactive="true".',

  // Move input.
  moveInput: 'Type a move',
  moveInputPlaceholder: 'e.g. e4, Nf3 or g1f3',
  illegalMove: (text, why) => `“${text}”: ${why}`,
  promotionTitle: 'Promote to',
  boardLabel: 'Chess board. Arrow keys move the cursor, Enter picks a piece and plays it.',
  boardLabelReadOnly: 'Chess board.',

  // Move list.
  movesTitle: 'Moves',
  noMoves: 'No moves yet.',
  rollNote: (dice) => `roll ${dice.join('-')}`,
  forfeitNote: (dice) => `forfeit ${dice.join('-')}`,
  moveCaption: (n, total, san) => (n === 0 ? `Start (${total} moves)` : `Move ${n} of ${total}: ${san}`),

  // Errors, by code: the engine's (README, "Errors") and the embedded
  // board's own (its attributes, its computer opponent). The engine's own
  // (English) message follows where there is room for it (engineSays).
  errorTitle: 'This board cannot be shown',
  errors: {
    'illegal-move': 'That move is not allowed now.',
    'bad-move': 'That is not a move: write one as e4, Nf3 or g1f3.',
    'ambiguous-move': 'Several pieces can make that move: add the file or rank it starts from, as in Nbd2.',
    'wrong-phase': 'That is not possible at this point of the turn.',
    'game-over': 'The game is over.',
    'bad-fen': 'The position (fen) is not valid.',
    'bad-record': 'The game record cannot be read.',
    'bad-dice': 'Dice are three whole numbers from 1 to 6.',
    'bad-option': 'An option of the game is not valid.',
    'unknown-rules': 'These rules are unknown.',
    'bad-square': 'That is not a square (a1 to h8).',
    'bad-argument': 'The game engine was given a value it cannot use.',
    'random-source': 'The browser gave no random numbers for the dice.',
    'freed': 'This game was closed.',
    'load-failed': 'The game engine could not be loaded.',
    'opponent-load': 'The computer opponent could not be loaded.',
    'opponent-failed': 'The computer opponent could not move.',
    'bad-seed': 'The seed must be a whole number of at most 15 digits.',
    'bad-attribute': (name, allowed) => `The value of “${name}” must be one of: ${allowed}.`,
    'bad-ply': 'The move number (ply) must be a whole number.',
    'too-long': (name) => `The value of “${name}” is too long.`,
    'engine': 'The game engine refused this.',
  },
  engineSays: (msg) => `Engine: ${msg}`,

  // The rules in brief (RULES.md has them in full).
  rulesTitle: 'How to play',
  rule1: 'Pieces move as in chess, but there is no check and no castling: a king may be captured.',
  rule2: 'A captured piece is reborn on its starting square if that square is empty, otherwise it vanishes. Knights, bishops and rooks go to the starting square of the colour they were captured on; pawns to their second rank, same file. Point at an enemy piece to see where.',
  rule3: 'When your free move is a king move, roll three dice: 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king. Play one move with a piece of each type shown, in any order; a die with no legal move is forfeited.',
  rule4: 'You win by Circe Mate: capturing the king while its starting square (e1 or e8) is occupied, so that it cannot be reborn.',
  rulesMore: 'The full rules, with live boards',

  // Persistence and updates.
  saveCorrupt: 'The saved game could not be read, so a new game has started.',
  saveForeign: 'The saved game came from another version and was set aside; a new game has started.',
  updated: 'A new version of the app is ready.',
  reload: 'Reload',
  rebirthHint: (sq, to) => (to ? `If captured, the piece on ${sq} is reborn on ${to}` : `If captured, the piece on ${sq} vanishes`),
};

export default en;
