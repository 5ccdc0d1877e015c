// The small helpers in src/lib used by the domain: secret hashing, cursors, iCalendar.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashSecret, randomSecret, verifySecret } from '../../src/lib/secret-hash.ts';
import { decodeCursor, encodeCursor } from '../../src/lib/cursor.ts';
import { buildCalendar } from '../../src/lib/ical.ts';

describe('secret hashing', () => {
  test('verifies the right secret and rejects a wrong one', async () => {
    const hash = await hashSecret('s3cret');
    assert.match(hash, /^scrypt\$/);
    assert.equal(await verifySecret('s3cret', hash), true);
    assert.equal(await verifySecret('s3cret!', hash), false);
  });

  test('salts: the same secret hashes differently each time', async () => {
    assert.notEqual(await hashSecret('same'), await hashSecret('same'));
  });

  test('a malformed stored hash verifies as false instead of throwing', async () => {
    assert.equal(await verifySecret('x', 'plaintext'), false);
  });

  test('random secrets carry 256 bits by default', () => {
    assert.equal(Buffer.from(randomSecret(), 'base64url').length, 32);
  });
});

describe('cursors', () => {
  test('round-trip a position', () => {
    const position = { createdAt: '2026-01-01T00:00:00Z', id: 'abc' };
    assert.deepEqual(decodeCursor(encodeCursor(position)), position);
  });

  test('reject anything else', () => {
    for (const forged of ['', 'garbage', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('[1,2]').toString('base64url')]) {
      assert.equal(decodeCursor(forged), undefined, forged);
    }
  });
});

describe('iCalendar', () => {
  test('writes all-day events with CRLF lines, escaped text and a repeat rule', () => {
    const calendar = buildCalendar(
      'Obligations',
      [{ uid: 'u1@x', date: '2025-12-31', summary: 'Pay; now, please', description: 'line1\nline2', repeat: { frequency: 'MONTHLY', interval: 3 } }],
      new Date('2025-01-01T00:00:00Z'),
    );
    const lines = calendar.split('\r\n');
    assert.equal(lines[0], 'BEGIN:VCALENDAR');
    assert.ok(lines.includes('DTSTART;VALUE=DATE:20251231'));
    assert.ok(lines.includes('DTEND;VALUE=DATE:20260101'));
    assert.ok(lines.includes('SUMMARY:Pay\\; now\\, please'));
    assert.ok(lines.includes('DESCRIPTION:line1\\nline2'));
    assert.ok(lines.includes('RRULE:FREQ=MONTHLY;INTERVAL=3'));
    assert.ok(lines.includes('DTSTAMP:20250101T000000Z'));
    assert.ok(calendar.endsWith('END:VCALENDAR\r\n'));
  });

  test('folds lines longer than 75 octets', () => {
    const calendar = buildCalendar('x', [{ uid: 'u', date: '2025-01-01', summary: 'é'.repeat(100), description: '' }]);
    for (const line of calendar.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, line);
    assert.ok(calendar.includes('\r\n é'));
  });
});
