// Dexie middleware for the examStates table: attempts go into IndexedDB packed (domain/exam/stateCodec.ts) and come out in
// the app's shape, for every way of writing (add, put) and reading (get, getMany, query, cursors). It sits closest
// to IndexedDB, so the rest of Dexie (live queries included) and the app only ever see the unpacked shape.
import type { DBCore, DBCoreCursor, DBCoreTable, Middleware } from 'dexie';
import { packRecord, unpackRecord } from '../domain/exam/stateCodec.ts';

export const EXAM_STATES_TABLE = 'examStates';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- DBCore values are untyped
type AnyRecord = any;

function unpackingCursor(cursor: DBCoreCursor): DBCoreCursor {
  // The native cursor's getters need the native object as `this`: read them from it (as Dexie's own virtual cursors do).
  return Object.create(cursor, {
    key: { get: () => cursor.key },
    primaryKey: { get: () => cursor.primaryKey },
    value: { get: () => unpackRecord(cursor.value as AnyRecord) },
  }) as DBCoreCursor;
}

// No async/await here: Dexie keeps its transaction zone across its own promises' then(), not across native awaits.
function packedTable(table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    mutate: (req) => (req.type === 'add' || req.type === 'put' ? table.mutate({ ...req, values: req.values.map((value: AnyRecord) => packRecord(value)) }) : table.mutate(req)),
    get: (req) => table.get(req).then((value: AnyRecord) => unpackRecord(value)),
    getMany: (req) => table.getMany(req).then((values) => values.map((value: AnyRecord) => unpackRecord(value))),
    query: (req) =>
      table.query(req).then((response) => (req.values ? { ...response, result: response.result.map((value: AnyRecord) => unpackRecord(value)) } : response)),
    openCursor: (req) => table.openCursor(req).then((cursor) => (cursor && req.values ? unpackingCursor(cursor) : cursor)),
  };
}

export const packedExamStatesMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'PackedExamStates',
  // Below Dexie's own middlewares (the lowest is -1): nothing above sees the packed shape.
  level: -10,
  create: (core) => ({
    ...core,
    table: (name) => (name === EXAM_STATES_TABLE ? packedTable(core.table(name)) : core.table(name)),
  }),
};
