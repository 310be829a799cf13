// The tools area's messages in English: the calculator's and field checker's headings (all their
// pages need for the first paint) and the play screen's tools sheet.

const messages = {
	calculatorHeading: 'Beanometer calculator',
	fieldsHeading: 'Field checker',
	calculatorLink: 'Back to the calculator',
	toolsHeading: 'Quick tools',
	checkField: 'Check a field',
	openCalculator: 'Calculator',
	closeTools: 'Close',
	toolsChoice: 'Tool',
	fieldsChoice: 'Check a field'
};

export type Messages = typeof messages;
export default messages;
