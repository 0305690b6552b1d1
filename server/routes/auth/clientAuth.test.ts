// Parsing of the Basic client credentials of oauth/token.
import { describe, expect, it } from 'vitest';
import { parseBasicAuthorization } from './clientAuth.ts';

const basic = (value: string) => `Basic ${Buffer.from(value).toString('base64')}`;

describe('parseBasicAuthorization', () => {
  it.each([
    [basic('exam-quiz-web:dev-web-secret'), { clientId: 'exam-quiz-web', clientSecret: 'dev-web-secret' }],
    [basic('id:sec:ret'), { clientId: 'id', clientSecret: 'sec:ret' }],
    [basic('my%20app:p%40ss+word'), { clientId: 'my app', clientSecret: 'p@ss word' }],
    [basic('id:%E0%A4%A'), { clientId: 'id', clientSecret: '%E0%A4%A' }],
    [`basic   ${Buffer.from('a:b').toString('base64')}`, { clientId: 'a', clientSecret: 'b' }],
    [basic('no-colon'), null],
    ['Basic !!!', null],
    ['Bearer abc', null],
    ['', null],
    [undefined, null],
  ])('%s', (header, expected) => {
    expect(parseBasicAuthorization(header)).toEqual(expected);
  });
});
