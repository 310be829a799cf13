// The hand-off area's messages in German.
import { plural } from '../../format';
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	sendHeading: 'Diese Partie weitergeben',
	fileIntro:
		'Das andere Handy öffnet die Datei mit Bean Referee oder importiert sie auf seiner Seite „Partien“ und spielt von hier aus weiter.',
	sendFile: 'Als Datei senden',
	fileShared: 'Gesendet. Öffne sie auf dem anderen Handy.',
	fileSaved: 'Als Datei gespeichert. Öffne sie auf dem anderen Handy.',
	sendFailed: 'Diese Partie konnte nicht gelesen werden, daher wurde nichts gesendet.',
	close: 'Schließen',
	divergedHeading: 'Diese Partie ging zwei Wege',
	divergedIntro: (shared: number) =>
		plural('de', shared, {
			one: 'Beide Handys haben nach # gemeinsamen Eintrag weitergespielt. Vorerst bleiben beide Fassungen: Welche wollt ihr?',
			other:
				'Beide Handys haben nach # gemeinsamen Einträgen weitergespielt. Vorerst bleiben beide Fassungen: Welche wollt ihr?'
		}),
	thisPhone: 'Dieses Handy',
	otherPhone: 'Das andere Handy',
	moves: (count: number) =>
		plural('de', count, { one: '# eigener Eintrag', other: '# eigene Einträge' }),
	keepHere: 'Die dieses Handys behalten',
	keepThere: 'Die des anderen Handys behalten',
	keepBoth: 'Beide behalten',
	keptHere: 'Die Fassung dieses Handys bleibt.',
	keptThere: 'Die Fassung des anderen Handys bleibt.',
	keptBoth: 'Beide bleiben, die des anderen Handys als Kopie.',
	keepFailed: 'Das konnte nicht gespeichert werden; beide Fassungen sind noch da.'
};

export default messages;
