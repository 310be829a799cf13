// The tools area's messages in German.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	calculatorHeading: 'Bohnometer-Rechner',
	fieldsHeading: 'Felder prüfen',
	calculatorLink: 'Zurück zum Rechner',
	toolsHeading: 'Schnelle Helfer',
	checkField: 'Feld prüfen',
	openCalculator: 'Rechner',
	closeTools: 'Schließen',
	toolsChoice: 'Helfer',
	fieldsChoice: 'Feld prüfen'
};

export default messages;
