// Every rule set in plain words, in English: for each, by its engine name,
// `rule`, a paragraph for a newcomer (the variants page, the New-game
// dialog). Each rule set's name and one-line description in English are
// the engine's own (Game.ruleSets()); rule-sets.fr.js and rule-sets.ca.js
// translate them. Same keys in all three files.

export default {
  'dice-rex-circe': {
    rule: 'Captured pieces, kings included, are reborn on their home square when it is empty, and vanish when it is occupied. There is no check. A turn that starts with a king move brings three dice, each a compulsory bonus move of one kind of piece (1 pawn … 6 king). You win only by Circe Mate: capturing a king whose home square is occupied.',
  },
  orthodox: {
    rule: 'Ordinary chess by the FIDE laws: a captured piece leaves the board for good; check, checkmate, castling, en passant and promotion as usual.',
  },
  circe: {
    rule: 'A captured piece comes back at once on its home square: a pawn on its second rank in the file of the capture; a knight, bishop or rook on its home square of the colour it was captured on; a queen on d1 or d8. If that square is occupied, the piece vanishes. Kings are not reborn, and check and checkmate are as in chess, reborn pieces included.',
  },
  'circe-rex-inclusive': {
    rule: 'Circe in which kings are reborn too, on e1 and e8. A king is in check only when it could be captured while its home square is occupied, so that it would not come back; checkmate is such a threat with no way out.',
  },
  anticirce: {
    rule: 'Here the capturer goes home: after a capture, the capturing piece (a king too) is put on its own home square, as Circe would place it, and the captured piece vanishes. A capture is allowed only when that home square is empty, or is the square of the capture itself.',
  },
  'anticirce-cheylan': {
    rule: 'Anticirce with one more limit: a piece may not capture on its own home square (in Anticirce it would simply stay there).',
  },
  'mirror-circe': {
    rule: 'A captured piece is reborn on the home square of the same piece of the other side: a black pawn taken on c5 comes back on c2, a black queen on d1. If that square is occupied, it vanishes.',
  },
  'vertical-mirror-circe': {
    rule: 'A captured piece is reborn on its home square reflected from left to right: a queen on its king\'s square (e1 or e8), a pawn taken on c5 on f7. If that square is occupied, it vanishes.',
  },
  'horizontal-mirror-circe': {
    rule: 'A captured piece is reborn on its home square reflected from top to bottom, on the other side\'s back ranks: a white queen on d8, a black pawn taken on c5 on c2. If that square is occupied, it vanishes.',
  },
  'diagram-circe': {
    rule: 'A captured piece is reborn on the square where it stood when the game (or the diagram) began, if that square is empty.',
  },
  'equipollents-circe': {
    rule: 'A captured piece is reborn as far beyond the capture square as the capturer travelled, in the same direction: a queen that captures from d4 on c5 sends the piece to b6. Off the board or on an occupied square, it vanishes.',
  },
  'equipollents-circe-rex-inclusive': {
    rule: 'Equipollents Circe in which kings are reborn too; a king is in check only when it could be captured without coming back.',
  },
  'antiequipollents-circe': {
    rule: 'The capturer, not the captured piece, moves on: it goes once more along the line of its capture, to a square that must be empty, and the captured piece vanishes.',
  },
  'pwc-circe': {
    rule: 'Platzwechsel ("changing places"): the captured piece is reborn on the square the capturer came from, as if the two had swapped places. A pawn reborn on its last rank is promoted.',
  },
  'antipodean-circe': {
    rule: 'A captured piece is reborn on its antipode: four files and four ranks away from the capture square (d4 and h8, c5 and g1). If that square is occupied, it vanishes.',
  },
  'symmetrical-circe': {
    rule: 'A captured piece is reborn on the capture square reflected through the centre of the board (d7 and e2, a1 and h8). If that square is occupied, it vanishes.',
  },
  'diametral-circe': {
    rule: 'A captured piece is reborn on its home square reflected through the centre of the board: a white queen on e8, a black pawn from c7 on f2. If that square is occupied, it vanishes.',
  },
  'file-circe': {
    rule: 'A captured piece is reborn on its home rank (a pawn on its second rank), in the file where it was captured.',
  },
  'rank-circe': {
    rule: 'A captured piece is reborn in the rank where it was captured, in the file of its home square: a black queen taken on b5 comes back on d5.',
  },
  'clone-circe': {
    rule: 'A captured piece takes the capturer\'s kind, keeping its colour, and is reborn on that kind\'s home square: a rook taken by a queen comes back as a queen on d8.',
  },
  'chameleon-circe': {
    rule: 'A captured piece changes kind as it is reborn, knight to bishop to rook to queen to knight, and goes to the new kind\'s home square. Pawns stay pawns.',
  },
  'couscous-circe': {
    rule: 'A captured piece is reborn on the capturer\'s home square. A pawn reborn on its last rank is promoted, to a piece the capturing side chooses.',
  },
  'coucou-circe': {
    rule: 'Couscous Circe, with one limit: a pawn that would be reborn on its last rank may not be captured if any piece it could promote to would give check to the capturer\'s king.',
  },
  'kamikaze-circe': {
    rule: 'Circe in which the capturer is reborn too: after a capture, the captured piece goes to its home square and the capturing piece to its own, each vanishing if its square is occupied.',
  },
  'assassin-circe': {
    rule: 'A captured piece is always reborn on its home square: whatever stands there is removed. A capture that would remove your own king this way is not allowed.',
  },
  'strict-circe': {
    rule: 'Circe in which a capture is allowed only when the captured piece\'s home square is empty: a piece never vanishes.',
  },
  'turncoat-circe': {
    rule: 'A captured piece changes sides: it is reborn on its home square as a piece of the capturer\'s colour.',
  },
  'double-agents-circe': {
    rule: 'A captured piece changes sides, then is reborn on the home square of its new side: a black rook taken on d8 comes back as a white rook on a1.',
  },
  'hydra-circe': {
    rule: 'A captured piece is reborn twice: on its home square and on that square reflected from left to right (a pawn taken on c3 comes back on c7 and on f7), each time only if the square is empty. Material can only grow.',
  },
  'parrain-circe': {
    rule: 'A captured piece waits one move. After the next move, it reappears displaced from the capture square by that move\'s vector: if the reply goes one square to the left, it comes back one square to the left of where it was taken, if that square is empty.',
  },
  'mars-circe': {
    rule: 'Pieces capture from their home squares: to capture, a piece jumps to the square where Circe would rebirth it (which must be empty, or be its own square) and captures from there. Captured pieces stay captured.',
  },
  'anti-mars-circe': {
    rule: 'The reverse of Mars Circe: a piece makes its non-capturing moves from its home square (which must be empty, or be its own square) and captures from where it stands. Captured pieces stay captured.',
  },
  'volcanic-circe': {
    rule: 'A captured piece whose home square is occupied is not lost: it is buried under the piece standing there, and erupts, back on the board, when that piece leaves the square.',
  },
  'parachute-circe': {
    rule: 'Circe in which a captured piece whose home square is occupied still comes back: it lands on top, and the piece standing there goes under it, out of play (it cannot move, be captured or block). When the top piece leaves, the piece under it comes back as part of that move; several can pile up, and the last one covered comes back first. A piece captured on its own home square covers its capturer, and a king can be covered too: it can then be neither checked nor captured until it comes back.',
  },
  'equipollents-chameleon-circe': {
    rule: 'A captured piece changes kind (knight to bishop, bishop to rook, rook to queen, queen to knight; pawns stay pawns) and is reborn as far beyond the capture square as the capturer came from, in the same direction: a bishop from b2 taking a knight on d4 sends it to f6, as a bishop. If that square is off the board or occupied, the piece vanishes.',
  },
  'andernach-circe': {
    rule: 'Circe in which a piece that captures changes sides where it stands (a king never does; a pawn capturing onto its last rank promotes first): a white rook taking on d5 becomes a black rook on d5, and the captured piece is reborn on its home square. A capture that leaves the new enemy piece checking your own king is not allowed.',
  },
  'jupiter-circe': {
    rule: 'Derived from a single source (echekk’s “Circé joviens”), not checked by a solver. To capture a piece you first move it to its home square, the square where Circe would put it back, and take it there: your piece ends on that square. A black rook on b2 takes a white knight on a6 by going to b1, where the knight was sent. The home square must be empty (a piece already standing on it is taken where it stands); a piece whose home square is occupied cannot be taken. Captured pieces stay captured, and a plain move to that square is still a move of its own. Kings are taken where they stand, so check is as in chess. No en passant.',
  },
  'super-circe': {
    rule: 'The capturing side puts the captured piece back on any empty square it likes (a pawn on its last rank is promoted), or takes it off the board.',
  },
  'cage-circe': {
    rule: 'The capturing side puts the captured piece in a cage: an empty square from which it has no move except captures. Only when there is no such square does it vanish.',
  },
  'dice-chess': {
    rule: 'Before each move you roll two dice: 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king. You move a piece of either kind shown; doubles allow any move. With no allowed move the turn passes, even in check, and a king left in check may then be captured. Otherwise chess, checkmate included.',
  },
  'dice-chess-one-die': {
    rule: 'BrainKing\'s dice chess: before each move one die names the kind of piece that moves (a face with no move is never rolled). There is no check: kings may be left attacked, and capturing the king wins.',
  },
  'dice-chess-moves': {
    rule: 'Derived from a one-sentence summary of Gollon\'s second way, not a published rule. Before each turn you roll one die: it gives the number of moves you make in a row, four at most (a 4, 5 or 6 is four), with any pieces, the same one again if you like. Every move must be legal, and all of them must be played while you can. A move that gives check ends your turn; in check, your first move must answer it. En passant only with the turn\'s first move. Win by checkmate.',
  },
  'dice-chess-piece-count': {
    rule: 'Derived from a one-sentence summary of Gollon\'s third way, not a published rule. Before each turn you roll two dice told apart: the first names the kind of piece (1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king), the second how many moves, four at most (a 4, 5 or 6 is four). Your first move picks one piece of that kind, and that same piece makes every move of the turn, all of them while it can. A check, a promotion or castling (a king move) ends the turn; with no piece of that kind able to move, or to answer a check, the turn passes. En passant only with the turn\'s first move. Otherwise chess, checkmate included.',
  },
  'vegas-fun-chess': {
    rule: 'Derived from Koltanowski\'s rules as The Chess Variant Pages give them (the stored copy stops mid-rule). Before each turn you roll two dice told apart: die 1 shows pawn, knight, bishop, rook, king, pawn; die 2 pawn, knight, bishop, rook, queen and optional. Move a piece of a kind either die shows; on optional, make any move or pass. With no allowed move the turn passes. Doubles allow only their kind. In check you do not roll: make any legal move that answers the check. After giving check you do not roll on your next turn, even if the check was answered: make any move, or pass. Castling on a rook, a king or optional; en passant and promotion on a pawn. Win by checkmate; stalemate draws.',
  },
  'dice-chess-three-dice': {
    rule: 'The dice chess played today on dicechess.com and in clubs. Before each turn you roll three dice (1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king); each die moves one piece of the kind it shows, in any order, the same piece again if you like. You must use as many dice as any way of playing the roll could: a die is lost only when no way of playing it would use it, and the board says why a move is refused. Taking the king is always allowed and wins at once. There is no check: a king may stand attacked. Castling uses a 6 and a 4 together and may pass attacked squares; en passant is open to a pawn die on any move of the next turn; a promotion is a pawn move. With no usable die the turn passes. Bare kings draw, and so do 100 turns with no pawn move or capture; there is no draw by repetition.',
  },
};
