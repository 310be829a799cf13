// What the questions page needs once a language is loaded: the question structure, selection and
// formatting. Loaded with the texts (load.ts), so it stays out of the page's first load.
export { citation, fillAnswer } from './format';
export { SECTIONS, TOPIC_IDS } from './questions';
export { questionsFor, splitAnswers } from './select';
