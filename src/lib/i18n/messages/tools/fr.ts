// The tools area's messages in French.
import type { Translation } from '../../define';
import type { Messages } from './en';

const messages: Translation<Messages> = {
	calculatorHeading: 'Calculateur de récolte',
	fieldsHeading: 'Vérifier les champs',
	calculatorLink: 'Retour au calculateur',
	toolsHeading: 'Outils rapides',
	checkField: 'Vérifier un champ',
	openCalculator: 'Calculer',
	closeTools: 'Fermer',
	toolsChoice: 'Outil',
	fieldsChoice: 'Champs'
};

export default messages;
