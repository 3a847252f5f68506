// Cada joc de regles en paraules planeres, en català: per a cadascun (pel
// seu nom al motor) el nom, la descripció d'una línia (traduïts de la
// taula del motor) i `rule`, un paràgraf per a qui el descobreix. Les
// mateixes claus que rule-sets.en.js.

export default {
  'dice-rex-circe': {
    name: 'Dice Rex Circe',
    description: 'Circe on els reis també reneixen, sense escac, amb tres daus de moviments extra després de cada moviment de rei; es guanya per Mat Circe.',
    rule: 'Les peces capturades, reis inclosos, reneixen a la seva casella d’origen si és lliure, i desapareixen si és ocupada. No hi ha escac. Un torn que comença amb un moviment de rei dona tres daus, cadascun un moviment extra obligatori d’una mena de peça (1 peó … 6 rei). Només es guanya per Mat Circe: capturar un rei la casella d’origen del qual és ocupada.',
  },
  orthodox: {
    name: 'Escacs ortodoxos',
    description: 'Els escacs segons les regles de la FIDE.',
    rule: 'Els escacs de sempre, segons les regles de la FIDE: una peça capturada surt del tauler per sempre; escac, mat, enroc, captura en passant i promoció com de costum.',
  },
  circe: {
    name: 'Circe',
    description: 'Una unitat capturada reneix a la seva casella d’origen si és lliure; els reis no reneixen.',
    rule: 'Una peça capturada torna de seguida a la seva casella d’origen: un peó a la seva segona fila, a la columna de la captura; un cavall, un alfil o una torre a la seva casella d’origen del color on ha estat capturat; una dama a d1 o d8. Si aquesta casella és ocupada, la peça desapareix. Els reis no reneixen, i l’escac i el mat són els dels escacs, peces renascudes incloses.',
  },
  'circe-rex-inclusive': {
    name: 'Circe Rex inclusiu',
    description: 'Circe on els reis també reneixen: un rei només està en escac si pot ser capturat sense renéixer.',
    rule: 'Circe on els reis també reneixen, a e1 i e8. Un rei només està en escac si pot ser capturat mentre la seva casella d’origen és ocupada, de manera que no tornaria; el mat és aquesta amenaça sense defensa.',
  },
  anticirce: {
    name: 'Anticirce',
    description: 'La unitat que captura, rei inclòs, torna a la seva pròpia casella d’origen, que ha de ser lliure; la unitat capturada desapareix.',
    rule: 'Aquí és qui captura qui torna a casa: després d’una captura, la peça que ha capturat (també un rei) va a la seva pròpia casella d’origen, com la hi posaria Circe, i la peça capturada desapareix. Una captura només és permesa si aquesta casella d’origen és lliure, o és la mateixa casella de la captura.',
  },
  'anticirce-cheylan': {
    name: 'Anticirce (Cheylan)',
    description: 'Anticirce on una unitat no pot capturar a la seva pròpia casella d’origen.',
    rule: 'Anticirce amb un límit més: una peça no pot capturar a la seva pròpia casella d’origen (a l’Anticirce s’hi quedaria, simplement).',
  },
  'mirror-circe': {
    name: 'Circe mirall',
    description: 'Una unitat capturada reneix a la casella on seria la mateixa unitat de l’altre bàndol.',
    rule: 'Una peça capturada reneix a la casella d’origen de la mateixa peça del bàndol contrari: un peó negre capturat a c5 torna a c2, una dama negra a d1. Si aquesta casella és ocupada, desapareix.',
  },
  'vertical-mirror-circe': {
    name: 'Circe mirall vertical',
    description: 'Una unitat capturada reneix a la seva casella d’origen reflectida d’esquerra a dreta (una dama a la casella del rei).',
    rule: 'Una peça capturada reneix a la seva casella d’origen reflectida d’esquerra a dreta: una dama a la casella del seu rei (e1 o e8), un peó capturat a c5 a f7. Si aquesta casella és ocupada, desapareix.',
  },
  'horizontal-mirror-circe': {
    name: 'Circe mirall horitzontal',
    description: 'Una unitat capturada reneix a la seva casella d’origen reflectida de dalt a baix, al camp contrari.',
    rule: 'Una peça capturada reneix a la seva casella d’origen reflectida de dalt a baix, a les files del bàndol contrari: una dama blanca a d8, un peó negre capturat a c5 a c2. Si aquesta casella és ocupada, desapareix.',
  },
  'diagram-circe': {
    name: 'Circe diagrama',
    description: 'Una unitat capturada reneix a la casella on era quan va començar la partida.',
    rule: 'Una peça capturada reneix a la casella on era quan va començar la partida (o el diagrama), si aquesta casella és lliure.',
  },
  'equipollents-circe': {
    name: 'Circe equipol·lents',
    description: 'Una unitat capturada reneix més enllà de la casella de captura, a la mateixa distància i en la mateixa direcció que el trajecte de qui captura.',
    rule: 'Una peça capturada reneix més enllà de la casella de captura, tan lluny com ha viatjat qui captura i en la mateixa direcció: una dama que captura de d4 a c5 envia la peça a b6. Fora del tauler o en una casella ocupada, desapareix.',
  },
  'equipollents-circe-rex-inclusive': {
    name: 'Circe equipol·lents Rex inclusiu',
    description: 'Circe equipol·lents on els reis també reneixen.',
    rule: 'Circe equipol·lents on els reis també reneixen; un rei només està en escac si pot ser capturat sense tornar.',
  },
  'antiequipollents-circe': {
    name: 'Circe antiequipol·lents',
    description: 'Anticirce on qui captura allarga el moviment un cop més enllà de la casella de captura, cap a una casella que ha de ser lliure.',
    rule: 'És qui captura, i no la peça capturada, qui continua: refà un cop més el trajecte de la seva captura, cap a una casella que ha de ser lliure, i la peça capturada desapareix.',
  },
  'pwc-circe': {
    name: 'Circe Platzwechsel',
    description: 'Una unitat capturada reneix a la casella d’on ve qui captura: les dues intercanvien els llocs.',
    rule: 'Platzwechsel («canvi de lloc»): la peça capturada reneix a la casella d’on ha sortit qui captura, com si totes dues haguessin intercanviat els llocs. Un peó que reneix a la seva darrera fila és promogut.',
  },
  'antipodean-circe': {
    name: 'Circe antípodes',
    description: 'Una unitat capturada reneix a quatre columnes i quatre files de la casella de captura.',
    rule: 'Una peça capturada reneix als seus antípodes: a quatre columnes i quatre files de la casella de captura (d4 i h8, c5 i g1). Si aquesta casella és ocupada, desapareix.',
  },
  'symmetrical-circe': {
    name: 'Circe simètric',
    description: 'Una unitat capturada reneix a la casella de captura reflectida pel centre del tauler.',
    rule: 'Una peça capturada reneix a la casella de captura reflectida pel centre del tauler (d7 i e2, a1 i h8). Si aquesta casella és ocupada, desapareix.',
  },
  'diametral-circe': {
    name: 'Circe diametral',
    description: 'Una unitat capturada reneix a la seva casella d’origen reflectida pel centre del tauler.',
    rule: 'Una peça capturada reneix a la seva casella d’origen reflectida pel centre del tauler: una dama blanca a e8, un peó negre de c7 a f2. Si aquesta casella és ocupada, desapareix.',
  },
  'file-circe': {
    name: 'Circe columna',
    description: 'Una unitat capturada reneix a la seva fila d’origen, a la columna de la captura.',
    rule: 'Una peça capturada reneix a la seva fila d’origen (un peó a la seva segona fila), a la columna on ha estat capturada.',
  },
  'rank-circe': {
    name: 'Circe fila',
    description: 'Una unitat capturada reneix a la fila de la captura, a la columna de la seva casella d’origen.',
    rule: 'Una peça capturada reneix a la fila on ha estat capturada, a la columna de la seva casella d’origen: una dama negra capturada a b5 torna a d5.',
  },
  'clone-circe': {
    name: 'Circe clon',
    description: 'Una unitat capturada esdevé una unitat del tipus de qui captura, conserva el color, i reneix a la casella d’origen d’aquest tipus.',
    rule: 'Una peça capturada pren la naturalesa de qui captura, conserva el color, i reneix a la casella d’origen d’aquesta naturalesa: una torre capturada per una dama torna com a dama a d8.',
  },
  'chameleon-circe': {
    name: 'Circe camaleó',
    description: 'Una peça capturada canvia de tipus (cavall, alfil, torre, dama, cavall) i reneix a la casella d’origen del nou tipus.',
    rule: 'Una peça capturada canvia de naturalesa en renéixer, cavall en alfil, alfil en torre, torre en dama, dama en cavall, i va a la casella d’origen de la seva nova naturalesa. Els peons continuen sent peons.',
  },
  'couscous-circe': {
    name: 'Circe cuscús',
    description: 'Una unitat capturada reneix a la casella d’origen de qui captura; un peó que hi és a la seva darrera fila és promogut.',
    rule: 'Una peça capturada reneix a la casella d’origen de qui captura. Un peó que reneix a la seva darrera fila és promogut, a una peça que tria el bàndol que captura.',
  },
  'coucou-circe': {
    name: 'Circe cucut',
    description: 'Circe cuscús, excepte que un peó no pot ser capturat si alguna de les seves promocions faria escac al rei de qui captura.',
    rule: 'Circe cuscús, amb un límit: un peó que renaixeria a la seva darrera fila no pot ser capturat si alguna de les peces a què podria ser promogut faria escac al rei de qui captura.',
  },
  'kamikaze-circe': {
    name: 'Circe kamikaze',
    description: 'Circe on qui captura també reneix a la seva pròpia casella d’origen, o desapareix.',
    rule: 'Circe on qui captura també reneix: després d’una captura, la peça capturada va a la seva casella d’origen i la que ha capturat a la seva, i cadascuna desapareix si la seva casella és ocupada.',
  },
  'assassin-circe': {
    name: 'Circe assassí',
    description: 'Una unitat capturada sempre reneix a la seva casella d’origen, i en treu el que hi hagi.',
    rule: 'Una peça capturada sempre reneix a la seva casella d’origen: el que hi hagi en surt. Una captura que així trauria el propi rei no és permesa.',
  },
  'strict-circe': {
    name: 'Circe estricte',
    description: 'Circe on una captura no és permesa si la casella d’origen de la unitat capturada és ocupada.',
    rule: 'Circe on una captura només és permesa si la casella d’origen de la peça capturada és lliure: una peça no desapareix mai.',
  },
  'turncoat-circe': {
    name: 'Circe trànsfuga',
    description: 'Una unitat capturada reneix a la seva casella d’origen i canvia de color.',
    rule: 'Una peça capturada canvia de bàndol: reneix a la seva casella d’origen, del color de qui captura.',
  },
  'double-agents-circe': {
    name: 'Circe agents dobles',
    description: 'Una unitat capturada canvia de color i reneix a la casella d’origen del seu nou bàndol.',
    rule: 'Una peça capturada canvia de bàndol i després reneix a la casella d’origen del seu nou bàndol: una torre negra capturada a d8 torna com a torre blanca a a1.',
  },
  'hydra-circe': {
    name: 'Circe hidra',
    description: 'Una unitat capturada reneix a la seva casella d’origen i també al reflex d’aquesta casella: tornen dues unitats.',
    rule: 'Una peça capturada reneix dues vegades: a la seva casella d’origen i a aquesta casella reflectida d’esquerra a dreta (un peó capturat a c3 torna a c7 i a f7), cada cop només si la casella és lliure. El material només pot créixer.',
  },
  'parrain-circe': {
    name: 'Circe padrí',
    description: 'Una unitat capturada reapareix després del moviment següent, desplaçada des de la casella de captura pel vector d’aquest moviment.',
    rule: 'Una peça capturada espera un moviment. Després del moviment següent, reapareix desplaçada des de la casella de captura pel vector d’aquest moviment: si la resposta va una casella a l’esquerra, torna una casella a l’esquerra d’on ha estat capturada, si aquesta casella és lliure.',
  },
  'mars-circe': {
    name: 'Circe Mart',
    description: 'Una unitat captura des de la seva casella d’origen, que ha de ser lliure; les captures són definitives.',
    rule: 'Les peces capturen des de la seva casella d’origen: per capturar, una peça salta a la casella on Circe la faria renéixer (lliure, o la seva pròpia casella) i captura des d’allà. Les peces capturades ho són per sempre.',
  },
  'anti-mars-circe': {
    name: 'Circe anti-Mart',
    description: 'Una unitat fa els moviments sense captura des de la seva casella d’origen, que ha de ser lliure; les captures són definitives.',
    rule: 'L’invers de Circe Mart: una peça fa els moviments sense captura des de la seva casella d’origen (lliure, o la seva pròpia casella) i captura des d’on és. Les peces capturades ho són per sempre.',
  },
  'volcanic-circe': {
    name: 'Circe volcànic',
    description: 'Circe on una unitat capturada la casella d’origen de la qual és ocupada queda enterrada sota l’ocupant, i en surt quan aquest se’n va.',
    rule: 'Una peça capturada la casella d’origen de la qual és ocupada no es perd: queda enterrada sota la peça que hi ha, i torna a sortir al tauler quan aquesta peça deixa la casella.',
  },
  'parachute-circe': {
    name: 'Circe paracaigudes',
    description: 'Circe on una unitat capturada la casella d’origen de la qual és ocupada aterra sobre l’ocupant, que torna quan ella se’n va.',
    rule: 'Circe on una peça capturada la casella d’origen de la qual és ocupada torna igualment: s’hi posa a sobre, i la peça que hi era passa a sota, fora de joc (no es mou, no pot ser capturada i no bloqueja res). Quan la peça de sobre se’n va, la de sota torna en la mateixa jugada; se’n poden apilar diverses, i l’última coberta és la primera que torna. Una peça capturada a la seva pròpia casella d’origen cobreix qui l’ha capturada, i un rei també pot quedar cobert: aleshores no pot rebre escac ni ser capturat fins que torna.',
  },
  'equipollents-chameleon-circe': {
    name: 'Circe equipol·lents camaleó',
    description: 'Una peça capturada canvia de tipus (cavall, alfil, torre, dama, cavall) i reneix tan lluny més enllà de la casella de captura com ha vingut qui captura.',
    rule: 'Una peça capturada canvia de tipus (el cavall esdevé alfil, l’alfil torre, la torre dama, la dama cavall; els peons continuen sent peons) i reneix tan lluny més enllà de la casella de captura com ha vingut qui captura, en la mateixa direcció: un alfil de b2 que captura un cavall a d4 l’envia a f6, convertit en alfil. Si aquesta casella és fora del tauler o ocupada, la peça desapareix.',
  },
  'andernach-circe': {
    name: 'Circe Andernach',
    description: 'Circe on la unitat que captura, llevat d’un rei, canvia de bàndol allà on és.',
    rule: 'Circe on una peça que captura canvia de bàndol allà on és (mai un rei; un peó que captura a la seva última fila primer promociona): una torre blanca que captura a d5 esdevé una torre negra a d5, i la peça capturada reneix a la seva casella d’origen. No es permet una captura que deixi la nova peça contrària fent escac al vostre rei.',
  },
  'jupiter-circe': {
    name: 'Circe jovià',
    description: 'Derivat: per ser capturada, una unitat es trasllada primer a la seva casella d’origen, que ha d’estar buida, i s’hi captura; les captures són definitives.',
    rule: 'Derivat d’una sola font (els «Circé joviens» d’echekk), no comprovat per cap resolutor. Per capturar una peça, primer la traslladeu a la seva casella d’origen, on Circe la faria renéixer, i la captureu allà: la vostra peça acaba en aquella casella. Una torre negra a b2 captura un cavall blanc a a6 anant a b1, on s’ha enviat el cavall. La casella d’origen ha d’estar buida (una peça que ja hi és es captura on és); una peça amb la casella d’origen ocupada no es pot capturar. Les peces capturades no tornen, i un moviment simple cap a aquella casella continua sent un moviment a part. Els reis es capturen on són: l’escac és el dels escacs ortodoxos. No hi ha captura en passant.',
  },
  'super-circe': {
    name: 'Supercirce',
    description: 'Qui captura posa la unitat capturada a qualsevol casella lliure, o la treu.',
    rule: 'El bàndol que captura torna a posar la peça capturada a la casella lliure que vulgui (un peó a la seva darrera fila és promogut), o la treu del tauler.',
  },
  'cage-circe': {
    name: 'Circe gàbia',
    description: 'Qui captura posa la unitat capturada en una casella on no té cap moviment sense captura; desapareix si no n’hi ha cap.',
    rule: 'El bàndol que captura posa la peça capturada en una gàbia: una casella lliure des d’on no té cap moviment tret de captures. Només desapareix si no hi ha cap casella així.',
  },
  'dice-chess': {
    name: 'Escacs amb daus',
    description: 'Escacs on dos daus abans de cada moviment indiquen les peces que poden moure (dobles: qualsevol); sense moviment permès, es passa.',
    rule: 'Abans de cada moviment es tiren dos daus: 1 peó, 2 cavall, 3 alfil, 4 torre, 5 dama, 6 rei. Es mou una peça d’una de les dues menes; un doble permet qualsevol moviment. Sense cap moviment permès el torn passa, fins i tot en escac, i llavors un rei que ha quedat en escac pot ser capturat. Per a la resta, escacs, mat inclòs.',
  },
  'dice-chess-one-die': {
    name: 'Escacs amb daus (un dau)',
    description: 'Els escacs amb daus de BrainKing: un dau indica la peça que mou, no hi ha escac, i capturar el rei guanya.',
    rule: 'Els escacs amb daus de BrainKing: abans de cada moviment un dau indica la mena de peça que mou (una cara sense moviment no surt mai). No hi ha escac: un rei pot quedar atacat, i capturar el rei guanya.',
  },
  'dice-chess-moves': {
    name: 'Escacs amb daus pel nombre de jugades',
    description: 'Derivat de la segona manera de Gollon: un dau indica el nombre de jugades seguides, quatre com a màxim, amb qualsevol peça; un escac acaba el torn.',
    rule: 'Derivat d’un resum d’una frase de la segona manera de Gollon, no d’una regla publicada. Abans de cada torn es tira un dau: indica el nombre de jugades seguides, quatre com a màxim (un 4, un 5 o un 6 en donen quatre), amb qualsevol peça, també la mateixa. Cada jugada ha de ser legal, i totes són obligatòries mentre es pugui jugar. Una jugada que fa escac acaba el torn; en escac, la primera jugada l’ha de parar. La captura en passant només a la primera jugada del torn. Es guanya per mat.',
  },
  'dice-chess-piece-count': {
    name: 'Escacs amb daus per peça i nombre',
    description: 'Derivat de la tercera manera de Gollon: un dau indica la mena de peça, l’altre el nombre de jugades, quatre com a màxim, que fa una peça d’aquesta mena; un escac, una promoció o un enroc acaben el torn.',
    rule: 'Derivat d’un resum d’una frase de la tercera manera de Gollon, no d’una regla publicada. Abans de cada torn es tiren dos daus que es distingeixen: el primer indica la mena de peça (1 peó, 2 cavall, 3 alfil, 4 torre, 5 dama, 6 rei), el segon el nombre de jugades, quatre com a màxim (un 4, un 5 o un 6 en donen quatre). La primera jugada tria una peça d’aquesta mena, i és ella qui fa totes les jugades del torn, totes obligatòries mentre pugui moure. Un escac, una promoció o un enroc (una jugada de rei) acaben el torn; si cap peça d’aquesta mena no pot moure, o parar un escac, el torn passa. La captura en passant només a la primera jugada del torn. Per a la resta, escacs, mat inclòs.',
  },
  'vegas-fun-chess': {
    name: 'Vegas Fun Chess',
    description: 'Derivat de les regles de Koltanowski: dos daus que es distingeixen, dau 1 peó, cavall, alfil, torre, rei, peó i dau 2 peó, cavall, alfil, torre, dama, a triar (qualsevol jugada, o passar); el jugador en escac no tira, i el que ha fet escac no tira al torn següent (qualsevol jugada, o passar).',
    rule: 'Derivat de les regles de Koltanowski tal com les donen The Chess Variant Pages (la còpia conservada s’atura a mitja regla). Abans de cada torn es tiren dos daus que es distingeixen: el dau 1 mostra peó, cavall, alfil, torre, rei, peó; el dau 2 peó, cavall, alfil, torre, dama i «a triar». Es mou una peça d’un tipus que indiqui algun dels daus; amb «a triar», qualsevol jugada, o es passa. Sense cap jugada permesa, el torn passa. Un doble només permet el seu tipus. En escac no es tira: es fa qualsevol jugada legal que pari l’escac. Després de fer escac no es tira al torn següent, encara que l’escac s’hagi parat: qualsevol jugada, o es passa. L’enroc amb una torre, un rei o «a triar»; la captura en passant i la promoció amb un peó. Es guanya per mat; l’ofegat és taules.',
  },
  'dice-chess-three-dice': {
    name: 'Escacs amb daus (tres daus)',
    description: 'Els escacs amb daus de dicechess.com: tres daus per torn, una jugada per dau en l’ordre que es vulgui, tants daus com qualsevol torn en podria jugar; no hi ha escac, i capturar el rei guanya.',
    rule: 'Els escacs amb daus que es juguen avui a dicechess.com i als clubs. Abans de cada torn es tiren tres daus (1 peó, 2 cavall, 3 alfil, 4 torre, 5 dama, 6 rei); cada dau fa moure una peça del tipus que mostra, en l’ordre que es vulgui, la mateixa peça un altre cop si es vol. Cal jugar tants daus com qualsevol manera de jugar la tirada podria: un dau només es perd si cap manera de jugar no l’utilitzaria, i el tauler diu per què es refusa una jugada. Capturar el rei sempre és permès i guanya de seguida. No hi ha escac: un rei pot quedar atacat. L’enroc fa servir alhora un 6 i un 4 i pot travessar caselles atacades; la captura en passant és oberta a un dau de peó en qualsevol jugada del torn següent; una promoció és una jugada de peó. Sense cap dau jugable, el torn passa. Els reis sols són taules, i també 100 torns sense jugada de peó ni captura; no hi ha taules per repetició.',
  },
};
