/** The device's exam database (db.ts); plain reads (coldRead.ts) open it by this name without loading Dexie. */
export const SHOP_DATABASE_NAME = 'exam-quiz-shop';
