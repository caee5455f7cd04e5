/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordToJson, type DrawRecord } from '@/lib/draw/record';
import { REFERENCE_FILE_NAME, REFERENCE_IMPLEMENTATION } from '@/lib/draw/reference-implementation';
import { vectors } from './vectors';

describe('the reference implementation shown on /verify', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'spinfair-reference-'));
    writeFileSync(join(dir, REFERENCE_FILE_NAME), REFERENCE_IMPLEMENTATION);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function run(record: DrawRecord | Record<string, unknown>): string {
    const file = join(dir, 'record.json');
    writeFileSync(file, JSON.stringify(record));
    return execFileSync(process.execPath, [join(dir, REFERENCE_FILE_NAME), file], { encoding: 'utf8' });
  }

  it('is about thirty lines', () => {
    expect(REFERENCE_IMPLEMENTATION.trim().split('\n').length).toBeLessThanOrEqual(40);
  });

  for (const { name, record } of vectors) {
    it(`says "Verified" for ${name}`, () => {
      expect(run(JSON.parse(recordToJson(record)) as DrawRecord)).toBe('Commitment: matches\nWinners: match\nVerified\n');
    });
  }

  it('says "Not verified" when a winner or the list was changed', () => {
    const { record } = vectors[0]!;
    expect(run({ ...record, winners: [{ position: 0, text: 'Alice' }] })).toBe('Commitment: matches\nWinners: DO NOT MATCH\nNot verified\n');
    expect(run({ ...record, entries: [...record.entries, 'Mallory'] })).toMatch(/^Commitment: DOES NOT MATCH\n.*\nNot verified\n$/);
  });
});
