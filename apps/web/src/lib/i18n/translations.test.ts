// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../../../public/assets/i18n/de.json';
import en from '../../../public/assets/i18n/en.json';
import es from '../../../public/assets/i18n/es.json';
import menu from '../../../public/assets/data/routes.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const files = { en: flatten(en), es: flatten(es), de: flatten(de) };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translations (assets/i18n/{en,es,de}.json)', () => {
  for (const language of ['es', 'de'] as const) {
    it(`${language} has exactly the keys of en, none empty`, () => {
      const missing = [...files.en.keys()].filter((k) => !files[language].has(k));
      const extra = [...files[language].keys()].filter((k) => !files.en.has(k));
      expect(missing, `missing in ${language}`).toEqual([]);
      expect(extra, `only in ${language}`).toEqual([]);
      const empty = [...files[language]].filter(([, v]) => v.trim() === '').map(([k]) => k);
      expect(empty).toEqual([]);
    });

    it(`${language} keeps the interpolation placeholders of en`, () => {
      const wrong = [...files.en].filter(
        ([k, v]) =>
          JSON.stringify(placeholders(v)) !== JSON.stringify(placeholders(files[language].get(k) ?? '')),
      );
      expect(wrong.map(([k]) => k)).toEqual([]);
    });
  }

  it('every literal t() key used in the source exists in en', () => {
    const root = join(__dirname, '../..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) if (m[1]) used.add(m[1]);
      for (const m of text.matchAll(/(?:titleKey|labelKey|textKey)[=:]\s*["']([A-Za-z0-9_.]+)["']/g)) {
        if (m[1]) used.add(m[1]);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((k) => !files.en.has(k));
    expect(missing).toEqual([]);
  });

  it('every sidebar title and badge of routes.json is translated', () => {
    type Item = { title: string; badge: string; submenu: Item[] };
    const keys: string[] = [];
    const walk = (items: Item[]) => {
      for (const item of items) {
        keys.push(item.title);
        if (item.badge) keys.push(item.badge);
        walk(item.submenu);
      }
    };
    walk(menu.routes);
    expect(keys.filter((k) => !files.en.has(k))).toEqual([]);
  });

  it('names the seven colour themes', () => {
    for (const c of ['white', 'black', 'purple', 'orange', 'cyan', 'green', 'blue']) {
      expect(files.en.has(`settingsPanel.colours.${c}`)).toBe(true);
    }
  });
});
