// Die Texte des Schiedsrichters auf Deutsch: eigene Worte, nie aus einer Spielregel abgeschrieben.
// `{key}` zeigt die Zahl (oder Stufe) eines Fakts aus questions/, `{key:ord}` als Ordnungszahl.
import type { RefereeTexts } from '../texts';

export const de: RefereeTexts = {
	topics: {
		turn: 'Dein Zug',
		trading: 'Handeln',
		harvesting: 'Ernten',
		fields: 'Felder',
		end: 'Spielende',
		'tie-break': 'Gleichstand',
		children: 'My-First-Stufen',
		spells: 'Zauber (Rabohnzel)'
	},
	books: {
		S000: 'AMIGO-Regel, aktuell (englisch)',
		S004: 'AMIGO-Regel von 1997 (französische Übersetzung)',
		S002: 'Rio-Grande-Regelübersicht 2–7 (englisch)',
		RGG: 'Rio-Grande-Spielregel 2–7 (englisch)',
		S001: 'My-First-Bohnanza-Regel (AMIGO, englisch)',
		S003: 'Rabohnzel-Spielregel (deutsch)'
	},
	steps: {
		basic: 'den ersten Partien',
		'two-coin': 'den Zwei-Taler-Partien',
		'step-1': 'Stufe 1',
		'step-2': 'Stufe 2',
		'step-3': 'Stufe 3',
		'step-4': 'Stufe 4',
		'step-5': 'Stufe 5'
	},
	quote: (heading) => `„${heading}“`,
	questions: {
		'harvest-other-turn': {
			question: 'Darf ich ernten, wenn jemand anderes am Zug ist?',
			keywords: 'ernten fremder Zug außerhalb verkaufen Feld wann jederzeit',
			answers: {
				'any-time':
					'Ja. Du darfst deine Felder jederzeit ernten, egal wer am Zug ist; der Schutz der einzelnen Bohne gilt trotzdem.',
				rabohnzel:
					'Ja, jederzeit, mit einer Ausnahme: Sobald der Zugspieler dich für einen Schwertbohnen-Angriff nennt, darfst du bis zum Ende des Angriffs nicht ernten (und während deines Gegenangriffs erntet der Angreifer nicht).',
				duel: 'Nein. Im Bohnenduell zu zweit erntest du nur in deinem eigenen Zug. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.',
				'my-first-auto':
					'In den ersten Partien entscheidet niemand: Ein Feld wird geerntet, sobald es genug Bohnen für einen Taler hat, auch im Zug eines anderen.',
				'my-first-choose':
					'Ab den Zwei-Taler-Partien entscheidest du, wann du erntest. Ob das auch im Zug der anderen gilt, sagt die Regel nicht; die App erlaubt es wie im echten Bohnanza.',
				rio: 'Nicht in der einseitigen Übersicht; die App nimmt wie das vollständige Rio-Grande-Regelheft an, dass du deine Felder jederzeit ernten darfst, auch im Zug der anderen. Der Schutz der einzelnen Bohne gilt trotzdem.'
			}
		},
		'third-field': {
			question: 'Kann ich ein drittes Feld kaufen, wann und wie oft?',
			keywords: 'drittes Bohnenfeld kaufen Preis Taler zusätzliches Feld',
			answers: {
				amigo:
					'Vom Kauf eines Feldes ist in dieser Regel nie die Rede: Die Tableaus geben zu dritt jedem {three} Felder, zu viert oder fünft {two}. Die App nimmt an, dass kein drittes Feld gekauft werden kann.',
				'amigo-1997':
					'Ja, einmal pro Person, jederzeit, auch im Zug eines anderen: {cost} Taler mit der Talerseite nach unten auf den Ablagestapel. Gedruckte Varianten: Anfänger dürfen damit beginnen, und zu fünft darf es nur {cheap} kosten.',
				'rio-3': 'Zu dritt beginnt jeder mit {fields} Feldern, es gibt also nichts zu kaufen.',
				'rio-4-7':
					'Ja, jederzeit: Das sagt die einseitige Übersicht. Preis und Häufigkeit druckt sie nicht; die App nimmt die des vollständigen Rio-Grande-Regelhefts an: einmal pro Person, für {cost} Taler (zu sechst oder siebt {cost67}), die auf den Ablagestapel kommen.',
				duel: 'Ja, einmal, für {cost} Taler; im Duell wandern diese Taler in die Schachtel statt auf den Ablagestapel. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.',
				'my-first-two':
					'Noch nicht: Diese Partien nutzen {fields} Felder, das dritte bleibt umgeklappt. Es kommt in den Fortgeschrittenen-Stufen dazu.',
				'my-first-three':
					'Du hast es schon: Ab dieser Stufe klappen alle ihr Brett auf und spielen mit {fields} Feldern.',
				'my-first-buy':
					'Ja: Alle beginnen mit zwei Feldern und dürfen das dritte jederzeit für {cost} Taler kaufen, die mit der Bohnenseite nach oben auf den Ablagestapel kommen.',
				rabohnzel:
					'Ein dauerhaftes drittes Feld gibt es bei Rabohnzel nicht zu kaufen. Nur der Bohnenfeldzauber öffnet eines auf Zeit, in der dritten Phase (dem Anbauen nach dem Handeln): Es bleibt, auch über spätere Züge, bis du irgendeines deiner Felder erntest.'
			}
		},
		'trade-hand-cards': {
			question: 'Darf ich Handkarten handeln, und welche?',
			keywords: 'handeln Handkarten tauschen anbieten Position',
			answers: {
				classic:
					'Ja, jede Karte von jeder Stelle deiner Hand, aber die übrigen behalten ihre Reihenfolge, und eine Karte verlässt die Hand erst, wenn der Handel steht. Der Zugspieler darf auch die aufgedeckten Karten anbieten; Karten auf Feldern werden nie gehandelt.',
				'my-first':
					'Ja, jede Karte aus deiner Reihe (ab {step} aus der Hand), egal wo sie liegt, ohne die anderen umzusortieren. Der Zugspieler darf auch die aufgedeckten Karten anbieten.',
				duel: 'Nein. Im Duell zu zweit wird gar nicht gehandelt; Karten kommen nur als Angebot zum Gegner, das du nach dem Aufdecken liegen lässt. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.'
			}
		},
		'others-trade': {
			question: 'Dürfen zwei Spieler, die nicht am Zug sind, miteinander handeln?',
			keywords: 'handeln untereinander andere Spieler nicht am Zug',
			answers: {
				no: 'Nein. An jedem Handel und jedem Geschenk ist der Zugspieler beteiligt; die anderen handeln nur mit ihm.',
				duel: 'Im Duell zu zweit wird nicht gehandelt. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.'
			}
		},
		'received-cards': {
			question: 'Was passiert mit Karten, die ich ertauscht habe? Darf ich sie weiterhandeln?',
			keywords: 'ertauschte Karten anbauen weiterhandeln Hand',
			answers: {
				classic:
					'Leg sie neben deine Felder, nicht auf die Hand. Sie dürfen nicht weitergehandelt oder verschenkt werden, und du musst sie in der Anbauphase nach dem Handeln anbauen.',
				'my-first':
					'Sofort anbauen; sie kommen nie in deine Reihe oder Hand und werden nicht weitergehandelt.'
			}
		},
		'plant-order': {
			question:
				'In welcher Reihenfolge baue ich ertauschte Karten an, und darf ich dazwischen ernten?',
			keywords: 'Reihenfolge anbauen ertauschte Karten ernten dazwischen',
			answers: {
				all: 'Jeder bestimmt die Reihenfolge seiner eigenen Karten selbst und darf zwischen zwei Karten ein Feld ernten, um Platz zu schaffen.'
			}
		},
		gifts: {
			question: 'Darf ich Karten verschenken?',
			keywords: 'schenken verschenken Geschenk abgeben',
			answers: {
				amigo:
					'Ja, ein Geschenk ist eine Form des Handels: Der Zugspieler ist beteiligt, und wer beschenkt wird, muss zustimmen.',
				directed:
					'Ja, während des Handelns. Der Zugspieler darf aufgedeckte oder Handkarten an alle verschenken; die anderen schenken Handkarten nur dem Zugspieler. Niemand muss ein Geschenk annehmen.',
				'my-first':
					'Ja: In deinem Zug darfst du Karten aus deiner Reihe oder die aufgedeckten Karten ohne Gegenleistung abgeben, und niemand muss sie annehmen. Die Regel spricht nur vom Schenken durch den Zugspieler; die App nimmt an, dass die anderen Karten aus ihrer Reihe nur dem Zugspieler schenken dürfen, wie im echten Bohnanza.',
				rio: 'Ja, ein Handel darf eine Spende ohne Gegenleistung sein, immer mit dem Zugspieler, und die andere Seite darf ablehnen.'
			}
		},
		'flipped-cards': {
			question: 'Müssen die aufgedeckten Karten am Ende angebaut sein?',
			keywords: 'aufgedeckte Karten anbauen behalten müssen',
			answers: {
				classic:
					'Die {flip} aufgedeckten Karten gehören dem Zugspieler: handeln, verschenken oder anbauen. Was nach dem Handeln noch ihm gehört, muss er auf seine Felder pflanzen.',
				rabohnzel:
					'Normalerweise ja: Der Zugspieler handelt, verschenkt oder baut die {flip} Karten an. Mit dem Handelszauber darfst du eine weitere aufdecken und ungewollte aufgedeckte Karten ablegen statt anbauen.',
				'my-first':
					'Die {flip} Karten darfst du handeln oder verschenken; was du behältst oder keiner nimmt, baust du sofort an.',
				duel: 'Nein. Du deckst {flip} auf, baust an, so viele du willst, und der Rest bleibt als Angebot für deinen Gegner liegen. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.'
			}
		},
		'trade-goes-on': {
			question: 'Darf weitergehandelt werden, wenn die aufgedeckten Karten weg sind?',
			keywords: 'weiterhandeln Handelsphase Ende aufgedeckte Karten vergeben',
			answers: {
				'active-stops':
					'Ja, Handkarten dürfen weiter den Besitzer wechseln. Die Handelsphase dauert, bis der Zugspieler der Runde sagt, dass sie vorbei ist.',
				'no-more-offers':
					'Ja, Handkarten dürfen weiter den Besitzer wechseln. Die Phase ist vorbei, sobald niemand mehr handeln oder etwas verschenken will.',
				'my-first':
					'Ja, Karten aus den Reihen (oder Händen) dürfen weiter den Besitzer wechseln. Das Handeln endet, wenn der Zugspieler nicht mehr weitermachen will oder wenn keiner mehr etwas anbietet.',
				rio: 'Ja, Handkarten dürfen weiter den Besitzer wechseln. Wann die Phase endet, steht nicht in der einseitigen Übersicht; die App nimmt die Antwort des vollständigen Rio-Grande-Regelhefts an: sobald niemand mehr handeln oder etwas verschenken will.'
			}
		},
		promises: {
			question: 'Zählen Versprechen beim Handeln?',
			keywords: 'Versprechen Zusage später verbindlich',
			answers: {
				stated: 'Versprechen darfst du machen, so viele du willst, aber niemand muss sie halten.',
				silent:
					'Diese Regel erwähnt Versprechen nicht. Die App verfolgt sie nicht; es zählen nur die Karten, die den Besitzer wechseln.'
			}
		},
		'coins-in-trades': {
			question: 'Darf mit Talern gehandelt werden?',
			keywords: 'Taler Geld handeln bezahlen',
			answers: {
				variant:
					'Nicht nach den normalen Regeln. Eine gedruckte Variante sagt, dass eine Runde erfahrener Spieler Taler im Handel zulassen darf.',
				others:
					'Diese Regel nennt nur Bohnenkarten als Handelsware und erwähnt Taler nicht; die App nimmt an, dass Taler nicht gehandelt werden.'
			}
		},
		'second-card': {
			question: 'Muss ich die zweite Handkarte anbauen?',
			keywords: 'zweite Karte anbauen freiwillig erste Karte',
			answers: {
				all: 'Nein. Die vorderste Karte muss angebaut werden, die nächste darfst du, eine dritte nie.',
				rabohnzel:
					'Nein: Die vorderste ist Pflicht, die nächste freiwillig, mehr nicht. Ausnahme ist der Magische Kartenfluss: Mit ihm spielst du deine vorderste Karte so oft aus, wie du möchtest.'
			}
		},
		'first-card-no-field': {
			question: 'Was, wenn die Karte, die ich anbauen muss, auf kein Feld passt?',
			keywords: 'erste Karte passt nicht kein Feld ernten Platz',
			answers: {
				harvest:
					'Ernte zuerst eines deiner Felder, auch wenn es nichts einbringt, unter Beachtung des Schutzes der einzelnen Bohne; dann baust du an.',
				'my-first-patch':
					'Du hast zwei Auswege. Leg die neue Bohne nach der Mischfeld-Regel auf irgendeines deiner Felder (die verdeckten Bohnen warten, bis die neuen geerntet sind); oder, wenn eines deiner Felder schon genug Bohnen für einen Taler hat, ernte es und bau dort an (in den ersten Partien ist so ein Feld schon von selbst geerntet). Das gilt bis einschließlich {until}.',
				'my-first-harvest':
					'Ab {from} gilt die Mischfeld-Regel nicht mehr: Ernte ein Feld, um Platz zu machen, auch wenn es nichts bringt.'
			}
		},
		'empty-hand': {
			question: 'Was, wenn meine Hand zu Beginn meines Zuges leer ist?',
			keywords: 'keine Karten leere Hand überspringen anbauen',
			answers: {
				skip: 'Dann fällt das Anbauen aus der Hand weg, und du deckst gleich Karten auf.',
				rabohnzel:
					'Nur das Anbauen aus der Hand fällt weg. Die Zauberphase folgt wie immer, danach deckst du Karten auf.',
				silent:
					'Die Regel sagt es nicht. Die App folgt den anderen Regelheften: Das Anbauen entfällt, der Zug geht weiter.'
			}
		},
		'hand-order': {
			question: 'Darf ich die Reihenfolge meiner Handkarten ändern?',
			keywords: 'sortieren Reihenfolge Hand umstecken',
			answers: {
				classic:
					'Nie. Die Karten bleiben in der Reihenfolge, in der du sie bekommen hast; neue kommen nach hinten.',
				rabohnzel:
					'Nie, außer mit dem Umsteckzauber, der dich eine Handkarte an eine andere Stelle stecken lässt.',
				'my-first':
					'Nie. Deine Reihe bleibt, wie die Karten kamen, neue kommen rechts dazu; mit Karten auf der Hand gilt dieselbe Regel.'
			}
		},
		'drawn-cards': {
			question: 'Wie viele Karten ziehe ich, und wohin kommen sie?',
			keywords: 'Karten ziehen Zugende hinten Hand nachziehen',
			answers: {
				classic:
					'Am Ende deines Zuges ziehst du {draw} Karten einzeln und steckst jede hinter die letzte Karte deiner Hand.',
				'rio-6-7': 'Zu sechst oder siebt ziehst du {draw} Karten, jede nach hinten auf die Hand.',
				duel: 'Im Duell ziehst du am Ende deines Zuges {draw} Karten nach hinten auf die Hand. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.',
				'my-first':
					'Zieh {draw} Karten nacheinander und leg jede rechts an deine Reihe (ab {step} hinten auf die Hand).',
				rabohnzel:
					'Zieh {draw} Karten einzeln nach hinten auf die Hand. Der Handkartenzauber erlaubt mehr, wenn du in diesem Zug nicht gehandelt hast.'
			}
		},
		protection: {
			question: 'Wann ist eine einzelne Bohne vor dem Ernten geschützt?',
			keywords: 'Schutz einzelne Bohne eine Karte Feld nicht ernten Schutzregel',
			answers: {
				classic:
					'Ein Feld mit nur einer Karte darf nicht geerntet werden, solange ein anderes deiner Felder mehr als eine hat. Hat keines mehr als eine Karte, darfst du jede einzelne ernten.',
				'my-first':
					'Erst ab {step}: Dann darf ein Feld mit einer einzelnen Karte nur geerntet werden, solange keines deiner Felder mehr als eine Karte hat. Vorher darf eine einzelne Bohne geerntet werden wie jedes Feld.'
			}
		},
		'harvest-nothing': {
			question: 'Kann eine Ernte nichts einbringen?',
			keywords: 'Ernte null Taler nichts verkaufen zu wenig',
			answers: {
				classic:
					'Ja. Hat das Feld weniger Bohnen, als der erste Taler verlangt, kommen alle ohne Ertrag auf den Ablagestapel; du darfst das trotzdem tun.',
				'my-first-early':
					'Noch nicht: Ein Feld wird erst geerntet, wenn es genug Bohnen für einen Taler hat. Ernten ohne Ertrag gibt es ab {from}.',
				'my-first-later':
					'Ja, ab dieser Stufe: Ein Feld, das du räumen musst, bringt nichts, wenn es zu kurz ist, und seine Karten kommen auf den Ablagestapel.'
			}
		},
		'whole-field': {
			question: 'Darf ich nur einen Teil eines Feldes ernten?',
			keywords: 'Teil Feld teilweise ernten alle Karten',
			answers: {
				stated: 'Nein. Eine Ernte nimmt immer alle Karten des Feldes; danach ist es leer.',
				'my-first-patch':
					'Mit der Mischfeld-Regel kann ein Feld mehrere Sorten übereinander tragen: Du erntest die oberste Sorte, die verdeckten Bohnen bleiben liegen, bis das geschehen ist. Die Regel spricht vom Ernten der Reihe und sagt nichts über einen Teil davon; die App nimmt an, dass alle Bohnen der obersten Sorte geerntet werden. Das gilt bis einschließlich {until}.',
				'my-first':
					'Die Regel spricht nur davon, die Reihe eines Feldes zu ernten; die App nimmt das ganze Feld an, wie im echten Bohnanza.'
			}
		},
		coins: {
			question: 'Woher kommen die Taler beim Ernten?',
			keywords: 'Taler Geld Bohnometer umdrehen Karte',
			answers: {
				classic:
					'Lies den Bohnometer der obersten Karte, dreh so viele geerntete Karten auf die Talerseite auf deinen Talerstapel und leg den Rest ab.',
				'my-first-supply':
					'Vom Talerstapel: den Bohnen, die in dieser Partie nicht mitspielen. Die geernteten Bohnen kommen alle auf den Ablagestapel. Ab {step} werden geerntete Karten selbst zu Talern.',
				'my-first-cards':
					'Aus der Ernte selbst: Dreh eine oder zwei der geernteten Karten als Taler um und leg die anderen ab.'
			}
		},
		'one-kind-per-field': {
			question: 'Darf ein Feld zwei Sorten haben, oder eine Sorte auf zwei Feldern stehen?',
			keywords: 'gleiche Bohne zwei Felder gemischte Sorten ein Feld',
			answers: {
				classic:
					'Eine Sorte pro Feld, nie zwei. Dieselbe Sorte darf aber gleichzeitig auf zwei Feldern wachsen.',
				'two-fields-unsaid':
					'Eine Sorte pro Feld, nie zwei. Ob eine Sorte gleichzeitig auf zwei Feldern wachsen darf, sagt diese Regel nicht; die App erlaubt es wie die aktuelle AMIGO-Regel.',
				rabohnzel:
					'Eine Sorte pro Feld. Ob dieselbe Sorte gleichzeitig auf zwei Feldern stehen darf, sagt die Bohnanza-Kurzfassung nicht; Rabohnzel wird nach Bohnanza-Regeln gespielt, und die App erlaubt es wie die aktuelle AMIGO-Regel. Die Verzauberung der Bohnen kann die erste Bohne eines Feldes in eine andere Sorte verwandeln.',
				'my-first-patch':
					'Ja, nach der Mischfeld-Regel: Eine Sorte, die auf keines deiner Felder passt, darf eines davon überdecken, das dann mehrere Sorten übereinander trägt. Das gilt bis einschließlich {until}.',
				'my-first-later':
					'Nein: Die Mischfeld-Regel gilt nicht mehr, eine Sorte pro Feld wie bei Bohnanza.'
			}
		},
		passes: {
			question: 'Wie oft wird der Nachziehstapel durchgespielt, bis das Spiel endet?',
			keywords: 'Zugstapel Nachziehstapel durchspielen mischen Spielende wie oft',
			answers: {
				amigo:
					'Das Spiel endet, wenn der Nachziehstapel zum {passes:ord} Mal leer wird; davor mischt ihr den Ablagestapel zum neuen Stapel.',
				duel: 'Das Duell endet, wenn der Nachziehstapel zum {passes:ord} Mal leer wird: Es wird nicht neu gemischt. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.',
				'rio-3':
					'Zu dritt endet das Spiel, wenn der Nachziehstapel zum {passes:ord} Mal leer wird.',
				'rio-4-7':
					'Das Spiel endet, wenn der Nachziehstapel zum {passes:ord} Mal leer wird; davor wird der Ablagestapel gemischt.',
				'my-first':
					'Zu dritt beim {p3:ord} Mal, und wer die letzte Karte aufdeckt, spielt den Zug noch zu Ende. Zu viert beim {p4:ord}, zu fünft beim {p5:ord} Mal. Ob der Zug zu viert oder fünft noch zu Ende gespielt wird, sagt die Regel nicht; die App nimmt es an wie zu dritt.',
				rabohnzel:
					'Zu dritt beim {p3:ord} Mal, zu viert oder fünft beim {p45:ord} Mal. Die Zählkarte unter dem Stapel zeigt, beim wievielten Stapel ihr seid.'
			}
		},
		'run-out-trading': {
			question: 'Der Nachziehstapel wird beim Aufdecken zum letzten Mal leer: was nun?',
			keywords: 'Stapel leer beim Handeln letzte Karte aufgedeckt Ende',
			answers: {
				classic:
					'Handeln und Anbauen werden in diesem Zug noch zu Ende gespielt, auch wenn nur eine Karte aufgedeckt werden konnte; dann endet das Spiel. Ein früheres Leerwerden heißt nur: Ablagestapel mischen.',
				rio: 'Das Spiel endet sofort, ohne weiteres Handeln oder Anbauen; danach ernten alle. Die einseitige Übersicht beendet das Spiel, sobald keine Karte mehr vom Nachziehstapel genommen werden kann, und auch das Aufdecken nimmt Karten von diesem Stapel (ihr zweiter Schritt heißt „draw and trade“, ziehen und handeln); die App folgt ihr.',
				duel: 'Das Duell endet beim {passes:ord} Leerwerden. Passiert es beim Aufdecken, lässt die App Aufdecken und Anbauen noch zu Ende spielen wie beim Handeln; die Duellregel nennt diesen Fall nicht ausdrücklich.',
				'my-first':
					'Zu dritt lässt die Regel den Spieler, der die letzte Karte aufgedeckt hat, seinen Zug beenden. Für vier oder fünf sagt sie nichts; die App hält es dort genauso.'
			}
		},
		'run-out-drawing': {
			question: 'Der Nachziehstapel wird beim Nachziehen zum letzten Mal leer: was nun?',
			keywords: 'Stapel leer beim Ziehen sofort Ende',
			answers: {
				stated: 'Das Spiel endet sofort; danach ernten alle.',
				'my-first':
					'Die Regel sagt es nicht. Nachziehen ist das Letzte im Zug, also beendet die App das Spiel sofort.'
			}
		},
		'hand-cards-at-end': {
			question: 'Zählen meine Handkarten am Ende?',
			keywords: 'Handkarten Ende Wertung zählen wert',
			answers: {
				classic: 'Nein. Es zählen nur Taler; Karten auf der Hand sind nichts wert.',
				rabohnzel:
					'Bohnenkarten auf der Hand sind nichts wert. Es zählen die Taler und deine Zauberkarten: Sie sind Bohnenpfennige wert ({perCoin} ergeben einen Taler), die einen Gleichstand an Talern entscheiden.',
				rio: 'Nicht als Taler. Gleichstand steht nicht in der einseitigen Übersicht; die App nimmt den Entscheid des vollständigen Rio-Grande-Regelhefts an, bei dem gewinnt, wer mehr Karten auf der Hand hat.',
				'my-first':
					'Nein. Karten in deiner Reihe oder Hand und nicht geerntete Bohnen sind nichts wert.'
			}
		},
		'final-harvest': {
			question: 'Ernten wir unsere Felder, wenn das Spiel endet?',
			keywords: 'Schlussernte Ende Felder verkaufen',
			answers: {
				classic: 'Ja. Alle ernten alle Felder und zählen ihre Taler.',
				'my-first-basic':
					'Nein: Felder werden im Spiel automatisch geerntet, und übrige Bohnen am Ende bringen nichts.',
				'my-first-later':
					'Ja: Wer ein Feld hat, das mindestens einen Taler wert ist, darf es vor dem Zählen noch ernten.'
			}
		},
		'tie-break': {
			question: 'Wer gewinnt bei Gleichstand an Talern?',
			keywords: 'Gleichstand unentschieden gleich viele Taler Sieger',
			answers: {
				amigo:
					'Von den Gleichauf-Liegenden gewinnt, wer im Uhrzeigersinn am weitesten vom Startspieler entfernt sitzt. Deshalb wandert die Startspielerkarte nie weiter.',
				'amigo-1997':
					'Die Regel nennt keinen Entscheid. Die App nimmt an, dass die Gleichauf-Liegenden gemeinsam gewinnen.',
				rio: 'Nicht in der einseitigen Übersicht. Die App nimmt den Entscheid des vollständigen Rio-Grande-Regelhefts an: Von den Gleichauf-Liegenden gewinnt, wer die meisten Karten auf der Hand hat; herrscht auch da Gleichstand, lässt die App gemeinsam gewinnen.',
				'my-first': 'Alle mit den meisten Talern gewinnen gemeinsam.',
				rabohnzel:
					'Wessen Zauberkarten mehr Bohnenpfennige wert sind, gewinnt. Herrscht auch da Gleichstand, sagt die Regel nichts mehr, und die App lässt gemeinsam gewinnen.'
			}
		},
		'start-player': {
			question: 'Wer beginnt, und wandert die Startspielerkarte?',
			keywords: 'Startspieler erster Spieler Karte wer beginnt',
			answers: {
				amigo:
					'Bestimmt ihn, wie ihr wollt. Die Startspielerkarte bleibt das ganze Spiel bei ihm; sie entscheidet bei Gleichstand.',
				dealer: 'Es beginnt, wer links vom Geber sitzt.',
				'my-first': 'Der jüngste Spieler beginnt.',
				rabohnzel:
					'Zählt die Werte der Zauberkarten von oben herunter: Wer die zuerst genannte hat, zeigt sie und beginnt.',
				rio: 'Nicht in der einseitigen Übersicht; die App nimmt den Weg des vollständigen Rio-Grande-Regelhefts an: Der älteste Spieler gibt, und wer links vom Geber sitzt, beginnt.'
			}
		},
		'my-first-line': {
			question: 'Halten die Kinder ihre Karten auf der Hand oder legen sie sie in eine Reihe?',
			keywords: 'Reihe offen Karten auf der Hand Kinder',
			answers: {
				line: 'In einer offenen Reihe, nie umsortiert: links wird angebaut, rechts kommen neue Karten dazu. Auf die Hand wandern die Karten ab {step}.',
				hand: 'Auf der Hand, in der Reihenfolge des Erhalts; die vorderste wird angebaut. Wem das schwerfällt, überspringt die Stufe und spielt mit offenen Karten weiter.'
			}
		},
		'my-first-steps': {
			question: 'Was ändert sich von einer My-First-Stufe zur nächsten?',
			keywords: 'Stufen Fortgeschrittene Regeln Kinder Ablauf',
			answers: {
				all: 'Erst spielen die Ein-Taler-Bohnen, dann die Zwei-Taler-Bohnen. Dann kommen alle Bohnen auf {fields} Feldern dazu, danach Ernten ohne Ertrag, das gekaufte dritte Feld ({buy}), Karten auf der Hand und der Schutz der einzelnen Bohne ({last}).'
			}
		},
		'duel-turn': {
			question: 'Wie läuft ein Zug im Bohnenduell zu zweit?',
			keywords: 'Duell zwei Spieler Zug Ablauf',
			answers: {
				duel: 'Nimm das Angebot deines Gegners (anbauen, was du willst, Rest ablegen); bau die vorderste Karte und vielleicht die nächste an; leg auf Wunsch eine Handkarte offen ab; deck {flip} Karten auf und füge passende oberste Ablagekarten hinzu; bau an, was du willst, der Rest bleibt als Angebot; zieh {draw}. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.'
			}
		},
		'duel-offer': {
			question: 'Was passiert im Duell mit den Karten, die mein Gegner als Angebot liegen ließ?',
			keywords: 'Duell Angebot übrige Karten nehmen ablegen',
			answers: {
				duel: 'Zu Beginn deines Zuges nimmst du sie: Bau an, was du willst, und leg den Rest ab. Der Startspieler überspringt das in seinem allerersten Zug. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.'
			}
		},
		'spell-when': {
			question: 'Wann werden Zauberkarten aktiviert und angewendet?',
			keywords: 'Zauberkarte aktivieren anwenden wann Zauberphase',
			answers: {
				rabohnzel:
					'Aktiviert wird meist in der Zauberphase, nach dem Anbauen aus der Hand und vor dem Handeln: Jede Zauberbohne, die du von beliebiger Stelle der Hand ausspielst, lässt dich eine Zauberkarte aufdecken, und die Wirkung deiner angebauten Zauberbohnen eine weitere, bei vier oder mehr angebauten sogar zwei. Zwei Ausnahmen: Eine mit dem Zauberkartentausch geholte Karte, die du offen hinlegst, ist sofort aktiv, und wer im Gegenangriff einen Zauberbohnen-Taler zieht, aktiviert gleich eine Karte, die bis zum Ende seines eigenen nächsten Zuges aktiv bleibt. Jeder aktive Zauber wirkt einmal, wann du willst, in deinem eigenen Zug; ungenutzte werden am Zugende wieder umgedreht.'
			}
		},
		'bean-magic': {
			question: 'Muss ich Bohnen ernten, um ihre magische Wirkung zu nutzen?',
			keywords: 'magische Wirkung Bohnen ernten angebaut',
			answers: {
				rabohnzel:
					'Nein. In deiner Zauberphase bietet jede angebaute Sorte ihre Wirkung einmal an, ohne Ernte: Angebaute Zauberbohnen etwa aktivieren eine Zauberkarte, bei vier oder mehr zwei. Erneut wirkt eine Sorte nur, wenn eine neue Bohne von ihr in dieser Phase auf ein geleertes Feld kommt. Eine Sorte, die du vor der Zauberphase geerntet hast, hilft dir nicht mehr.'
			}
		},
		'sword-attack': {
			question: 'Wie läuft ein Schwertbohnen-Angriff ab?',
			keywords: 'Schwertbohne Angriff Taler stehlen Gegenangriff',
			answers: {
				rabohnzel:
					'Der Verteidiger mischt seine Taler, du ziehst einen; ab seiner Nennung darf er nicht ernten. Eine Prinzessbohne geht an dich; eine Schwertbohne erlaubt ihm einen Gegenangriff; eine Pflückbohne lässt ihn deine hinterste Handkarte stehlen; eine Zauberbohne lässt dich einen Zauber aktivieren; alles andere bewirkt nichts. Mit dem Angriffszauber ziehst du zwei Taler, wählst, welcher gilt, und gibst den anderen wirkungslos zurück.'
			}
		},
		'temporary-field': {
			question: 'Wie funktioniert das vorübergehende Feld des Bohnenfeldzaubers?',
			keywords: 'Bohnenfeldzauber drittes Feld vorübergehend',
			answers: {
				rabohnzel:
					'In der Zauberphase aktiviert, lässt er dich in der dritten Phase, dem Anbauen nach dem Handeln, ein drittes Feld eröffnen. Es bleibt, auch in deinen nächsten Zügen, bis du eines deiner drei Felder erntest; dann hast du wieder nur zwei. Für die Karte, die du zuerst anbauen musst, hilft er nicht, weil Zauber erst danach aktiviert werden.'
			}
		},
		'spell-value': {
			question: 'Was sind Zauberkarten am Ende wert?',
			keywords: 'Zauberkarten Wert Bohnenpfennige Ende Wertung',
			answers: {
				rabohnzel:
					'Jede Zauberkarte ist zwischen {min} und {max} Bohnenpfennige wert; {perCoin} ergeben einen Taler. Praktisch entscheiden sie nur einen Gleichstand an Talern.'
			}
		},
		'final-harvest-single': {
			question: 'Ist eine einzelne Bohne bei der Schlussernte noch geschützt?',
			keywords: 'Spielende Schlussernte einzelne Bohne Schutz letzte Ernte',
			answers: {
				classic:
					'Nein. Am Spielende erntet jeder alle seine Felder, also auch eine einzelne Bohne; sie bringt, was ihr Bohnometer zahlt, meist nichts. Der Schutz regelt nur, welches Feld während des Spiels geerntet werden darf.',
				'my-first-basic':
					'Am Ende der ersten Partien wird nichts geerntet: Bohnen auf den Feldern bringen nichts.',
				'my-first':
					'Am Ende darf jedes Feld, das mindestens einen Taler wert ist, noch geerntet werden. Ob der Schutz aus {step} dann eine einzelne Bohne zurückhält, sagt die Regel nicht; die App nimmt an, dass nicht, wie am Ende des echten Bohnanza.'
			}
		},
		'single-next-to-empty': {
			question: 'Darf ich eine einzelne Bohne ernten, wenn mein anderes Feld leer ist?',
			keywords: 'einzelne Bohne leeres Feld Schutz ernten allein',
			answers: {
				stated:
					'Ja. Eine einzelne Bohne ist nur geschützt, solange ein anderes deiner Felder mehr als eine Karte hat; ein leeres Feld hat keine, also darf sie weg.',
				'amigo-1997':
					'Diese Regel erlaubt, eine einzelne Karte zu verkaufen, wenn auf jedem Feld genau eine liegt, und erwähnt kein leeres Feld. Die App erlaubt es wie die aktuelle AMIGO-Regel: Kein anderes Feld hat mehr als eine Karte.',
				'my-first-early':
					'Ja: Der Schutz kommt erst mit {step}, vorher ist eine einzelne Bohne nie geschützt. Vor {from} wird ein Feld aber erst geerntet, wenn es genug Bohnen für einen Taler hat.',
				'my-first-5':
					'Ja. Der Schutz lässt eine einzelne Bohne gehen, wenn keines deiner Felder mehr als eine Karte hat, und ein leeres Feld hat keine.'
			}
		},
		'reshuffle-when': {
			question: 'Der Nachziehstapel wird mitten im Zug leer: Wann wird gemischt?',
			keywords: 'mischen Ablagestapel neuer Zugstapel leer mitten im Zug wann',
			answers: {
				'at-once':
					'Sofort, außer dieses Leerwerden beendet das Spiel: Mischt den Ablagestapel zum neuen Zugstapel und nehmt die Karten, die noch aufzudecken oder zu ziehen sind, von dort.',
				duel: 'Nie: Das Duell endet, wenn der Zugstapel zum {passes:ord} Mal leer wird. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.',
				'my-first':
					'Zu dritt endet das Spiel beim {p3:ord} Leerwerden, es wird also nicht gemischt. Zu viert oder fünft wird der Ablagestapel zum neuen Zugstapel; wann im Zug, sagt die Regel nicht, und die App nimmt wie die anderen Regelhefte an: sofort.'
			}
		},
		'covered-beans': {
			question: 'Darf ich auf verdeckte Bohnen anbauen oder sie ernten?',
			keywords: 'verdeckte Bohnen Mischfeld darunter anbauen ernten erste Sorte',
			answers: {
				'my-first-patch':
					'Nicht, solange sie verdeckt sind. Die Bohnen darunter warten, bis die Sorte über ihnen geerntet ist; erst dann darfst du ihre Sorte wieder darauf anbauen oder sie ernten. Das gilt bis einschließlich {until}.',
				'my-first-later':
					'Ab dieser Stufe ist nichts mehr verdeckt: Jedes Feld trägt eine Sorte wie bei Bohnanza.'
			}
		},
		'others-give': {
			question: 'Dürfen Spieler, die nicht am Zug sind, Karten verschenken?',
			keywords: 'schenken verschenken nicht am Zug andere Spieler Kinder',
			answers: {
				amigo:
					'Nur dem Zugspieler: Ein Geschenk ist eine besondere Form des Handels, und an jedem Handel ist der Zugspieler beteiligt. Er darf es ablehnen.',
				'to-active': 'Ja, Karten aus der Hand, aber nur dem Zugspieler, der sie ablehnen darf.',
				'my-first':
					'Die Regel spricht nur vom Verschenken durch den Zugspieler. Die App nimmt an, dass die anderen Kinder Karten aus ihrer Reihe nur dem Zugspieler schenken dürfen, wie im echten Bohnanza; eine Runde darf Geschenke auch auf die Karten des Zugspielers beschränken.',
				duel: 'Nein: Im Duell wird weder gehandelt noch verschenkt. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.'
			}
		},
		'magic-new-field': {
			question:
				'Eine Bohne landet auf einem gerade geleerten Feld: Darf ich ihre Wirkung in derselben Phase nutzen?',
			keywords: 'neue Bohne leeres Feld Wirkung gleiche Phase Pflückbohne Weißbohne',
			answers: {
				rabohnzel:
					'Ja, wenn sie in der Zauberphase auf ein leeres Feld kommt (du darfst kurz davor ein Feld ernten): Eine mit der Pflückbohne gestohlene, mit vier oder mehr Weißbohnen gezogene oder mit dem Magischen Kartenfluss ausgespielte Bohne bietet ihre Wirkung dann sofort. Auf ein Feld, auf dem schon Bohnen liegen, bringt sie keine zusätzliche Nutzung.'
			}
		},
		'magic-two-fields': {
			question: 'Zählen vier Bohnen einer Sorte, wenn sie auf zwei Feldern stehen?',
			keywords: 'vier Bohnen zwei Felder verteilt zählen Wirkung angebaut',
			answers: {
				rabohnzel:
					'Die Regel verlangt vier oder mehr angebaute Bohnen der Sorte und sagt nicht, ob sie auf einem Feld stehen müssen. Die App zählt alle Bohnen dieser Sorte auf deinen Feldern, zwei und zwei ergeben also vier. Jede Sorte bietet ihre Wirkung trotzdem nur einmal pro Zauberphase, außer eine neue Bohne von ihr kommt auf ein gerade geleertes Feld.'
			}
		},
		'hand-card-spell-gifts': {
			question: 'Verbietet der Handkartenzauber Geschenke oder nur den Handel?',
			keywords: 'Handkartenzauber fünf Karten Geschenke Handel verboten',
			answers: {
				rabohnzel:
					'Er verlangt, in der Handelsphase auf den Handel zu verzichten: Reden ist erlaubt, nur darf keine Karte getauscht werden. Geschenke erwähnt er nicht. Die App nimmt an, dass Geschenke erlaubt bleiben, weil die Regel das Schenken getrennt vom Handeln nennt; eine Runde darf sie auch ausschließen.'
			}
		},
		'swap-after-draw': {
			question: 'Darf ich den Zauberkartentausch nach dem Ziehen meiner letzten Karte anwenden?',
			keywords: 'Zauberkartentausch nach dem Ziehen Zugende letzte Karte',
			answers: {
				rabohnzel:
					'Die Regel nennt nur den Umsteckzauber als nach der letzten gezogenen Karte anwendbar. Über den Tausch sagt sie dafür nichts; die App nimmt an, dass dein Zug für jeden anderen Zauber mit der letzten gezogenen Karte endet, also tausche vorher.'
			}
		},
		'random-draws-swap': {
			question:
				'Der Zufallszauber deckt den Zauberkartentausch auf: Welche Karte wird zurückgemischt?',
			keywords: 'Zufallszauber Zauberkartentausch zurückmischen welche Karte',
			answers: {
				rabohnzel:
					'Wendest du den Tausch an, kommt die Karte, die du dem Mitspieler genommen hast, am Ende deines Zuges zurück in den Zauberkartenstapel, ob genutzt oder nicht. Der Zauberkartentausch bleibt bei diesem Mitspieler, der Zufallszauber bei dir.'
			}
		},
		'pile-spell-magic-bean': {
			question:
				'Ich habe den Stapelzauber mit einer Zauberbohne aktiviert: Was liegt oben auf dem Ablagestapel?',
			keywords: 'Stapelzauber Ablagestapel oberste Karte Zauberbohne aktiviert',
			answers: {
				rabohnzel:
					'Diese Zauberbohne, also ist sie die Karte, die der Stapelzauber dir nehmen lässt. Willst du eine andere Bohne anbieten, musst du zuerst ein Feld ernten; dessen Bohnen kommen dann obenauf.'
			}
		},
		'enchanted-coin': {
			question: 'Darf eine verzauberte Bohne als Taler umgedreht werden?',
			keywords: 'verzauberte Bohne Taler Ernte erste Karte Verzauberung der Bohnen',
			answers: {
				rabohnzel:
					'Nein. Erntest du ein Feld, dessen erste Bohne durch die Verzauberung der Bohnen verwandelt wurde, darf diese Karte kein Taler werden; dreh andere Karten des Feldes um.'
			}
		},
		'flow-trading': {
			question: 'Darf ich handeln, während ich den Magischen Kartenfluss nutze?',
			keywords: 'Magischer Kartenfluss handeln anbauen vorderste Karte in Folge',
			answers: {
				rabohnzel:
					'Nein. Während du deine vordersten Karten nacheinander ausspielst, darf dazwischen nur die magische Wirkung (in der Zauberphase) genutzt und geerntet werden: kein Handel und kein Anbau ertauschter Bohnen.'
			}
		},
		'attack-no-coins': {
			question: 'Darf ich einen Spieler ohne Taler angreifen?',
			keywords: 'Schwertbohne Angriff keine Taler Verteidiger nichts',
			answers: {
				rabohnzel:
					'Die Regel sagt es nicht; nur bei der Gemeinen Bohne steht, dass Mitspieler ohne Taler nicht betroffen sind. Ohne Taler zum Ziehen bewirkt ein Angriff nichts, daher nimmt die App an, dass du einen Spieler mit Talern wählst; hat keiner welche, bewirken die Schwertbohnen in diesem Zug nichts.'
			}
		},
		'third-field-in-box': {
			question: 'Rio Grande: Ist das dritte Feld überhaupt im Spiel?',
			keywords: 'drittes Feld Schachtel Vorbereitung kaufen Karte Rio Grande Übersicht',
			answers: {
				'rio-4-7':
					'Ja, sobald es gekauft ist. Beim Aufbau kommen die Karten für das dritte Feld in die Schachtel, und die einseitige Übersicht sagt, dass ein drittes Feld jederzeit gekauft werden darf. Preis und Grenze stehen nicht darin; die App nimmt die des vollständigen Rio-Grande-Regelhefts an: einmal pro Person, {cost} Taler ({cost67} zu sechst oder siebt) auf den Ablagestapel; von da an baust du darauf an.'
			}
		},
		deal: {
			question: 'Wie viele Karten bekommt jeder, und welche Bohnen kommen aus dem Spiel?',
			keywords:
				'austeilen Karten Start Hand wie viele jeder Aufbau Bohnen aussortieren entfernen herausnehmen Stapel Anfang Beginn Spielbeginn losgehen los',
			answers: {
				amigo:
					'Jeder bekommt {deal} Karten aus allen {deck}: Keine Bohne kommt aus dem Spiel, egal wie viele mitspielen.',
				duel: 'Nehmt die Garten- und die Kakaobohnen heraus, es bleiben {deck} Karten, und jeder von euch bekommt {deal}. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.',
				'rio-3':
					'Nehmt die Kakaobohnen heraus, es bleiben {deck} Karten, und jeder bekommt {deal}. Zu dritt beginnt außerdem jeder mit {fields} Feldern.',
				'rio-4-5':
					'Nehmt die Kaffeebohnen heraus, es bleiben {deck} Karten, und jeder bekommt {deal}.',
				'rio-6-7':
					'Nehmt die Kakao- und die Gartenbohnen heraus, es bleiben {deck} Karten. Ausgeteilt wird ungleich, im Uhrzeigersinn ab dem Startspieler: {first} Karten, dann {second}, dann {third}, und alle Übrigen bekommen {rest}.',
				rabohnzel:
					'Keine Bohne kommt aus dem Spiel: Jeder bekommt {deal} Karten aus allen {deck}. Dazu erhält jeder {spells} Zauberkarte verdeckt; die übrigen bilden den Zauberkartenstapel.',
				'my-first-basic':
					'Gespielt wird nur mit den vier Ein-Taler-Bohnen ({deck} Karten); die sechs Zwei-Taler-Bohnen liegen als Talervorrat bereit. Jeder bekommt {deal}, offen in einer Reihe ausgelegt.',
				'my-first-two-coin':
					'Gespielt wird nur mit den sechs Zwei-Taler-Bohnen ({deck} Karten); die vier Ein-Taler-Bohnen liegen als Talervorrat bereit. Jeder bekommt {deal}, offen in einer Reihe.',
				'my-first-all':
					'Alle Bohnen spielen mit ({deck} Karten), keine liegt beiseite. Jeder bekommt {deal}: offen in einer Reihe, ab {step} auf die Hand.'
			}
		},
		'second-card-before-flip': {
			question: 'Muss ich meine zweite Karte anbauen, bevor Karten aufgedeckt werden?',
			keywords: 'zweite Karte anbauen vor nach dem Aufdecken später entscheiden freiwillig warten',
			answers: {
				classic:
					'Ja. Die Phasen kommen der Reihe nach: Die freiwillige zweite Karte gehört zum Anbauen aus der Hand, und das ist vorbei, sobald du die erste Karte aufdeckst. Du kannst nicht abwarten, was kommt, und sie dann anbauen.',
				rabohnzel:
					'Ja: Die freiwillige zweite Karte gehört zur ersten Phase, die vor der Zauberphase endet, bevor eine Karte aufgedeckt wird. Nur der Magische Kartenfluss lässt dich später im Zug vorderste Karten ausspielen.',
				duel: 'Ja: Du baust deine vorderste Karte und vielleicht die nächste an, darfst dann eine Handkarte ablegen und deckst erst danach Karten auf. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.'
			}
		},
		'trade-outside-phase': {
			question: 'Darf außerhalb der Handelsphase gehandelt oder verschenkt werden?',
			keywords: 'handeln schenken außerhalb Handelsphase später beim Anbauen Ziehen andere Zeit',
			answers: {
				classic:
					'Nein. Handel und Geschenke finden in der Handelsphase des Zugspielers statt; die Regeln beschreiben sie nirgends sonst, und was du bekommst, wird gleich danach angebaut. Zu anderen Zeiten wechseln keine Karten den Besitzer.',
				duel: 'Nein: Im Duell wird überhaupt nicht gehandelt oder verschenkt. Die einseitige Übersicht verweist für zwei Spieler auf das vollständige Regelheft; die App nimmt dessen Duellregeln an.'
			}
		},
		'trade-withdraw': {
			question: 'Darf ein vereinbarter Handel zurückgenommen werden, bevor die Karten wechseln?',
			keywords: 'Handel zurücknehmen rückgängig abgemacht Angebot zurückziehen anders überlegen',
			answers: {
				classic:
					'Die Regeln sagen, dass beide zustimmen müssen und Karten die Hand erst verlassen, wenn der Handel abgeschlossen ist; ob er dazwischen noch platzen darf, sagen sie nicht. Die App nimmt an, dass ein vereinbarter Handel sofort ausgeführt wird, also nichts mehr zurückzunehmen ist; ein noch nicht angenommenes Angebot darf zurückgezogen werden.',
				'my-first':
					'Die Regel sagt es nicht. Die App nimmt es wie bei Bohnanza an: Sobald beide zustimmen, wechseln die Karten sofort; bis dahin darf ein Angebot zurückgezogen werden.'
			}
		},
		'show-hand': {
			question: 'Darf ich meine Handkarten zeigen oder über sie lügen?',
			keywords:
				'Hand zeigen herzeigen vorzeigen offenlegen Karten aufdecken lügen bluffen Wahrheit geheim',
			answers: {
				promises:
					'Die Regeln sagen es nicht. Sie erlauben Versprechen, die niemand halten muss, daher nimmt die App an, dass Reden frei ist: Du darfst deine Handkarten zeigen oder beschreiben, und nichts zwingt dich zur Wahrheit. Es zählen nur die Karten, die den Besitzer wechseln.',
				silent:
					'Die Regel sagt es nicht. Die App nimmt an, dass Reden frei ist: Du darfst deine Handkarten zeigen oder beschreiben, und nichts zwingt dich zur Wahrheit. Es zählen nur die Karten, die den Besitzer wechseln; eine Runde darf strengere Sitten vereinbaren.',
				'my-first':
					'Vor {step} liegen die Karten offen in einer Reihe, alle sehen sie. Für Karten auf der Hand sagt die Regel nichts; die App nimmt wie bei Bohnanza an, dass Reden frei ist: Zeig oder beschreib sie, wie du willst.'
			}
		},
		'discard-and-coins': {
			question: 'Darf man den Ablagestapel durchsehen, und sind die Talerstapel geheim?',
			keywords: 'Ablagestapel durchsuchen anschauen Taler geheim zählen verdeckt Geld Stapel',
			answers: {
				all: 'Beides sagen die Regeln nicht. Der Ablagestapel liegt mit der Bohnenseite nach oben, und nur seine oberste Karte wird je gebraucht; die App nimmt an, dass er nicht durchsucht wird. Taler liegen auf dem eigenen Stapel jedes Spielers; die App nimmt an, dass niemand vor dem Zählen am Ende sagen muss, wie viele er hat. Viele Runden erlauben beides; einigt euch vor dem Spiel.'
			}
		},
		'third-field-final-harvest': {
			question: 'Darf ich während der Schlussernte mit deren Talern ein drittes Feld kaufen?',
			keywords: 'drittes Feld kaufen Schlussernte Spielende Taler letzter Moment',
			answers: {
				'amigo-1997':
					'Die Regel erlaubt den Kauf jederzeit, sagt aber nichts zur Schlussernte. Nach dem Spielende wird nichts mehr angebaut, ein dann gekauftes Feld kostet also nur Taler; die App nimmt an, dass nach dem Ende keines mehr gekauft wird, und die Schlussernte zählt die Felder, die du beim Spielende hattest.',
				'rio-4-7':
					'Die einseitige Übersicht erlaubt den Kauf jederzeit, sagt aber nichts zur Schlussernte. Nach dem Spielende wird nichts mehr angebaut, ein dann gekauftes Feld kostet also nur Taler; die App nimmt an, dass nach dem Ende keines mehr gekauft wird, und die Schlussernte zählt die Felder, die du beim Spielende hattest.',
				'my-first':
					'Die Regel erlaubt den Kauf jederzeit, sagt aber nichts zur Schlussernte. Nach dem Spielende wird nichts mehr angebaut, ein dann gekauftes Feld kostet also nur Taler; die App nimmt an, dass nach dem Ende keines mehr gekauft wird, und die Schlussernte zählt die Felder, die du beim Spielende hattest.'
			}
		},
		'spell-twice': {
			question: 'Darf eine Zauberkarte zweimal in einem Zug aktiviert werden?',
			keywords: 'Zauberkarte zweimal nochmal gleicher Zug aktivieren zweites Mal wieder',
			answers: {
				rabohnzel:
					'Nur vom Angriffszauber heißt es, dass er mehrfach in einem Zug aktiviert werden darf. Für jede andere Karte sagt die Regel nur, dass ein aktiver Zauber einmal angewendet und dann wieder umgedreht wird, nicht, ob er erneut aktiviert werden darf. Die App nimmt an: nein, jede andere Zauberkarte wirkt höchstens einmal pro Zug.'
			}
		},
		'cape-final-harvest': {
			question: 'Bringt das Ernten von Kapbohnen bei der Schlussernte noch eine Zauberkarte?',
			keywords: 'Kapbohne Schlussernte Spielende Zauberkarte ziehen zwei letzte',
			answers: {
				rabohnzel:
					'Die Regel sagt es nicht. Die Kapbohnen-Regel nennt keine Ausnahme: Wer zwei oder mehr Kapbohnen erntet, zieht eine Zauberkarte, solange der Stapel reicht, und die Schlussernte ist eine Ernte. Die App nimmt daher an, dass du auch dann eine ziehst; ihre Bohnenpfennige zählen bei Gleichstand an Talern. Wer das anders liest, einigt sich vor dem Spiel.'
			}
		},
		'run-out-spell': {
			question:
				'Der Nachziehstapel wird in der Zauberphase oder bei der dritten Karte des Handelszaubers zum letzten Mal leer: was nun?',
			keywords: 'Stapel leer Zauberphase Handelszauber dritte Karte Weißbohne letztes Mal Ende',
			answers: {
				rabohnzel:
					'Die Bohnanza-Kurzfassung nennt zwei Fälle: Wird der Stapel beim Handeln zum letzten Mal leer, werden Handeln und Anbauen zu Ende gespielt; beim Nachziehen am Zugende endet das Spiel sofort. Die dritte Karte des Handelszaubers wird zu Beginn der Handelsphase aufgedeckt, das ist also der erste Fall. Die Zauberphase (etwa eine Weißbohne, die eine Karte zieht) ist nicht geregelt; die App nimmt an, dass das Spiel sofort endet wie beim Nachziehen, weil die Karte auf eine Hand käme. Verfolgt ihr die Partie in der App, wählt „Beim Nachziehen“.'
			}
		},
		'steal-empty-hand': {
			question: 'Darf ich mit der Pflückbohne bei jemandem ohne Handkarten stehlen?',
			keywords: 'Pflückbohne stehlen leere Hand keine Karten hinterste Karte Angriff nichts',
			answers: {
				rabohnzel:
					'Die Regel sagt es nicht. Ohne Handkarte gibt es nichts zu nehmen, daher nimmt die App an, dass du einen Spieler mit Karten wählst; hat keiner welche, bewirkt die Pflückbohne nichts. Ebenso: Zieht ein Schwertbohnen-Angriff einen Pflückbohnen-Taler und hat der Angreifer keine Handkarte, nimmt der Verteidiger nichts, und der Angriff ist beendet.'
			}
		}
	}
};
