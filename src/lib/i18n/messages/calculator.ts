import { defineMessages } from '../define';

const en = (n: number | string, one: string, many: string) => (Number(n) === 1 ? one : many);
const fr = (n: number | string, one: string, many: string) =>
	Number(n) === 0 || Number(n) === 1 ? one : many;

/** The beanometer calculator and the field checker. Every rule is explained in our own words. */
export const calculator = defineMessages({
	en: {
		calculatorHeading: 'Beanometer calculator',
		fieldsHeading: 'Field checker',
		fieldsLink: 'Check a player’s fields: which may be harvested now?',
		calculatorLink: 'Back to the calculator',
		editionLegend: 'Your edition',
		stepLabel: 'Step you play',
		beansHeading: 'Tap your bean',
		beansHint: 'Find it by the big number on your card: how many cards of it the game has.',
		tileUnknown: 'numbers unknown',
		tilePartial: 'partly unknown',
		enteredBadge: 'entered from your cards',
		pickBean: 'Tap a bean above to see what a field of it is worth.',
		cardsLabel: 'Cards in the field',
		fewer: 'One card fewer',
		more: 'One card more',
		notWholeNumber: 'Type a whole number of cards, 0 or more (like 5). Nothing was changed.',
		tooMany: (max: number) =>
			`The game has only ${max} ${en(max, 'card', 'cards')} of this bean. Nothing was changed.`,
		coinsSentence: (cards: number, bean: string, coins: number) =>
			`${cards} ${en(cards, 'card', 'cards')} of ${bean}: ${coins === 0 ? 'no coin' : `${coins} ${en(coins, 'coin', 'coins')}`}.`,
		coinsUnknown: (cards: number, bean: string) =>
			`${cards} ${en(cards, 'card', 'cards')} of ${bean}: not known, the beanometer’s numbers are missing.`,
		coinsPicture: (coins: number) =>
			coins === 0 ? 'no coin' : `${coins} ${en(coins, 'coin', 'coins')}`,
		nextCoin: (more: number, coins: number, cards: number) =>
			`${more} more ${en(more, 'card', 'cards')} for the next coin (${coins} ${en(coins, 'coin', 'coins')} at ${cards}).`,
		maximumReached: 'Maximum reached: more cards earn nothing more.',
		nextUnknown: 'The next step of this beanometer is not known.',
		protectedSingle:
			'A single card like this may not be harvested while one of your other fields holds more than one card.',
		noProtectionYet: 'In this step a single card may be harvested at any time.',
		meterHeading: 'Beanometer on the card',
		meterCards: (cards: number) => `${cards} ${en(cards, 'card', 'cards')}`,
		meterStep: (coins: number) => `${coins} ${en(coins, 'coin', 'coins')}`,
		meterNotPrinted: 'not printed',
		meterUnknown: 'unknown',
		meterReached: 'reached',
		meterNext: 'next',
		notPrintedNote: (coins: number) =>
			`A dash means the card prints no such step: this bean never pays exactly ${coins} ${en(coins, 'coin', 'coins')}.`,
		reverseLegend: 'How many cards for',
		reverseSentence: (coins: number, cards: number) =>
			`${coins} ${en(coins, 'coin needs', 'coins need')} ${cards} ${en(cards, 'card', 'cards')}.`,
		reverseUnreachable: (coins: number) =>
			`This bean never pays ${coins} ${en(coins, 'coin', 'coins')}.`,
		reverseUnknown: (coins: number) =>
			`Not known how many cards ${coins} ${en(coins, 'coin needs', 'coins need')}.`,
		meterUnknownNotice:
			'No published source gives this bean’s beanometer, so the app does not guess.',
		meterPartialNotice:
			'Published sources give only part of this bean’s beanometer; the app does not guess the rest.',
		meterEnteredNotice: 'These numbers were entered from your cards.',
		enterFromCard: 'Enter the numbers from your card',
		meterFormLegend: (bean: string) => `Beanometer of ${bean}, as printed on your card`,
		meterFormHintFixed: 'Type the number of cards printed beside each coin.',
		meterFormHintOpen:
			'Type the number of cards printed beside 1, 2, 3 and 4 coins; leave a box empty where your card prints nothing.',
		meterStepLabel: (coins: number) => `Cards for ${coins} ${en(coins, 'coin', 'coins')}`,
		meterKnown: 'known',
		save: 'Save',
		cancel: 'Cancel',
		editMeter: 'Edit the numbers',
		removeMeter: 'Remove the numbers',
		meterSaved: 'Saved. The calculator now uses your numbers.',
		meterRemoved: 'Removed. This bean’s beanometer is unknown again.',
		storageError: 'Not saved: the device’s storage refused it. Your numbers are still in the form.',
		'meterError.not-a-meter': 'Type the numbers from your card.',
		'meterError.wrong-length': 'Fill in every box: your card prints a number beside each coin.',
		'meterError.too-many-steps': 'This bean pays at most 4 coins: type at most 4 numbers.',
		'meterError.not-whole-number': 'Type whole numbers of cards only (like 4).',
		'meterError.not-positive': 'Every number must be 1 or more.',
		'meterError.more-than-cards':
			'That is more cards than this bean has in the game: check the number on your card.',
		'meterError.missing-step': 'Fill in every box: your card prints a number beside each coin.',
		'meterError.not-increasing': 'Each number must be larger than the one before it.',
		'meterError.contradicts-source':
			'That differs from the number known for this bean; check your card.',
		playersLabel: 'Players',
		thirdFieldBought: 'I bought a third field',
		ownTurn: 'It is this player’s turn',
		fieldLegend: (n: number) => `Field ${n}`,
		beanLabel: 'Bean',
		noBean: 'Empty',
		fieldWorth: (coins: number) =>
			coins === 0 ? 'Worth nothing now.' : `Worth ${coins} ${en(coins, 'coin', 'coins')} now.`,
		fieldWorthUnknown: 'Value not known: enter the numbers from your card in the calculator.',
		'verdict.allowed': 'May be harvested now.',
		'verdict.empty': 'Empty: nothing to harvest.',
		'verdict.protected-single':
			'Not now: a single card is protected while another of your fields holds more than one card.',
		'verdict.duel-not-own-turn':
			'Not now: in the bean duel you may harvest only during your own turn.',
		finalHeading: 'At the end of the game',
		finalTotal: (coins: number) =>
			`Harvesting every field would earn ${coins} ${en(coins, 'coin', 'coins')}.`,
		finalAtLeast: (coins: number, unknown: number) =>
			`Harvesting every field would earn at least ${coins} ${en(coins, 'coin', 'coins')}; ${unknown} ${en(unknown, 'field has', 'fields have')} an unknown value.`,
		noFinalHarvest: 'In this step beans left in the fields at the end earn nothing.'
	},
	de: {
		calculatorHeading: 'Bohnometer-Rechner',
		fieldsHeading: 'Felder prüfen',
		fieldsLink: 'Felder eines Spielers prüfen: Was darf jetzt geerntet werden?',
		calculatorLink: 'Zurück zum Rechner',
		editionLegend: 'Deine Ausgabe',
		stepLabel: 'Deine Stufe',
		beansHeading: 'Tippe deine Bohne an',
		beansHint:
			'Du erkennst sie an der großen Zahl auf der Karte: so viele Karten davon hat das Spiel.',
		tileUnknown: 'Zahlen unbekannt',
		tilePartial: 'teils unbekannt',
		enteredBadge: 'von deinen Karten eingetragen',
		pickBean: 'Tippe oben eine Bohne an, dann siehst du, was ein Feld davon wert ist.',
		cardsLabel: 'Karten im Feld',
		fewer: 'Eine Karte weniger',
		more: 'Eine Karte mehr',
		notWholeNumber:
			'Gib eine ganze Zahl von Karten ein, 0 oder mehr (zum Beispiel 5). Es wurde nichts geändert.',
		tooMany: (max: number) =>
			`Das Spiel hat nur ${max} ${max === 1 ? 'Karte' : 'Karten'} dieser Bohne. Es wurde nichts geändert.`,
		coinsSentence: (cards: number, bean: string, coins: number) =>
			`${cards} ${Number(cards) === 1 ? 'Karte' : 'Karten'} ${bean}: ${coins === 0 ? 'kein Taler' : `${coins} Taler`}.`,
		coinsUnknown: (cards: number, bean: string) =>
			`${cards} ${Number(cards) === 1 ? 'Karte' : 'Karten'} ${bean}: unbekannt, die Zahlen des Bohnometers fehlen.`,
		coinsPicture: (coins: number) => (coins === 0 ? 'kein Taler' : `${coins} Taler`),
		nextCoin: (more: number, coins: number, cards: number) =>
			`Noch ${more} ${Number(more) === 1 ? 'Karte' : 'Karten'} bis zum nächsten Taler (${coins} Taler bei ${cards}).`,
		maximumReached: 'Höchstwert erreicht: Mehr Karten bringen nicht mehr.',
		nextUnknown: 'Die nächste Stufe dieses Bohnometers ist nicht bekannt.',
		protectedSingle:
			'Eine einzelne Karte wie diese darf nicht geerntet werden, solange eines deiner anderen Felder mehr als eine Karte hat.',
		noProtectionYet: 'In dieser Stufe darf eine einzelne Karte jederzeit geerntet werden.',
		meterHeading: 'Bohnometer auf der Karte',
		meterCards: (cards: number) => `${cards} ${Number(cards) === 1 ? 'Karte' : 'Karten'}`,
		meterStep: (coins: number) => `${coins} Taler`,
		meterNotPrinted: 'nicht aufgedruckt',
		meterUnknown: 'unbekannt',
		meterReached: 'erreicht',
		meterNext: 'nächste',
		notPrintedNote: (coins: number) =>
			`Ein Strich heißt: Die Karte hat diese Stufe nicht, diese Bohne bringt nie genau ${coins} Taler.`,
		reverseLegend: 'Wie viele Karten für',
		reverseSentence: (coins: number, cards: number) =>
			`${coins} Taler brauchen ${cards} ${Number(cards) === 1 ? 'Karte' : 'Karten'}.`,
		reverseUnreachable: (coins: number) => `Diese Bohne bringt nie ${coins} Taler.`,
		reverseUnknown: (coins: number) => `Nicht bekannt, wie viele Karten ${coins} Taler brauchen.`,
		meterUnknownNotice:
			'Keine veröffentlichte Quelle nennt das Bohnometer dieser Bohne, deshalb rät die App nicht.',
		meterPartialNotice:
			'Veröffentlichte Quellen nennen nur einen Teil des Bohnometers dieser Bohne; den Rest rät die App nicht.',
		meterEnteredNotice: 'Diese Zahlen hast du von deinen Karten eingetragen.',
		enterFromCard: 'Zahlen von deiner Karte eintragen',
		meterFormLegend: (bean: string) => `Bohnometer von ${bean}, wie es auf deiner Karte steht`,
		meterFormHintFixed: 'Gib die Kartenzahl ein, die neben jedem Taler steht.',
		meterFormHintOpen:
			'Gib die Kartenzahlen neben 1, 2, 3 und 4 Talern ein; lass ein Feld leer, wo deine Karte nichts zeigt.',
		meterStepLabel: (coins: number) => `Karten für ${coins} Taler`,
		meterKnown: 'bekannt',
		save: 'Speichern',
		cancel: 'Abbrechen',
		editMeter: 'Zahlen ändern',
		removeMeter: 'Zahlen entfernen',
		meterSaved: 'Gespeichert. Der Rechner verwendet jetzt deine Zahlen.',
		meterRemoved: 'Entfernt. Das Bohnometer dieser Bohne ist wieder unbekannt.',
		storageError:
			'Nicht gespeichert: Der Speicher des Geräts hat es abgelehnt. Deine Zahlen stehen noch im Formular.',
		'meterError.not-a-meter': 'Gib die Zahlen von deiner Karte ein.',
		'meterError.wrong-length':
			'Fülle jedes Feld aus: Deine Karte zeigt neben jedem Taler eine Zahl.',
		'meterError.too-many-steps':
			'Diese Bohne bringt höchstens 4 Taler: Gib höchstens 4 Zahlen ein.',
		'meterError.not-whole-number': 'Gib nur ganze Kartenzahlen ein (zum Beispiel 4).',
		'meterError.not-positive': 'Jede Zahl muss mindestens 1 sein.',
		'meterError.more-than-cards':
			'Das sind mehr Karten, als es von dieser Bohne im Spiel gibt: prüf die Zahl auf deiner Karte.',
		'meterError.missing-step':
			'Fülle jedes Feld aus: Deine Karte zeigt neben jedem Taler eine Zahl.',
		'meterError.not-increasing': 'Jede Zahl muss größer sein als die davor.',
		'meterError.contradicts-source':
			'Das weicht von der bekannten Zahl dieser Bohne ab; schau bitte auf deine Karte.',
		playersLabel: 'Spieler',
		thirdFieldBought: 'Ich habe ein drittes Feld gekauft',
		ownTurn: 'Dieser Spieler ist am Zug',
		fieldLegend: (n: number) => `Feld ${n}`,
		beanLabel: 'Bohne',
		noBean: 'Leer',
		fieldWorth: (coins: number) =>
			coins === 0 ? 'Jetzt nichts wert.' : `Jetzt ${coins} Taler wert.`,
		fieldWorthUnknown: 'Wert unbekannt: Trag die Zahlen von deiner Karte im Rechner ein.',
		'verdict.allowed': 'Darf jetzt geerntet werden.',
		'verdict.empty': 'Leer: nichts zu ernten.',
		'verdict.protected-single':
			'Jetzt nicht: Eine einzelne Karte ist geschützt, solange ein anderes deiner Felder mehr als eine Karte hat.',
		'verdict.duel-not-own-turn':
			'Jetzt nicht: Im Bohnenduell darfst du nur in deinem eigenen Zug ernten.',
		finalHeading: 'Am Spielende',
		finalTotal: (coins: number) => `Alle Felder abzuernten brächte ${coins} Taler.`,
		finalAtLeast: (coins: number, unknown: number) =>
			`Alle Felder abzuernten brächte mindestens ${coins} Taler; bei ${unknown} ${Number(unknown) === 1 ? 'Feld' : 'Feldern'} ist der Wert unbekannt.`,
		noFinalHarvest: 'In dieser Stufe bringen Bohnen, die am Ende auf den Feldern liegen, nichts.'
	},
	fr: {
		calculatorHeading: 'Calculateur de récolte',
		fieldsHeading: 'Vérifier les champs',
		fieldsLink: 'Vérifier les champs d’un joueur : lesquels peut-il récolter ?',
		calculatorLink: 'Retour au calculateur',
		editionLegend: 'Votre édition',
		stepLabel: 'Étape jouée',
		beansHeading: 'Touchez votre haricot',
		beansHint:
			'Repérez-le au grand nombre sur la carte : le nombre de cartes de ce haricot dans le jeu.',
		tileUnknown: 'nombres inconnus',
		tilePartial: 'en partie inconnu',
		enteredBadge: 'saisi d’après vos cartes',
		pickBean: 'Touchez un haricot ci-dessus pour voir ce que vaut un champ.',
		cardsLabel: 'Cartes dans le champ',
		fewer: 'Une carte de moins',
		more: 'Une carte de plus',
		notWholeNumber:
			'Saisissez un nombre entier de cartes, 0 ou plus (par exemple 5). Rien n’a été modifié.',
		tooMany: (max: number) =>
			`Le jeu ne compte que ${max} ${fr(max, 'carte', 'cartes')} de ce haricot. Rien n’a été modifié.`,
		coinsSentence: (cards: number, bean: string, coins: number) =>
			`${cards} ${fr(cards, 'carte', 'cartes')} ${bean} : ${coins === 0 ? 'aucune pièce' : `${coins} ${fr(coins, 'pièce', 'pièces')}`}.`,
		coinsUnknown: (cards: number, bean: string) =>
			`${cards} ${fr(cards, 'carte', 'cartes')} ${bean} : inconnu, les nombres du barème manquent.`,
		coinsPicture: (coins: number) =>
			coins === 0 ? 'aucune pièce' : `${coins} ${fr(coins, 'pièce', 'pièces')}`,
		nextCoin: (more: number, coins: number, cards: number) =>
			`Encore ${more} ${fr(more, 'carte', 'cartes')} pour la pièce suivante (${coins} ${fr(coins, 'pièce', 'pièces')} à ${cards}).`,
		maximumReached: 'Maximum atteint : plus de cartes ne rapportent rien de plus.',
		nextUnknown: 'Le palier suivant de ce barème n’est pas connu.',
		protectedSingle:
			'Une carte seule comme celle-ci ne peut pas être récoltée tant qu’un de vos autres champs contient plus d’une carte.',
		noProtectionYet: 'À cette étape, une carte seule peut être récoltée à tout moment.',
		meterHeading: 'Barème imprimé sur la carte',
		meterCards: (cards: number) => `${cards} ${fr(cards, 'carte', 'cartes')}`,
		meterStep: (coins: number) => `${coins} ${fr(coins, 'pièce', 'pièces')}`,
		meterNotPrinted: 'non imprimé',
		meterUnknown: 'inconnu',
		meterReached: 'atteint',
		meterNext: 'suivant',
		notPrintedNote: (coins: number) =>
			`Un tiret signifie que la carte n’a pas ce palier : ce haricot ne rapporte jamais exactement ${coins} ${fr(coins, 'pièce', 'pièces')}.`,
		reverseLegend: 'Combien de cartes pour',
		reverseSentence: (coins: number, cards: number) =>
			`${coins} ${fr(coins, 'pièce demande', 'pièces demandent')} ${cards} ${fr(cards, 'carte', 'cartes')}.`,
		reverseUnreachable: (coins: number) =>
			`Ce haricot ne rapporte jamais ${coins} ${fr(coins, 'pièce', 'pièces')}.`,
		reverseUnknown: (coins: number) =>
			`On ne sait pas combien de cartes ${fr(coins, 'demande', 'demandent')} ${coins} ${fr(coins, 'pièce', 'pièces')}.`,
		meterUnknownNotice:
			'Aucune source publiée ne donne le barème de ce haricot ; l’application ne devine pas.',
		meterPartialNotice:
			'Les sources publiées ne donnent qu’une partie du barème de ce haricot ; l’application ne devine pas le reste.',
		meterEnteredNotice: 'Ces nombres ont été saisis d’après vos cartes.',
		enterFromCard: 'Saisir les nombres de votre carte',
		meterFormLegend: (bean: string) => `Barème de ${bean}, tel qu’imprimé sur votre carte`,
		meterFormHintFixed: 'Saisissez le nombre de cartes imprimé à côté de chaque pièce.',
		meterFormHintOpen:
			'Saisissez le nombre de cartes à côté de 1, 2, 3 et 4 pièces ; laissez vide une case que votre carte n’imprime pas.',
		meterStepLabel: (coins: number) => `Cartes pour ${coins} ${fr(coins, 'pièce', 'pièces')}`,
		meterKnown: 'connu',
		save: 'Enregistrer',
		cancel: 'Annuler',
		editMeter: 'Modifier les nombres',
		removeMeter: 'Supprimer les nombres',
		meterSaved: 'Enregistré. Le calculateur utilise maintenant vos nombres.',
		meterRemoved: 'Supprimé. Le barème de ce haricot est de nouveau inconnu.',
		storageError:
			'Non enregistré : la mémoire de l’appareil l’a refusé. Vos nombres sont toujours dans le formulaire.',
		'meterError.not-a-meter': 'Saisissez les nombres de votre carte.',
		'meterError.wrong-length':
			'Remplissez chaque case : votre carte imprime un nombre à côté de chaque pièce.',
		'meterError.too-many-steps':
			'Ce haricot rapporte au plus 4 pièces : saisissez au plus 4 nombres.',
		'meterError.not-whole-number':
			'Saisissez uniquement des nombres entiers de cartes (par exemple 4).',
		'meterError.not-positive': 'Chaque nombre doit valoir au moins 1.',
		'meterError.more-than-cards':
			'C’est plus de cartes que cette fève n’en compte dans le jeu : vérifiez le nombre sur votre carte.',
		'meterError.missing-step':
			'Remplissez chaque case : votre carte imprime un nombre à côté de chaque pièce.',
		'meterError.not-increasing': 'Chaque nombre doit être plus grand que le précédent.',
		'meterError.contradicts-source':
			'Cela diffère du nombre connu pour ce haricot ; vérifiez votre carte.',
		playersLabel: 'Joueurs',
		thirdFieldBought: 'J’ai acheté un troisième champ',
		ownTurn: 'C’est le tour de ce joueur',
		fieldLegend: (n: number) => `Champ ${n}`,
		beanLabel: 'Haricot',
		noBean: 'Vide',
		fieldWorth: (coins: number) =>
			coins === 0
				? 'Ne vaut rien pour l’instant.'
				: `Vaut ${coins} ${fr(coins, 'pièce', 'pièces')} maintenant.`,
		fieldWorthUnknown:
			'Valeur inconnue : saisissez les nombres de votre carte dans le calculateur.',
		'verdict.allowed': 'Peut être récolté maintenant.',
		'verdict.empty': 'Vide : rien à récolter.',
		'verdict.protected-single':
			'Pas maintenant : une carte seule est protégée tant qu’un autre de vos champs contient plus d’une carte.',
		'verdict.duel-not-own-turn':
			'Pas maintenant : dans le duel, vous ne pouvez récolter que pendant votre propre tour.',
		finalHeading: 'À la fin de la partie',
		finalTotal: (coins: number) =>
			`Récolter tous les champs rapporterait ${coins} ${fr(coins, 'pièce', 'pièces')}.`,
		finalAtLeast: (coins: number, unknown: number) =>
			`Récolter tous les champs rapporterait au moins ${coins} ${fr(coins, 'pièce', 'pièces')} ; ${unknown} ${fr(unknown, 'champ a', 'champs ont')} une valeur inconnue.`,
		noFinalHarvest:
			'À cette étape, les haricots restés dans les champs à la fin ne rapportent rien.'
	}
});
