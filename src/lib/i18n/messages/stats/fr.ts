// The statistics screen's messages in French.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	heading: 'Statistiques',
	intro: 'Les chiffres des parties terminées, par groupe de joueurs et par joueur.',
	loading: 'Lecture des parties…',
	none: 'Terminez une partie pour voir des statistiques.',
	groupsHeading: 'Groupes',
	playersHeading: 'Joueurs',
	groupGames: (games: number) => plural('fr', games, { one: '# partie', other: '# parties' }),
	allGroups: 'Tous les groupes et joueurs',
	groupHeading: (names: string) => `Groupe : ${names}`,
	playerHeading: (name: string) => `Joueur : ${name}`,
	filters: 'Quelles parties',
	edition: 'Édition',
	allEditions: 'Toutes les éditions',
	period: 'Période',
	period_all: 'Depuis toujours',
	period_year: '12 derniers mois',
	period_month: '30 derniers jours',
	moreColumns: (columns: number) =>
		plural('fr', columns, {
			one: '→ # colonne de plus sur le côté',
			other: '→ # colonnes de plus sur le côté'
		}),
	counted: (games: number) =>
		plural('fr', games, {
			one: '# partie terminée comptée.',
			other: '# parties terminées comptées.'
		}),
	unfinished: (games: number) =>
		plural('fr', games, {
			one: '# partie non terminée (abandonnée ou en cours) n’est pas comptée.',
			other: '# parties non terminées (abandonnées ou en cours) ne sont pas comptées.'
		}),
	noneHere: 'Aucune partie terminée de ces joueurs avec ce choix.',
	figuresHeading: 'Victoires et totaux',
	player: 'Joueur',
	games: 'Parties',
	wins: 'Victoires',
	winRate: 'Taux de victoire',
	sharedWins: 'Victoires partagées',
	average: 'Total moyen',
	best: 'Meilleur total',
	streak: 'Plus longue série de victoires',
	headToHeadHeading: 'Face à face',
	ahead: (name: string, count: number) =>
		plural('fr', count, { one: `${name} devant : #`, other: `${name} devant : #` }),
	level: (count: number) => plural('fr', count, { one: 'À égalité : #', other: 'À égalité : #' }),
	tiesHeading: 'Égalités en tête, par édition',
	tiesGames: 'Parties',
	tied: 'Égalité de pièces en tête',
	decided: 'Tranchées par le départage',
	shared: 'Victoire partagée',
	lastHeading: 'Dernière partie',
	lastGame: (date: string, edition: string) => `${date}, ${edition}`,
	wonBy: (names: string) => `Gagnée par ${names}`,
	coinsOf: (name: string, coins: number) =>
		plural('fr', coins, { one: `${name} : # pièce`, other: `${name} : # pièces` }),
	totalsHeading: 'Totaux partie par partie',
	totalsSummary: (shown: number, leader: string, average: string) =>
		plural('fr', shown, { one: 'La dernière partie. ', other: 'Les # dernières parties. ' }) +
		`Meilleure moyenne sur celles-ci : ${leader} avec ${average} pièces.`,
	winsHeading: 'Victoires par joueur',
	winsSummary: (list: string) => `Victoires : ${list}.`,
	winsItem: (name: string, wins: number) =>
		plural('fr', wins, { one: `${name} #`, other: `${name} #` }),
	showTable: 'Afficher les chiffres',
	hideTable: 'Masquer les chiffres',
	gameColumn: 'Partie',
	winnerColumn: 'Victoire',
	gameAxis: 'parties, la plus ancienne à gauche',
	coinsAxis: 'pièces',
	winnerMark: 'marque pleine : victoire',
	loadingPlots: 'Dessin des graphiques…',
	plotsFailed:
		'Les graphiques n’ont pas pu être chargés. Rechargez la page une fois avec une connexion.',
	namesHeading: 'Renommer ou fusionner un joueur',
	namesHelpGroup:
		'Un nouveau nom apparaît aussitôt dans chaque partie de ce groupe ; le même nom dans un autre groupe reste une autre personne. Une faute de frappe renommée du bon nom emmène ses parties dans le bon groupe. Les parties elles-mêmes restent telles qu’elles ont été saisies.',
	namesHelpPlayer:
		'Un nouveau nom apparaît aussitôt dans chaque partie de chaque groupe où joue cette personne. Les parties elles-mêmes restent telles qu’elles ont été saisies.',
	renameFrom: 'Joueur',
	renameTo: 'Nouveau nom',
	renameButton: 'Renommer',
	renamed: (from: string, to: string) => `${from} s’affiche désormais ${to}.`,
	correctionsHeading: 'Corrections',
	correction: (from: string, to: string) => `${from} → ${to}`,
	undoCorrection: (from: string) => `Afficher de nouveau ${from}`,
	'rename_name-empty': 'Saisissez le nouveau nom.',
	'rename_name-invisible': 'Le nouveau nom n’a aucun caractère visible.',
	'rename_name-too-long': 'Le nouveau nom dépasse 40 caractères.',
	'rename_name-taken': 'Ce nom est déjà pris.',
	'rename_same-name': 'C’est déjà le nom de ce joueur.',
	'rename_played-together':
		'Ces deux joueurs ont joué la même partie : ce sont deux personnes, pas de fusion.',
	'rename_not-saved': 'L’enregistrement a échoué : rien n’a été modifié.',
	'rename_no-games':
		'Aucune partie enregistrée de ce groupe ou de cette personne : rien n’a été renommé.'
};

export default messages;
