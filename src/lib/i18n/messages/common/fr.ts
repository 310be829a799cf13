// The common area's messages in French.
import type { Translation } from '../../define';
import { plural } from '../../format';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	appName: 'Bean Referee',
	tagline:
		'L’arbitre à côté de vos cartes Bohnanza : gains, mise en place, tours de pioche et vainqueur.',
	notFoundHeading: 'Cette page n’existe pas',
	notFoundText:
		'L’adresse est peut-être mal saisie ou vient d’une ancienne version de l’application. Vos parties ne sont pas touchées.',
	notFoundHome: 'Aller à l’accueil',
	errorHeading: 'Un problème est survenu',
	skipToContent: 'Aller au contenu',
	mainNavigation: 'Menu principal',
	navHome: 'Accueil',
	navCalculator: 'Calculateur',
	homeCalculatorBlurb:
		'Combien vaut ce champ ? Combien de cartes avant la prochaine pièce ? Puis-je récolter ce haricot seul ?',
	navGames: 'Parties',
	homeGamesBlurb:
		'Suivre une partie à table : mise en place, tours, passages de la pioche, fin et vainqueur.',
	navTeach: 'Apprendre',
	homeTeachBlurb:
		'Apprenez My First Bohnanza aux enfants étape par étape, et découvrez chaque édition.',
	navSettings: 'Réglages',
	homeHeading: 'De quoi avez-vous besoin à table ?',
	homeSettingsBlurb: 'Langue, écran clair ou sombre, et conservation de vos données.',
	scanGame: 'Scanner une partie d’un autre téléphone',
	homeOffline: 'Fonctionne sans réseau une fois l’application ouverte.',
	settingsHeading: 'Réglages',
	languageHeading: 'Langue',
	languageHint: 'D’abord celle du navigateur ; votre choix ici est mémorisé.',
	themeHeading: 'Écran',
	themeSystem: 'Comme l’appareil',
	themeLight: 'Clair',
	themeDark: 'Sombre',
	themeBlack: 'Noir intégral (pour les longues parties dans le noir)',
	speechHeading: 'Lecture à voix haute',
	speechReady:
		'Les cartes d’apprentissage ont un bouton « Lire à voix haute » : cet appareil a une voix pour cette langue.',
	speechNoSynthesis:
		'Les cartes d’apprentissage n’ont pas de bouton « Lire à voix haute » ici : ce navigateur ne sait pas parler (il n’a pas de synthèse vocale). Un autre navigateur le peut peut-être.',
	speechNoVoice:
		'Les cartes d’apprentissage n’ont pas de bouton « Lire à voix haute » ici : cet appareil n’a pas de voix pour cette langue. En ajouter une dans les réglages de langue ou de synthèse vocale de l’appareil fait revenir le bouton.',
	storageHeading: 'Vos données',
	storageWhere:
		'Vos parties, vos groupes et vos réglages restent dans ce navigateur, sur cet appareil. L’application n’a pas de serveur et n’envoie rien, sauf ce que vous partagez vous-même.',
	storagePersisted:
		'Ce navigateur conserve les données de l’application même quand la place manque.',
	storageNotPersisted:
		'Ce navigateur peut effacer les données de l’application après une longue inactivité ou quand la place manque. Exportez vos parties de temps en temps.',
	storageUnknown: 'Ce navigateur n’indique pas s’il conserve les données de l’application.',
	storageUnavailable:
		'Ce navigateur ne permet pas à l’application d’enregistrer (navigation privée ou stockage bloqué). Vous pouvez consulter, mais rien ne sera enregistré.',
	storageFull:
		'La mémoire de l’appareil est pleine : la dernière modification n’a pas été enregistrée. Libérez de la place puis réessayez. Tout ce qui était enregistré avant est toujours là.',
	storageFailed:
		'L’enregistrement a échoué : la dernière modification n’a pas été enregistrée. Tout ce qui était enregistré avant est toujours là.',
	dismiss: 'Fermer',
	updateReady: 'Une nouvelle version de Bean Referee est prête.',
	updateReload: 'Recharger',
	updateLater: 'Plus tard',
	offlineReady: 'Prêt à fonctionner hors ligne.',
	creditsHeading: 'À propos',
	credits:
		'Bohnanza est un jeu d’Uwe Rosenberg, édité par AMIGO Spiele et, en anglais, par Rio Grande Games. Bean Referee est une aide non officielle faite par des fans ; il n’utilise aucune illustration des cartes et explique les règles avec ses propres mots.',
	saved: 'Enregistré',
	storageUsed: (size: string) =>
		`Les données de l’application occupent environ ${size} sur cet appareil.`,
	navQuestions: 'Questions',
	homeQuestionsBlurb:
		'Puis-je réchanger les cartes reçues ? Ben peut-il récolter pendant mon tour ? Les réponses, édition par édition.',
	menu: 'Menu',
	resumeHeading: 'Partie en cours',
	resumeAction: (edition: string) => `Reprendre : ${edition}`,
	resumeDamaged: 'Reprendre la partie (son résumé enregistré est abîmé)',
	resumeSetup: 'En préparation',
	resumeTurn: (turn: number, pass: number, passes: number) =>
		`Tour ${turn} · passage ${pass} sur ${passes}`,
	storageInterrupted:
		'La connexion au stockage de l’appareil a été perdue : la dernière modification n’a pas été enregistrée. Rechargez la page, puis réessayez. Tout ce qui a été enregistré avant est toujours là.',
	databaseVanished:
		'Les parties enregistrées de l’application ont été supprimées du stockage de cet appareil (par un autre onglet, ou par le navigateur en effaçant les données du site)\u00a0: la dernière modification n’a pas été enregistrée. Une partie ouverte à l’écran peut encore être enregistrée à nouveau ou téléchargée.',
	storageWaiting:
		'En attente du stockage de l’appareil\u00a0: un autre onglet Bean Referee le retient. Fermez l’autre onglet Bean Referee (ou rechargez-le)\u202f; rien n’est affiché comme fait avant d’être enregistré.',
	backupNow: 'Télécharger une sauvegarde maintenant',
	backupHint:
		'La sauvegarde contient toutes les parties que l’application peut encore lire. Gardez le fichier : la page Parties peut l’importer plus tard.',
	backupNothing: 'Aucune partie à sauvegarder pour l’instant.',
	databaseLost:
		'Les parties enregistrées sur cet appareil ont disparu : le navigateur a effacé ou remplacé le stockage de l’application. Si vous avez un fichier de sauvegarde, restaurez-le maintenant.',
	databaseDamaged:
		'Le navigateur ne peut pas lire les parties enregistrées sur cet appareil : il signale son stockage comme endommagé. Si vous avez un fichier de sauvegarde, restaurez-le maintenant.',
	databaseLostGame:
		'Cette partie était enregistrée sur cet appareil, mais le navigateur n’a plus les parties de l’application (son stockage a été effacé ou endommagé). Si vous avez un fichier de sauvegarde, restaurez-le.',
	restoreBackup: 'Restaurer depuis un fichier de sauvegarde',
	startAfresh: 'Repartir de zéro',
	copyOffer: (games: number) =>
		plural('fr', games, {
			one: 'Une seconde copie de # partie est gardée sur cet appareil, à part du stockage qui l’a perdue. La restaurer depuis cette copie\u202f?',
			other:
				'Une seconde copie de # parties est gardée sur cet appareil, à part du stockage qui les a perdues. Les restaurer toutes depuis cette copie\u202f?'
		}),
	copyGame: (edition: string, players: string, date: string, entries: number) =>
		`${edition}\u00a0: ${players} · ${date} · ${plural('fr', entries, { one: '# entrée', other: '# entrées' })}`,
	copyTorn: (line: string) =>
		`La ligne ${line} de la copie a été coupée pendant l’écriture (ou est abîmée)\u00a0: elle est laissée de côté, avec tout ce qui suit.`,
	copyRestore: 'Restaurer depuis la seconde copie',
	copyRestored: (games: number) =>
		plural('fr', games, { one: '# partie restaurée.', other: '# parties restaurées.' }),
	copyNotRestored:
		'Les parties n’ont pas pu être restaurées\u00a0: rien n’a été modifié. Réessayez, ou téléchargez une sauvegarde.',
	colon: '\u00a0: '
};

export default messages;
