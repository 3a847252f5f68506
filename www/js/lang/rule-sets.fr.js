// Chaque jeu de règles en mots simples, en français : pour chacun (par son
// nom dans le moteur) son nom, sa description d'une ligne (traduites de
// la table du moteur) et `rule`, un paragraphe pour qui le découvre. Mêmes
// clés que rule-sets.en.js.

export default {
  'dice-rex-circe': {
    name: 'Dice Rex Circe',
    description: 'Circé où les rois renaissent aussi, sans échec, avec trois dés de coups bonus après chaque coup de roi ; on gagne par Mat Circé.',
    rule: 'Les pièces prises, rois compris, renaissent sur leur case d’origine si elle est libre, et disparaissent si elle est occupée. Il n’y a pas d’échec. Un tour qui commence par un coup de roi donne trois dés, chacun un coup bonus obligatoire d’une sorte de pièce (1 pion … 6 roi). On ne gagne que par Mat Circé : prendre un roi dont la case d’origine est occupée.',
  },
  orthodox: {
    name: 'Échecs orthodoxes',
    description: 'Les échecs selon les règles de la FIDE.',
    rule: 'Les échecs ordinaires, selon les règles de la FIDE : une pièce prise quitte l’échiquier pour de bon ; échec, mat, roque, prise en passant et promotion comme d’habitude.',
  },
  circe: {
    name: 'Circé',
    description: 'Une unité prise renaît sur sa case d’origine si elle est libre ; les rois ne renaissent pas.',
    rule: 'Une pièce prise revient aussitôt sur sa case d’origine : un pion sur sa deuxième rangée, dans la colonne de la prise ; un cavalier, un fou ou une tour sur sa case d’origine de la couleur où il a été pris ; une dame en d1 ou d8. Si cette case est occupée, la pièce disparaît. Les rois ne renaissent pas, et l’échec et le mat sont ceux des échecs, pièces renées comprises.',
  },
  'circe-rex-inclusive': {
    name: 'Circé Rex inclusif',
    description: 'Circé où les rois renaissent aussi : un roi n’est en échec que s’il peut être pris sans renaître.',
    rule: 'Circé où les rois renaissent aussi, en e1 et e8. Un roi n’est en échec que s’il peut être pris alors que sa case d’origine est occupée, de sorte qu’il ne reviendrait pas ; le mat est une telle menace sans parade.',
  },
  anticirce: {
    name: 'Anticircé',
    description: 'L’unité qui prend, roi compris, retourne sur sa propre case d’origine, qui doit être libre ; l’unité prise disparaît.',
    rule: 'Ici c’est le preneur qui rentre chez lui : après une prise, la pièce qui a pris (un roi aussi) va sur sa propre case d’origine, comme Circé la placerait, et la pièce prise disparaît. Une prise n’est permise que si cette case d’origine est libre, ou est la case même de la prise.',
  },
  'anticirce-cheylan': {
    name: 'Anticircé (Cheylan)',
    description: 'Anticircé où une unité ne peut pas prendre sur sa propre case d’origine.',
    rule: 'Anticircé avec une limite de plus : une pièce ne peut pas prendre sur sa propre case d’origine (en Anticircé elle y resterait simplement).',
  },
  'mirror-circe': {
    name: 'Circé miroir',
    description: 'Une unité prise renaît sur la case où serait la même unité de l’autre camp.',
    rule: 'Une pièce prise renaît sur la case d’origine de la même pièce du camp adverse : un pion noir pris en c5 revient en c2, une dame noire en d1. Si cette case est occupée, elle disparaît.',
  },
  'vertical-mirror-circe': {
    name: 'Circé miroir vertical',
    description: 'Une unité prise renaît sur sa case d’origine reflétée de gauche à droite (une dame sur la case du roi).',
    rule: 'Une pièce prise renaît sur sa case d’origine reflétée de gauche à droite : une dame sur la case de son roi (e1 ou e8), un pion pris en c5 en f7. Si cette case est occupée, elle disparaît.',
  },
  'horizontal-mirror-circe': {
    name: 'Circé miroir horizontal',
    description: 'Une unité prise renaît sur sa case d’origine reflétée de haut en bas, dans le camp adverse.',
    rule: 'Une pièce prise renaît sur sa case d’origine reflétée de haut en bas, dans les rangées du camp adverse : une dame blanche en d8, un pion noir pris en c5 en c2. Si cette case est occupée, elle disparaît.',
  },
  'diagram-circe': {
    name: 'Circé diagramme',
    description: 'Une unité prise renaît sur la case où elle se trouvait au début de la partie.',
    rule: 'Une pièce prise renaît sur la case où elle se trouvait au début de la partie (ou du diagramme), si cette case est libre.',
  },
  'equipollents-circe': {
    name: 'Circé équipollents',
    description: 'Une unité prise renaît au-delà de la case de prise, à la même distance et dans la même direction que le trajet du preneur.',
    rule: 'Une pièce prise renaît au-delà de la case de prise, aussi loin que le preneur a voyagé et dans la même direction : une dame qui prend de d4 en c5 envoie la pièce en b6. Hors de l’échiquier ou sur une case occupée, elle disparaît.',
  },
  'equipollents-circe-rex-inclusive': {
    name: 'Circé équipollents Rex inclusif',
    description: 'Circé équipollents où les rois renaissent aussi.',
    rule: 'Circé équipollents où les rois renaissent aussi ; un roi n’est en échec que s’il peut être pris sans revenir.',
  },
  'antiequipollents-circe': {
    name: 'Circé anti-équipollents',
    description: 'Anticircé où le preneur prolonge son coup une fois de plus au-delà de la case de prise, vers une case qui doit être libre.',
    rule: 'C’est le preneur, et non la pièce prise, qui continue : il refait une fois le trajet de sa prise, vers une case qui doit être libre, et la pièce prise disparaît.',
  },
  'pwc-circe': {
    name: 'Circé Platzwechsel',
    description: 'Une unité prise renaît sur la case d’où vient le preneur : les deux échangent leurs places.',
    rule: 'Platzwechsel (« échange de places ») : la pièce prise renaît sur la case d’où est parti le preneur, comme si les deux avaient échangé leurs places. Un pion qui renaît sur sa dernière rangée est promu.',
  },
  'antipodean-circe': {
    name: 'Circé antipodes',
    description: 'Une unité prise renaît à quatre colonnes et quatre rangées de la case de prise.',
    rule: 'Une pièce prise renaît sur ses antipodes : à quatre colonnes et quatre rangées de la case de prise (d4 et h8, c5 et g1). Si cette case est occupée, elle disparaît.',
  },
  'symmetrical-circe': {
    name: 'Circé symétrique',
    description: 'Une unité prise renaît sur la case de prise reflétée par le centre de l’échiquier.',
    rule: 'Une pièce prise renaît sur la case de prise reflétée par le centre de l’échiquier (d7 et e2, a1 et h8). Si cette case est occupée, elle disparaît.',
  },
  'diametral-circe': {
    name: 'Circé diamétral',
    description: 'Une unité prise renaît sur sa case d’origine reflétée par le centre de l’échiquier.',
    rule: 'Une pièce prise renaît sur sa case d’origine reflétée par le centre de l’échiquier : une dame blanche en e8, un pion noir de c7 en f2. Si cette case est occupée, elle disparaît.',
  },
  'file-circe': {
    name: 'Circé colonne',
    description: 'Une unité prise renaît sur sa rangée d’origine, dans la colonne de la prise.',
    rule: 'Une pièce prise renaît sur sa rangée d’origine (un pion sur sa deuxième rangée), dans la colonne où elle a été prise.',
  },
  'rank-circe': {
    name: 'Circé rangée',
    description: 'Une unité prise renaît sur la rangée de la prise, dans la colonne de sa case d’origine.',
    rule: 'Une pièce prise renaît sur la rangée où elle a été prise, dans la colonne de sa case d’origine : une dame noire prise en b5 revient en d5.',
  },
  'clone-circe': {
    name: 'Circé clone',
    description: 'Une unité prise devient une unité du type du preneur, garde sa couleur, et renaît sur la case d’origine de ce type.',
    rule: 'Une pièce prise prend la nature du preneur, garde sa couleur, et renaît sur la case d’origine de cette nature : une tour prise par une dame revient en dame en d8.',
  },
  'chameleon-circe': {
    name: 'Circé caméléon',
    description: 'Une pièce prise change de type (cavalier, fou, tour, dame, cavalier) et renaît sur la case d’origine du nouveau type.',
    rule: 'Une pièce prise change de nature en renaissant, cavalier en fou, fou en tour, tour en dame, dame en cavalier, et va sur la case d’origine de sa nouvelle nature. Les pions restent des pions.',
  },
  'couscous-circe': {
    name: 'Circé couscous',
    description: 'Une unité prise renaît sur la case d’origine du preneur ; un pion qui y est sur sa dernière rangée est promu.',
    rule: 'Une pièce prise renaît sur la case d’origine du preneur. Un pion qui renaît sur sa dernière rangée est promu, en une pièce que choisit le camp qui prend.',
  },
  'coucou-circe': {
    name: 'Circé coucou',
    description: 'Circé couscous, sauf qu’un pion ne peut pas être pris si l’une de ses promotions mettrait en échec le roi du preneur.',
    rule: 'Circé couscous, avec une limite : un pion qui renaîtrait sur sa dernière rangée ne peut pas être pris si l’une des pièces en laquelle il pourrait être promu mettrait en échec le roi du preneur.',
  },
  'kamikaze-circe': {
    name: 'Circé kamikaze',
    description: 'Circé où le preneur renaît lui aussi sur sa propre case d’origine, ou disparaît.',
    rule: 'Circé où le preneur renaît lui aussi : après une prise, la pièce prise va sur sa case d’origine et la pièce qui a pris sur la sienne, chacune disparaissant si sa case est occupée.',
  },
  'assassin-circe': {
    name: 'Circé assassin',
    description: 'Une unité prise renaît toujours sur sa case d’origine, en retirant ce qui s’y trouve.',
    rule: 'Une pièce prise renaît toujours sur sa case d’origine : ce qui s’y trouve est retiré. Une prise qui retirerait ainsi son propre roi est interdite.',
  },
  'strict-circe': {
    name: 'Circé strict',
    description: 'Circé où une prise est interdite si la case d’origine de l’unité prise est occupée.',
    rule: 'Circé où une prise n’est permise que si la case d’origine de la pièce prise est libre : une pièce ne disparaît jamais.',
  },
  'turncoat-circe': {
    name: 'Circé transfuge',
    description: 'Une unité prise renaît sur sa case d’origine et change de couleur.',
    rule: 'Une pièce prise change de camp : elle renaît sur sa case d’origine, de la couleur du preneur.',
  },
  'double-agents-circe': {
    name: 'Circé agents doubles',
    description: 'Une unité prise change de couleur et renaît sur la case d’origine de son nouveau camp.',
    rule: 'Une pièce prise change de camp, puis renaît sur la case d’origine de son nouveau camp : une tour noire prise en d8 revient en tour blanche en a1.',
  },
  'hydra-circe': {
    name: 'Circé hydre',
    description: 'Une unité prise renaît sur sa case d’origine et encore sur le reflet de cette case : deux unités reviennent.',
    rule: 'Une pièce prise renaît deux fois : sur sa case d’origine et sur cette case reflétée de gauche à droite (un pion pris en c3 revient en c7 et en f7), chaque fois seulement si la case est libre. Le matériel ne peut que croître.',
  },
  'parrain-circe': {
    name: 'Circé parrain',
    description: 'Une unité prise réapparaît après le coup suivant, déplacée depuis la case de prise du vecteur de ce coup.',
    rule: 'Une pièce prise attend un coup. Après le coup suivant, elle réapparaît déplacée depuis la case de prise du vecteur de ce coup : si la réponse va d’une case vers la gauche, elle revient une case à gauche de l’endroit où elle a été prise, si cette case est libre.',
  },
  'mars-circe': {
    name: 'Circé Mars',
    description: 'Une unité prend depuis sa case d’origine, qui doit être libre ; les prises sont définitives.',
    rule: 'Les pièces prennent depuis leur case d’origine : pour prendre, une pièce saute sur la case où Circé la ferait renaître (libre, ou sa propre case) et prend depuis là. Les pièces prises le restent.',
  },
  'anti-mars-circe': {
    name: 'Circé anti-Mars',
    description: 'Une unité joue ses coups sans prise depuis sa case d’origine, qui doit être libre ; les prises sont définitives.',
    rule: 'L’inverse de Circé Mars : une pièce joue ses coups sans prise depuis sa case d’origine (libre, ou sa propre case) et prend depuis là où elle est. Les pièces prises le restent.',
  },
  'volcanic-circe': {
    name: 'Circé volcanique',
    description: 'Circé où une unité prise dont la case d’origine est occupée est enfouie sous l’occupant, et resurgit quand il part.',
    rule: 'Une pièce prise dont la case d’origine est occupée n’est pas perdue : elle est enfouie sous la pièce qui s’y trouve, et resurgit sur l’échiquier quand cette pièce quitte la case.',
  },
  'parachute-circe': {
    name: 'Circé parachute',
    description: 'Circé où une unité prise dont la case d’origine est occupée atterrit sur l’occupant, qui revient quand elle part.',
    rule: 'Circé où une pièce prise dont la case d’origine est occupée revient quand même : elle se pose dessus, et la pièce qui s’y trouvait passe dessous, hors jeu (elle ne joue pas, ne peut être prise et ne bloque rien). Quand la pièce du dessus part, celle du dessous revient dans le même coup ; plusieurs peuvent s’empiler, et la dernière recouverte revient la première. Une pièce prise sur sa propre case d’origine recouvre son preneur, et un roi peut aussi être recouvert : il ne peut alors être ni mis en échec ni pris jusqu’à son retour.',
  },
  'equipollents-chameleon-circe': {
    name: 'Circé équipollents caméléon',
    description: 'Une pièce prise change de sorte (cavalier, fou, tour, dame, cavalier) et renaît aussi loin au-delà de la case de prise que le preneur est venu.',
    rule: 'Une pièce prise change de sorte (le cavalier devient fou, le fou tour, la tour dame, la dame cavalier ; les pions restent pions) et renaît aussi loin au-delà de la case de prise que le preneur est venu, dans la même direction : un fou de b2 qui prend un cavalier en d4 l’envoie en f6, changé en fou. Si cette case est hors de l’échiquier ou occupée, la pièce disparaît.',
  },
  'andernach-circe': {
    name: 'Circé Andernach',
    description: 'Circé où l’unité qui prend, sauf un roi, change de camp là où elle est.',
    rule: 'Circé où une pièce qui prend change de camp là où elle est (jamais un roi ; un pion qui prend sur sa dernière rangée est d’abord promu) : une tour blanche qui prend en d5 devient une tour noire en d5, et la pièce prise renaît sur sa case d’origine. Une prise qui laisse la nouvelle pièce adverse en échec à votre roi est interdite.',
  },
  'jupiter-circe': {
    name: 'Circé jovien',
    description: 'Dérivé : pour être prise, une unité est d’abord transportée sur sa case d’origine, qui doit être libre, et prise là ; les prises sont définitives.',
    rule: 'Dérivé d’une source unique (les « Circé joviens » d’echekk), non vérifié par un solveur. Pour prendre une pièce, on la transporte d’abord sur sa case d’origine, celle où Circé la ferait renaître, et on la prend là : votre pièce finit sur cette case. Une tour noire en b2 prend un cavalier blanc en a6 en allant en b1, où le cavalier a été envoyé. La case d’origine doit être libre (une pièce qui s’y trouve déjà est prise là où elle est) ; une pièce dont la case d’origine est occupée ne peut pas être prise. Les pièces prises le restent, et un simple coup vers cette case reste un coup à part. Les rois sont pris là où ils sont : l’échec est celui des échecs orthodoxes. Pas de prise en passant.',
  },
  'super-circe': {
    name: 'Supercircé',
    description: 'Le preneur place l’unité prise sur n’importe quelle case libre, ou la retire.',
    rule: 'Le camp qui prend remet la pièce prise sur la case libre de son choix (un pion sur sa dernière rangée est promu), ou la retire de l’échiquier.',
  },
  'cage-circe': {
    name: 'Circé cage',
    description: 'Le preneur place l’unité prise sur une case où elle n’a aucun coup sans prise ; elle disparaît s’il n’y en a pas.',
    rule: 'Le camp qui prend met la pièce prise en cage : une case libre d’où elle n’a aucun coup sauf des prises. Elle ne disparaît que s’il n’y a aucune telle case.',
  },
  'dice-chess': {
    name: 'Échecs aux dés',
    description: 'Les échecs où deux dés avant chaque coup désignent les pièces qui peuvent jouer (doubles : toutes) ; sans coup permis, on passe.',
    rule: 'Avant chaque coup, on lance deux dés : 1 pion, 2 cavalier, 3 fou, 4 tour, 5 dame, 6 roi. On joue une pièce de l’une des deux sortes ; un double permet n’importe quel coup. Sans coup permis, le tour passe, même en échec, et un roi resté en échec peut alors être pris. Pour le reste, les échecs, mat compris.',
  },
  'dice-chess-one-die': {
    name: 'Échecs aux dés (un dé)',
    description: 'Les échecs aux dés de BrainKing : un dé désigne la pièce qui joue, il n’y a pas d’échec, et prendre le roi gagne.',
    rule: 'Les échecs aux dés de BrainKing : avant chaque coup, un dé désigne la sorte de pièce qui joue (une face sans coup n’est jamais tirée). Il n’y a pas d’échec : un roi peut rester attaqué, et prendre le roi gagne.',
  },
  'dice-chess-moves': {
    name: 'Échecs aux dés au nombre de coups',
    description: 'Dérivé de la deuxième façon de Gollon : un dé donne le nombre de coups à jouer à la suite, quatre au plus, par n’importe quelles pièces ; un échec termine le tour.',
    rule: 'Dérivé d’un résumé d’une phrase de la deuxième façon de Gollon, et non d’une règle publiée. Avant chaque tour, on lance un dé : il donne le nombre de coups à jouer à la suite, quatre au plus (un 4, un 5 ou un 6 en donnent quatre), avec n’importe quelles pièces, la même aussi. Chaque coup doit être légal, et tous sont obligatoires tant qu’on peut jouer. Un coup qui donne échec termine le tour ; en échec, le premier coup doit le parer. La prise en passant seulement au premier coup du tour. On gagne par mat.',
  },
  'dice-chess-piece-count': {
    name: 'Échecs aux dés par pièce et nombre',
    description: 'Dérivé de la troisième façon de Gollon : un dé désigne la sorte de pièce, l’autre le nombre de coups, quatre au plus, que joue une pièce de cette sorte ; un échec, une promotion ou un roque termine le tour.',
    rule: 'Dérivé d’un résumé d’une phrase de la troisième façon de Gollon, et non d’une règle publiée. Avant chaque tour, on lance deux dés que l’on distingue : le premier désigne la sorte de pièce (1 pion, 2 cavalier, 3 fou, 4 tour, 5 dame, 6 roi), le second le nombre de coups, quatre au plus (un 4, un 5 ou un 6 en donnent quatre). Le premier coup choisit une pièce de cette sorte, et c’est elle qui joue tous les coups du tour, tous obligatoires tant qu’elle peut jouer. Un échec, une promotion ou un roque (un coup de roi) termine le tour ; si aucune pièce de cette sorte ne peut jouer, ou parer un échec, le tour passe. La prise en passant seulement au premier coup du tour. Pour le reste, les échecs, mat compris.',
  },
  'vegas-fun-chess': {
    name: 'Vegas Fun Chess',
    description: 'Dérivé des règles de Koltanowski : deux dés que l’on distingue, dé 1 pion, cavalier, fou, tour, roi, pion et dé 2 pion, cavalier, fou, tour, dame, au choix (n’importe quel coup, ou passer) ; le joueur en échec ne lance pas, et celui qui a donné échec ne lance pas au tour suivant (n’importe quel coup, ou passer).',
    rule: 'Dérivé des règles de Koltanowski telles que les donnent The Chess Variant Pages (la copie conservée s’arrête au milieu d’une règle). Avant chaque tour, on lance deux dés que l’on distingue : le dé 1 montre pion, cavalier, fou, tour, roi, pion ; le dé 2 pion, cavalier, fou, tour, dame et « au choix ». On joue une pièce d’un type indiqué par l’un des dés ; sur « au choix », n’importe quel coup, ou on passe. Sans coup permis, le tour passe. Un double ne permet que son type. En échec, on ne lance pas : on joue n’importe quel coup légal qui pare l’échec. Après avoir donné échec, on ne lance pas au tour suivant, même si l’échec a été paré : n’importe quel coup, ou on passe. Le roque sur une tour, un roi ou « au choix » ; la prise en passant et la promotion sur un pion. On gagne par mat ; le pat est nul.',
  },
  'dice-chess-three-dice': {
    name: 'Échecs aux dés (trois dés)',
    description: 'Les échecs aux dés de dicechess.com : trois dés par tour, un coup par dé dans l’ordre qu’on veut, autant de dés que tout tour pourrait en jouer ; pas d’échec, et prendre le roi gagne.',
    rule: 'Les échecs aux dés qu’on joue aujourd’hui sur dicechess.com et en club. Avant chaque tour, on lance trois dés (1 pion, 2 cavalier, 3 fou, 4 tour, 5 dame, 6 roi) ; chaque dé fait jouer une pièce de la sorte qu’il montre, dans l’ordre qu’on veut, la même pièce à nouveau si on le souhaite. Il faut jouer autant de dés que toute façon de jouer le lancer le pourrait : un dé n’est perdu que si aucune façon de jouer ne l’utiliserait, et l’échiquier dit pourquoi un coup est refusé. Prendre le roi est toujours permis et gagne aussitôt. Il n’y a pas d’échec : un roi peut rester attaqué. Le roque utilise ensemble un 6 et un 4 et peut traverser des cases attaquées ; la prise en passant est ouverte à un dé de pion à tout coup du tour suivant ; une promotion est un coup de pion. Sans dé jouable, le tour passe. Les rois seuls font nulle, comme 100 tours sans coup de pion ni prise ; il n’y a pas de nulle par répétition.',
  },
};
