// The IndexedDB schema (Dexie). The only module that opens IndexedDB; features use the repositories beside it.
import Dexie, { type EntityTable } from 'dexie';

export interface StoredProductConfig {
  /** `${productId}:${mode}` */
  key: string;
  productId: string;
  mode: string;
  config: unknown;
  updatedAt: number;
}

export class ShopDatabase extends Dexie {
  productConfigs!: EntityTable<StoredProductConfig, 'key'>;

  constructor(name = 'exam-quiz-shop') {
    super(name);
    this.version(1).stores({ productConfigs: 'key, productId' });
  }
}

let instance: ShopDatabase | undefined;

export function shopDb(): ShopDatabase {
  instance ??= new ShopDatabase();
  return instance;
}
