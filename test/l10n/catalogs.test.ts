/**
 * Kind: a message without a translation. Every key of the English source (the core's and each
 * game's catalog, every rule's messages and description) has a German and a Spanish template
 * with the same placeholders; no translation catalog holds a key the source lacks (an unused or
 * misspelt key); every key the code looks up with a literal `t("…")` exists.
 */
import { strict as assert } from "node:assert";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { catalogParts } from "../../server/src/app/service";
import { placeholders } from "../../server/src/core/rules/messages";
import { CLI_MESSAGES } from "../../cli/src/l10n/index";

const TRANSLATED = ["de", "es"] as const;
const parts = catalogParts();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("l10n catalogs: every message has a de and es translation", () => {
  for (const part of parts) {
    for (const locale of TRANSLATED) {
      it(`${part.owner}/${locale}: no missing key`, () => {
        const have = part.translations[locale] ?? {};
        const missing = Object.keys(part.english).filter((k) => !(k in have));
        assert.deepEqual(missing, [], `${part.owner}/${locale}.json lacks ${missing.length} keys`);
      });
      it(`${part.owner}/${locale}: no unused key`, () => {
        const unused = Object.keys(part.translations[locale] ?? {}).filter((k) => !(k in part.english));
        assert.deepEqual(unused, []);
      });
      it(`${part.owner}/${locale}: the same placeholders as the English`, () => {
        const have = part.translations[locale] ?? {};
        const wrong = Object.entries(part.english)
          .filter(([k, en]) => k in have && placeholders(en).sort().join() !== placeholders(have[k]!).sort().join())
          .map(([k]) => k);
        assert.deepEqual(wrong, []);
      });
      it(`${part.owner}/${locale}: no empty template and no untranslated sentence`, () => {
        const have = part.translations[locale] ?? {};
        const empty = Object.keys(have).filter((k) => have[k]!.trim() === "");
        assert.deepEqual(empty, []);
        // A sentence of three or more words identical to the English is an untranslated copy
        // (terms like "Planeswalker" or "{{never}}: {{reason}}" may legitimately stay the same).
        const copied = Object.entries(part.english).filter(
          ([k, en]) =>
            have[k] === en &&
            en
              .replace(/\{\{\w+\}\}/g, "")
              .split(/\s+/)
              .filter((w) => /[a-z]{3}/i.test(w)).length >= 3,
        );
        assert.deepEqual(
          copied.map(([k]) => k),
          [],
        );
      });
    }
  }

  it("term keys name their English text", () => {
    for (const part of parts) for (const [k, v] of Object.entries(part.english)) if (k.startsWith("term:")) assert.equal(v, k.slice(5));
  });

  it("every literal key the code looks up exists in the English source", () => {
    const all = new Set(parts.flatMap((p) => Object.keys(p.english)));
    const used = sourceFiles("server/src").flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/\bt\(\s*"([\w.:-]+)"/g)].map((m) => [f, m[1]!]),
    );
    assert.ok(used.length > 40, `only ${used.length} lookups found`);
    const unknown = used.filter(([, k]) => !all.has(k!));
    assert.deepEqual(unknown, []);
  });
});

describe("l10n catalogs: the CLI's messages", () => {
  const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, "");
  for (const locale of TRANSLATED) {
    it(`${locale}: every English message, each plural in every form the language has`, () => {
      const have = CLI_MESSAGES[locale];
      const plurals = new Set(
        Object.keys(CLI_MESSAGES.en)
          .filter((k) => base(k) !== k)
          .map(base),
      );
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const wanted = [
        ...Object.keys(CLI_MESSAGES.en).filter((k) => base(k) === k),
        ...[...plurals].flatMap((p) => categories.map((c) => `${p}_${c}`)),
      ];
      assert.deepEqual(
        wanted.filter((k) => !(k in have)),
        [],
      );
      const known = new Set([...Object.keys(CLI_MESSAGES.en), ...wanted]);
      assert.deepEqual(
        Object.keys(have).filter((k) => !known.has(k)),
        [],
      );
      for (const k of Object.keys(have)) {
        const en = CLI_MESSAGES.en[k] ?? CLI_MESSAGES.en[`${base(k)}_other`]!;
        assert.deepEqual(placeholders(have[k]!).sort(), placeholders(en).sort(), k);
      }
    });
  }
});
