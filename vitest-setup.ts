// Every unit test may render text: load all message areas in every language first.
import { loadAllMessages } from './src/lib/i18n/testing';

await loadAllMessages();
