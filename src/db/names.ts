/** The device's database (db.ts). */
export const SHOP_DATABASE_NAME = 'exam-quiz-shop';
