// IndexedDB for Dexie inside jsdom.
import 'fake-indexeddb/auto';
import './vitest-setup';
