// Every unit file runs with the in-memory IndexedDB (fake-indexeddb), as every browser has one. Dexie reads the
// global IndexedDB once, when its module is first loaded, and the files of a worker share their modules
// (isolate: false): a file that loaded Dexie before any file had installed fake-indexeddb left Dexie without an
// IndexedDB for every file after it in that worker (CI: a src/db test file failed with "IndexedDB API missing").
import 'fake-indexeddb/auto';
