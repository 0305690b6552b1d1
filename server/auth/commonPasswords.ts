// The list of common passwords (common-passwords.txt beside this file), loaded once, compared lower-cased.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIST_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');

let cached: ReadonlySet<string> | undefined;

export function commonPasswords(): ReadonlySet<string> {
  cached ??= new Set(
    fs
      .readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return cached;
}

export function isCommonPassword(lowerCased: string): boolean {
  return commonPasswords().has(lowerCased);
}
