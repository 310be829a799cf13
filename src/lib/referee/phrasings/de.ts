// How players ask each question in German, in their own words and misspellings (see types.ts).
import type { Phrasings } from './types.ts';

export const de: Phrasings = {
	'harvest-other-turn': [
		'darf ich ernten wenn ein anderer dran ist',
		'verkaufen im zug von jemand anderem',
		'ernten außerhalb meines zuges',
		'muss ich mit dem ernten warten bis ich dran bin',
		'feld abernten wenn ich nicht am zug bin',
		'jederzeit ernten erlaubt'
	],
	'third-field': [
		'drittes feld kaufen',
		'wie viel kostet das dritte feld',
		'wann kann ich das dritte bohnenfeld kaufen',
		'zusätzliches feld preis',
		'noch ein feld dazukaufen',
		'3 taler für ein feld'
	],
	'trade-hand-cards': [
		'welche handkarten darf ich anbieten',
		'karten aus der hand tauschen',
		'muss ich die vorderste karte tauschen',
		'beliebige handkarte handeln',
		'handkarten zum tausch anbieten',
		'darf ich mit karten von der hand handeln'
	],
	'others-trade': [
		'dürfen andere spieler miteinander tauschen',
		'handel zwischen zwei spielern die nicht dran sind',
		'tauschen ohne den aktiven spieler',
		'müssen alle tauschgeschäfte mit dem aktiven spieler sein',
		'mitspieler handeln untereinander',
		'nebengeschäfte unter den anderen'
	],
	'received-cards': [
		'ertauschte karten nochmal tauschen',
		'was mache ich mit eingetauschten karten',
		'getauschte karten auf die hand nehmen',
		'erhaltene karten weitergeben',
		'müssen ertauschte karten angebaut werden',
		'karten die ich bekommen hab weiterhandeln'
	],
	'plant-order': [
		'in welcher reihenfolge pflanze ich getauschte karten',
		'ernten zwischen dem anbauen der ertauschten karten',
		'reihenfolge anbauen nach dem handel',
		'getauschte bohnen in beliebiger reihenfolge pflanzen',
		'darf ich beim anpflanzen zwischendurch verkaufen',
		'ertauschte karten reihenfolge'
	],
	gifts: [
		'karten verschenken',
		'darf ich eine karte einfach so abgeben',
		'bohnen schenken',
		'geschenk an mitspieler',
		'karte umsonst weggeben',
		'karten loswerden durch verschenken'
	],
	'flipped-cards': [
		'müssen die aufgedeckten karten angebaut werden',
		'die zwei aufgedeckten karten',
		'offene karten behalten',
		'aufgedeckte karten auf die hand nehmen',
		'was passiert mit den aufgedeckten karten',
		'umgedrehte karten anpflanzen pflicht'
	],
	'trade-goes-on': [
		'handeln nachdem die aufgedeckten karten weg sind',
		'weiterhandeln nach den offenen karten',
		'wann endet die handelsphase',
		'noch tauschen wenn die zwei karten vergeben sind',
		'ist der handel vorbei wenn die aufgedeckten weg sind',
		'handelsphase ende'
	],
	promises: [
		'versprechen beim tauschen',
		'muss ich mein versprechen halten',
		'zusagen für später',
		'karte später geben versprechen',
		'ist ein deal für die nächste runde verbindlich',
		'jetzt tauschen später zahlen'
	],
	'coins-in-trades': [
		'mit talern handeln',
		'karte für taler kaufen',
		'geld beim tauschen',
		'taler gegen bohnen',
		'karten mit münzen bezahlen',
		'darf ich geld anbieten'
	],
	'second-card': [
		'muss ich die zweite karte anbauen',
		'zweite handkarte pflicht',
		'nur eine karte pflanzen',
		'ein oder zwei karten anbauen',
		'zweite bohne freiwillig',
		'muss ich 2 bohnen pflanzen'
	],
	'first-card-no-field': [
		'erste karte passt auf kein feld',
		'keine passende sorte im feld',
		'beide felder belegt und karte passt nicht',
		'vorderste karte passt nicht muss ich ernten',
		'wohin mit der karte die nirgends passt',
		'alle felder voll mit anderen bohnen'
	],
	'empty-hand': [
		'keine karten auf der hand',
		'leere hand am anfang des zuges',
		'was wenn ich keine handkarten habe',
		'anbauen überspringen ohne karten',
		'null handkarten',
		'hand leer zug beginnt'
	],
	'hand-order': [
		'handkarten sortieren',
		'reihenfolge der hand ändern',
		'darf ich meine karten umstecken',
		'karten auf der hand umordnen',
		'hand neu ordnen',
		'karten in der hand verschieben'
	],
	'drawn-cards': [
		'wie viele karten ziehe ich',
		'nachziehen am ende des zuges',
		'gezogene karten hinten einsortieren',
		'wohin kommen neue karten',
		'karten nachziehen wie viele',
		'neue karten vorne oder hinten'
	],
	protection: [
		'einzelne bohne schützen',
		'schutzregel',
		'feld mit einer karte ernten',
		'bohnenschutz',
		'darf man ein feld mit einer bohne verkaufen',
		'eine karte im feld geschützt'
	],
	'harvest-nothing': [
		'ernte ohne taler',
		'für null taler verkaufen',
		'zu wenig bohnen für einen taler',
		'ernten ohne geld',
		'bekomme ich für eine bohne etwas',
		'feld verkaufen das nichts bringt'
	],
	'whole-field': [
		'nur einen teil vom feld ernten',
		'ein paar bohnen verkaufen',
		'muss ich alle bohnen eines feldes verkaufen',
		'teilweise ernten',
		'einige bohnen behalten beim ernten',
		'halb abernten'
	],
	coins: [
		'woher kommen die taler',
		'wie funktioniert der bohnometer',
		'karten als taler umdrehen',
		'welche karten werden zu talern',
		'taler seite der karte',
		'wie bekommt man geld beim ernten'
	],
	'one-kind-per-field': [
		'gleiche bohne auf zwei feldern',
		'zwei sorten in einem feld',
		'gemischte bohnen im feld',
		'zwei felder mit derselben sorte',
		'verschiedene bohnen zusammen anbauen',
		'darf ein feld zwei sorten haben'
	],
	passes: [
		'wie oft wird der stapel durchgespielt',
		'wann endet das spiel',
		'wie oft mischen bis zum spielende',
		'spielende nach wie vielen durchgängen',
		'nachziehstapel wie oft',
		'wie oft läuft der zugstapel leer'
	],
	'run-out-trading': [
		'stapel leer beim aufdecken',
		'letzte karte beim handeln aufgedeckt',
		'zugstapel leer in der handelsphase',
		'spielende während des handelns',
		'keine karten mehr zum aufdecken am ende',
		'stapel beim aufdecken zum letzten mal leer'
	],
	'run-out-drawing': [
		'stapel leer beim nachziehen',
		'nicht genug karten zum ziehen am ende',
		'zugstapel beim ziehen aufgebraucht',
		'spielende beim nachziehen',
		'kann nicht nachziehen stapel leer',
		'letztes mal leer beim ziehen'
	],
	'hand-cards-at-end': [
		'sind handkarten am ende was wert',
		'zählen karten auf der hand',
		'übrige handkarten am spielende',
		'punkte für handkarten',
		'handkarten bei der wertung',
		'was bringen die karten in der hand am schluss'
	],
	'final-harvest': [
		'felder am ende verkaufen',
		'schlussernte',
		'alles ernten wenn das spiel endet',
		'letzte ernte aller felder',
		'was passiert mit den bohnen auf den feldern am ende',
		'felder zum schluss abrechnen'
	],
	'tie-break': [
		'wer gewinnt bei gleichstand',
		'gleich viele taler',
		'unentschieden',
		'zwei spieler mit gleich viel geld',
		'gleichstand auflösen',
		'punktgleich am ende'
	],
	'start-player': [
		'wer beginnt',
		'startspieler',
		'wer fängt das spiel an',
		'startspielerkarte',
		'wer darf zuerst',
		'wie wird der erste spieler bestimmt'
	],
	'my-first-line': [
		'halten kinder karten auf der hand',
		'karten in einer reihe auslegen',
		'kinder legen karten offen hin',
		'offene kartenreihe my first',
		'haben die kinder eine hand',
		'karten vor sich in einer reihe'
	],
	'my-first-steps': [
		'was ändert sich bei jeder stufe',
		'my first stufen erklärt',
		'regeln der nächsten stufe',
		'was ist neu in stufe 3',
		'eine stufe weiter mit den kindern',
		'unterschied zwischen den stufen'
	],
	'duel-turn': [
		'regeln für zwei spieler',
		'wie läuft ein zug zu zweit',
		'bohnenduell ablauf',
		'duell spielen',
		'spiel zu zweit',
		'zweierspiel zug'
	],
	'duel-offer': [
		'karten die mein gegner angeboten hat',
		'was mache ich mit den angebotenen karten',
		'übrige angebotskarten im duell',
		'angebot nehmen oder ablegen',
		'gegner hat karten liegen lassen',
		'duell angebot keiner nimmt'
	],
	'spell-when': [
		'wann aktiviere ich einen zauber',
		'zauberphase',
		'wie funktionieren zauberkarten',
		'wann darf man zaubern',
		'zauberkarten aktivieren wann',
		'zauber einsetzen bei rabohnzel'
	],
	'bean-magic': [
		'muss man für die magie ernten',
		'magische wirkung der bohnen',
		'bohnen verkaufen um die wirkung zu nutzen',
		'wie funktioniert die bohnenmagie',
		'angebaute bohnen wirken',
		'wirkung nutzen ohne ernten'
	],
	'sword-attack': [
		'wie greifen schwertbohnen an',
		'schwertangriff regeln',
		'taler stehlen mit schwertern',
		'gegenangriff wie geht das',
		'einen mitspieler angreifen',
		'schwertbohnen angriff'
	],
	'temporary-field': [
		'bohnenfeldzauber',
		'vorübergehendes drittes feld',
		'extra feld durch zauber',
		'wie funktioniert der bohnenfeldzauber',
		'wie lange hält das zauberfeld',
		'drittes feld auf zeit'
	],
	'spell-value': [
		'zauberkarten wert am ende',
		'was zählen zauber',
		'wert der zauberkarten',
		'bohnenpfennige',
		'zählen zauberkarten punkte',
		'zauber bei spielende'
	],
	'final-harvest-single': [
		'einzelne bohne bei der schlussernte',
		'gilt die schutzregel am ende',
		'feld mit einer bohne bei spielende',
		'einzelne karte bei der letzten ernte',
		'darf ich am ende eine einzelne bohne verkaufen',
		'schutz bei der schlussernte'
	],
	'single-next-to-empty': [
		'einzelne bohne ernten wenn das andere feld leer ist',
		'eine bohne und ein leeres feld',
		'einzelbohne anderes feld leer',
		'mein anderes feld ist leer darf ich eine karte verkaufen',
		'einzelne karte neben leerem feld',
		'schutzregel mit leerem zweiten feld'
	],
	'reshuffle-when': [
		'wann wird neu gemischt',
		'nachziehstapel mitten im zug leer',
		'ablagestapel mischen wann',
		'stapel leer im zug',
		'neuer zugstapel aus der ablage',
		'wann mischt man die ablage'
	],
	'covered-beans': [
		'bohnen unter anderen bohnen',
		'mischfeld verdeckte karten',
		'auf verdeckte bohnen pflanzen',
		'verdeckte bohnen ernten',
		'karten darunter im mischfeld',
		'darf ich die verdeckten bohnen nutzen'
	],
	'others-give': [
		'dürfen nicht aktive spieler karten verschenken',
		'geschenke von anderen spielern',
		'dürfen die anderen mir eine karte geben',
		'karten schenken wenn man nicht dran ist',
		'mitspieler verschenken karten',
		'schenken zwischen spielern die nicht am zug sind'
	],
	'magic-new-field': [
		'neue bohne auf geleertem feld wirkung',
		'wirkung nochmal nach neu anbauen',
		'bohne auf feld das ich gerade geerntet habe',
		'gleiche phase wirkung neue bohne',
		'zweimal wirkung nach leeren des feldes',
		'neu bepflanztes feld wirkung'
	],
	'magic-two-fields': [
		'vier bohnen auf zwei felder verteilt',
		'zählen bohnen auf zwei feldern zusammen',
		'bohnen über felder zusammenzählen für die wirkung',
		'wirkung mit bohnen in beiden feldern',
		'4 gleiche in zwei feldern',
		'verteilte bohnen zählen zusammen'
	],
	'hand-card-spell-gifts': [
		'handkartenzauber geschenke',
		'verbietet der handkartenzauber das schenken',
		'handkartenzauber handel verboten',
		'fünf karten zauber kein handel',
		'darf ich mit dem handkartenzauber noch schenken',
		'handkartenzauber tauschverbot'
	],
	'swap-after-draw': [
		'zauberkartentausch nach dem ziehen',
		'zauberkartentausch am zugende',
		'zauber tauschen nach der letzten karte',
		'tauschzauber nach dem nachziehen',
		'wann darf ich zauberkarten tauschen',
		'zauberkarte tauschen wenn ich fertig gezogen habe'
	],
	'random-draws-swap': [
		'zufallszauber deckt zauberkartentausch auf',
		'welche karte wird zurückgemischt',
		'zufallszauber tauschkarte',
		'zufallszauber zieht den tausch',
		'zauberkartentausch durch zufallszauber',
		'zurückmischen beim zufallszauber'
	],
	'pile-spell-magic-bean': [
		'stapelzauber mit zauberbohne',
		'stapelzauber oberste karte ablage',
		'was liegt oben nach dem stapelzauber',
		'zauberbohne für den stapelzauber gespielt',
		'stapelzauber aktiviert durch zauberbohne',
		'ablagestapel oben beim stapelzauber'
	],
	'enchanted-coin': [
		'verzauberte bohne als taler',
		'verzauberte bohne zu geld machen',
		'verzauberte bohnen beim ernten',
		'verzauberung der bohnen taler',
		'kann die verzauberte karte ein taler sein',
		'verzauberte karte talerseite'
	],
	'flow-trading': [
		'handeln beim magischen kartenfluss',
		'kartenfluss und tauschen',
		'magischer kartenfluss handel erlaubt',
		'darf ich tauschen während der kartenfluss läuft',
		'kartenfluss vorderste karten nacheinander anbauen',
		'handel mit aktivem kartenfluss'
	],
	'attack-no-coins': [
		'spieler ohne taler angreifen',
		'schwertangriff auf jemanden ohne geld',
		'verteidiger hat keine taler',
		'darf ich einen pleite spieler angreifen',
		'angriff auf leeren talerstapel',
		'schwertbohnen gegen spieler ohne münzen'
	],
	'third-field-in-box': [
		'rio grande drittes feld karte',
		'gibt es bei rio grande ein drittes feld',
		'drittes feld in der schachtel',
		'rio grande feld kaufen',
		'drittes feld rio grande regeln',
		'hat rio grande dritte felder'
	],
	deal: [
		'wie viele karten bekommt jeder am anfang',
		'welche bohnen raus bei 4 spielern',
		'karten austeilen wieviele',
		'starthand anzahl karten',
		'bohnen aussortieren zu sechst',
		'mit wie vielen karten startet man'
	],
	'second-card-before-flip': [
		'zweite karte nach dem aufdecken anbauen',
		'kann ich die 2. karte spaeter pflanzen',
		'erst aufdecken dann zweite karte',
		'zweite handkarte nachdem karten offen liegen',
		'muss ich die zweite vorher entscheiden',
		'zweite karte noch anbauen wenn schon aufgedeckt'
	],
	'trade-outside-phase': [
		'handeln beim nachziehen',
		'tauschen ausserhalb der handelsphase',
		'nach dem handeln noch tauschen',
		'karte verschenken beim anbauen',
		'handel spaeter im zug',
		'geht tauschen auch in phase 4'
	],
	'trade-withdraw': [
		'handel rueckgaengig machen',
		'abgemachten tausch zuruecknehmen',
		'kann ich vom deal zuruecktreten',
		'tausch abblasen bevor karten getauscht',
		'hab mich umentschieden beim handel',
		'angebot zurueckziehen nach zusage'
	],
	'show-hand': [
		'darf ich meine karten zeigen',
		'luegen ueber handkarten erlaubt',
		'bluffen was ich auf der hand hab',
		'hand offen zeigen erlaubt',
		'muss ich die wahrheit sagen ueber meine karten',
		'karten vorzeigen beim handeln'
	],
	'discard-and-coins': [
		'ablagestapel durchschauen erlaubt',
		'darf man im ablagestapel wuehlen',
		'taler geheim halten',
		'muss ich sagen wie viel geld ich hab',
		'talerstapel zaehlen von anderen',
		'abwurfstapel anschauen'
	],
	'third-field-final-harvest': [
		'drittes feld am ende kaufen',
		'bei der schlussernte feld kaufen',
		'mit den talern der letzten ernte ein feld kaufen',
		'feld kaufen nach spielende',
		'drittes bohnenfeld ganz am schluss',
		'kann ich am spielende noch ein feld kaufen'
	],
	'spell-twice': [
		'zauberkarte zweimal benutzen',
		'denselben zauber nochmal aktivieren',
		'zauber 2 mal im zug',
		'zauberkarte wieder aufdecken gleicher zug',
		'zauber doppelt nutzen',
		'kann ich einen zauber nochmal spielen'
	],
	'cape-final-harvest': [
		'kapbohnen ernten beim spielschluss neuer zauber',
		'schlussernte kapbohne zauber ziehen',
		'bekomm ich bei der letzten ernte noch nen zauber',
		'kapbohnen ernten spielende zauberkarte',
		'kapbohne letzte ernte',
		'kapbohne schlussernte zauber ziehen erlaubt'
	],
	'run-out-spell': [
		'stapel leer in der zauberphase',
		'weissbohne zieht letzte karte',
		'handelszauber dritte karte stapel leer',
		'zugstapel alle beim zaubern',
		'letzte karte weg waehrend zauberphase',
		'nachziehstapel leer durch weissbohne'
	],
	'steal-empty-hand': [
		'pflueckbohne aber keiner hat karten',
		'stehlen bei leerer hand',
		'pflückbohne leere hand',
		'hinterste karte klauen wenn keine da',
		'klauen bei jemand ohne handkarten',
		'pflueckbohne gegner hat nix auf der hand'
	]
};
