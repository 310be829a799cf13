// Damaged stored data, in German.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	damagedHeading: 'Beschädigte Partien',
	damagedIntro:
		'Diese Partien sind auf diesem Gerät gespeichert, lassen sich aber nicht so anzeigen. Es wurde nichts verändert: Lade jede so herunter, wie sie gespeichert ist, um sie zu behalten, oder lösche sie.',
	damagedStarted: (date: string) => `Gespeicherte Partie, begonnen ${date}`,
	damagedUndated: 'Gespeicherte Partie (ihr Startdatum ist beschädigt)',
	'problem_not-a-game': 'Der gespeicherte Eintrag ist keine vollständige Partie.',
	'problem_bad-id': 'Ihre Kennung kann in keiner Adresse stehen.',
	'problem_unknown-edition': (edition: string) =>
		`Sie nennt eine Ausgabe, die diese App nicht kennt („${edition}“): Eine neuere Version der App kann sie vielleicht lesen.`,
	'problem_bad-summary':
		'Ihre gespeicherte Übersicht (Spieler, Zug, Ergebnis) ist beschädigt; die Partie selbst lässt sich vielleicht noch öffnen.',
	downloadAsStored: 'So herunterladen, wie gespeichert',
	deleteDamagedConfirm: 'Diese beschädigte Partie löschen?',
	statsSkipped: (count: number) =>
		plural('de', count, {
			one: '# beendete Partie konnte nicht gelesen werden und wird nicht mitgezählt.',
			other: '# beendete Partien konnten nicht gelesen werden und werden nicht mitgezählt.'
		}),
	gameDamaged: 'Diese Partie ist auf diesem Gerät gespeichert, lässt sich aber nicht öffnen.',
	'damage_unknown-edition':
		'Sie nennt eine Ausgabe, die diese App nicht kennt: Eine neuere Version der App kann sie vielleicht lesen.',
	damage_other: 'Ihre Einstellungen (Ausgabe, Spieler, Optionen) sind beschädigt.',
	gameDamagedHelp:
		'Es wurde nichts verändert. Lade sie so herunter, wie sie gespeichert ist, um sie zu behalten; auf der Seite „Partien“ kannst du sie löschen.',
	setAsideHeading: (count: number) =>
		plural('de', count, {
			one: '# Eintrag im Verlauf dieser Partie bleibt gespeichert, zählt aber nicht zur Partie:',
			other:
				'# Einträge im Verlauf dieser Partie bleiben gespeichert, zählen aber nicht zur Partie:'
		}),
	'setAside_unknown-type': (position: number, type: string) =>
		`Eintrag ${position}: „${type}“, eine Art Eintrag, die diese App nicht kennt.`,
	'setAside_bad-event': (position: number) => `Eintrag ${position}: Seine Angaben sind beschädigt.`,
	setAside_damaged: (position: number) =>
		`Eintrag ${position}: ein beschädigter Datensatz, kein Eintrag.`,
	'setAside_repeated-seq': (position: number, seq: number) =>
		`Eintrag ${position}: ein zweiter Eintrag mit der Nummer ${seq}; der erste zählt.`,
	vanishedGame:
		'Diese Partie ist nicht mehr auf diesem Gerät gespeichert: Die gespeicherten Partien der App wurden entfernt (von einem anderen Tab oder beim Löschen der Websitedaten durch den Browser). Sie ist nur noch hier auf dem Bildschirm.',
	saveAgain: 'Wieder auf diesem Gerät speichern',
	downloadNow: 'Jetzt herunterladen',
	setAsideExport: 'Der Export dieser Partie enthält ihren Verlauf genau so, wie er gespeichert ist.'
};

export default messages;
