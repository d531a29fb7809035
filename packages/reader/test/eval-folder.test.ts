import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { templates } from '../templates';
import { evaluateFolder } from '../tools/eval/evaluate-folder';
import { folderReport } from '../tools/eval/folder-report';
import { formatTruthCsv, parseTruthCsv, type PhotoTruth } from '../tools/eval/truth-csv';

const fixtures = resolve(import.meta.dirname, '../fixtures');
const fixtureTruth = JSON.parse(readFileSync(join(fixtures, 'truth.json'), 'utf8')) as Record<
  string,
  {
    templateId: string;
    shouldRefuse: boolean;
    category: string;
    lineDrops: Record<string, number>;
    expected: PhotoTruth['expected'];
    displayed: string | null;
  }
>;
const files = [
  'covid-ag-good-1.jpg',
  'covid-ag-good-3.jpg',
  'a1c-analyzer-good-1.jpg',
  'covid-ag-dark-1001.jpg',
];
const folders: string[] = [];

/** A tiny folder of fixture photos with a truth.csv written from their truth (optionally altered). */
function folderWith(alter: (truth: PhotoTruth) => PhotoTruth = (t) => t): string {
  const folder = mkdtempSync(join(tmpdir(), 'reader-eval-'));
  folders.push(folder);
  const truths = files.map((file) => {
    const t = fixtureTruth[file];
    if (!t) throw new Error(`no fixture truth for ${file}`);
    copyFileSync(join(fixtures, file), join(folder, file));
    return alter({
      file,
      templateId: t.templateId,
      shouldRefuse: t.shouldRefuse,
      expected: t.expected,
      displayed: t.displayed,
      lineDrops: t.lineDrops,
      ...(t.shouldRefuse ? { fault: t.category } : {}),
    });
  });
  writeFileSync(join(folder, 'truth.csv'), formatTruthCsv(truths));
  return folder;
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('truth.csv', () => {
  it('takes a line name or an analyte as the key, and an A1C value as the expected result', () => {
    const truths = parseTruthCsv(
      'file,template,should_refuse,expected\na.jpg,covid-flu-combo,false,A=POSITIVE;Influenza B=NEGATIVE;S=INVALID\nb.jpg,a1c-analyzer,no,6.8\nc.jpg,covid-ag,yes,\n',
      templates,
    );
    expect(truths.map((t) => t.expected)).toEqual([
      [
        { analyte: 'Influenza A', result: 'POSITIVE' },
        { analyte: 'Influenza B', result: 'NEGATIVE' },
        { analyte: 'SARS-CoV-2', result: 'INVALID' },
      ],
      [],
      [],
    ]);
    expect(truths.map((t) => [t.displayed, t.shouldRefuse])).toEqual([
      [null, false],
      ['6.8', false],
      [null, true],
    ]);
  });

  it('names the line of a bad row', () => {
    expect(() =>
      parseTruthCsv('file,template,should_refuse,expected\nx.jpg,covid-ag,false,Q=POSITIVE', templates),
    ).toThrow('truth.csv line 2: "Q" is not a test line of covid-ag');
    expect(() => parseTruthCsv('file,template,expected\n', templates)).toThrow('no "should_refuse" column');
  });
});

describe('reader eval <folder>', () => {
  it('reports the photos of a folder against their truth', async () => {
    const rows = await evaluateFolder(folderWith(), templates);
    expect(rows.map((r) => [r.truth.file, r.result.status])).toEqual([
      ['covid-ag-good-1.jpg', 'read'],
      ['covid-ag-good-3.jpg', 'read'],
      ['a1c-analyzer-good-1.jpg', 'read'],
      ['covid-ag-dark-1001.jpg', 'refused'],
    ]);
    const report = folderReport(templates, rows).join('\n');
    expect(report).toContain('- Good photos: 2; refused: 0/2');
    expect(report).toContain('- Should-refuse photos given a verdict: 0/1');
    expect(report).toContain(
      '- Wrong verdicts on good photos (false positives, or misses of lines >= 2x LoD, or wrong INVALID): 0 of 2 read photos',
    );
    expect(report).toContain('- A1C exact read of good display photos: 1/1');
    // Two lines cannot show a detection curve: the fit gives no figure rather than a made-up one.
    expect(report).toContain('  - by probit regression (detection against ln drop, every line): n/a');
  });

  it('counts a verdict that disagrees with the truth as wrong', async () => {
    // The positive photo is declared negative: the reader's POSITIVE must show as a false positive.
    const folder = folderWith((t) =>
      t.file === 'covid-ag-good-1.jpg'
        ? {
            ...t,
            expected: [{ analyte: 'SARS-CoV-2', result: 'NEGATIVE' }],
            lineDrops: { ...t.lineDrops, T: 0 },
          }
        : t.file === 'a1c-analyzer-good-1.jpg'
          ? { ...t, displayed: '5.6' }
          : t,
    );
    const report = folderReport(templates, await evaluateFolder(folder, templates)).join('\n');
    expect(report).toContain('false positives: covid-ag-good-1.jpg line T');
    expect(report).toContain('1 of 2 read photos');
    expect(report).toContain('- A1C wrong value given: 1/1');
  });

  it('sets the NEGATIVE given on a should-refuse photo against its truth, naming a missed line', async () => {
    const asFault = (expected: PhotoTruth['expected'], drop: number) =>
      folderWith((t) =>
        t.file === 'covid-ag-good-3.jpg'
          ? { ...t, shouldRefuse: true, fault: 'motion', expected, lineDrops: { ...t.lineDrops, T: drop } }
          : t,
      );
    const reportOf = async (folder: string) =>
      folderReport(templates, await evaluateFolder(folder, templates)).join('\n');
    const negative = await reportOf(asFault([{ analyte: 'SARS-CoV-2', result: 'NEGATIVE' }], 0));
    expect(negative).toContain('given a NEGATIVE or INVALID (which such a photo cannot carry): 1/2 ');
    expect(negative).toContain("  - against the photos' truth: 1/1 as the truth has them\n");
    // The same photo, its truth a faint positive: the NEGATIVE given is a missed line, named with its drop.
    const faint = await reportOf(asFault([{ analyte: 'SARS-CoV-2', result: 'POSITIVE' }], 0.012));
    expect(faint).toContain(
      "  - against the photos' truth: 0/1 as the truth has them; not: covid-ag-good-3.jpg: T NEGATIVE for POSITIVE (drop 1.2%)",
    );
  });

  it('sets the A1C value given on a should-refuse photo against the value shown', async () => {
    const asFault = (displayed: string) =>
      folderWith((t) =>
        t.file === 'a1c-analyzer-good-1.jpg' ? { ...t, shouldRefuse: true, fault: 'motion', displayed } : t,
      );
    const shown = fixtureTruth['a1c-analyzer-good-1.jpg']?.displayed ?? '';
    const reportOf = async (folder: string) =>
      folderReport(templates, await evaluateFolder(folder, templates)).join('\n');
    const right = await reportOf(asFault(shown));
    expect(right).toContain(
      '- Should-refuse photos given a value (which such a photo cannot carry): 1/1 = 100.0%',
    );
    expect(right).toContain("  - against the photos' truth: 1/1 as the truth has them");
    expect(await reportOf(asFault('4.2'))).toContain(
      `  - against the photos' truth: 0/1 as the truth has them; not: a1c-analyzer-good-1.jpg: read ${shown} for 4.2`,
    );
  });

  it('runs as `npx reader eval <folder>`', () => {
    const folder = folderWith();
    const run = spawnSync(
      process.execPath,
      [resolve(import.meta.dirname, '../bin/reader.mjs'), 'eval', folder],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('## COVID-19 Antigen Rapid Test (`covid-ag`)');
    expect(run.stdout).toContain('- Good photos: 2; refused: 0/2');
  });
});
