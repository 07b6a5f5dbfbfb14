/**
 * Kind: the CLI speaks the designer's language. `--locale` wins over the environment, which is
 * read the gettext way (LC_ALL, then LC_MESSAGES, then LANG; then LANGUAGE unless that locale is
 * C); unknown languages fall back to English, with a one-line note on stderr for `--locale`. Machine formats keep rule ids and numbers; only message texts follow the locale. A
 * cached report is never reused in another language.
 */
import assert from "node:assert/strict";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles, joinRows } from "./helpers";
import { cliLocale } from "../../cli/src/l10n/index";
import { localeFromEnv, resolveLocale } from "../../server/src/core/l10n/locale";

interface JsonReport {
  messages: { ruleId: string; message: string; line: number; column: number; severity: number }[];
}

describe("cli: --locale and the environment's language", () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
    writeFiles(dir, { "a.card": CARDS.error, "b.card": CARDS.warning });
  });
  afterEach(() => removeTempDir(dir));

  const json = (r: { stdout: string }) => (JSON.parse(r.stdout) as JsonReport[]).flatMap((f) => f.messages);

  it("--locale de: German messages and summary, the same rule ids, positions and exit code", () => {
    const en = runCli(["lint", "a.card"], dir, { TERM_PROGRAM: "vscode" });
    const de = runCli(["lint", "a.card", "--locale", "de"], dir);
    assert.equal(de.code, en.code);
    assert.match(en.stdout, /leaves this spell no moment to be cast/);
    assert.match(joinRows(de.stdout), /lässt diesem Zauberspruch keinen Zeitpunkt/);
    // Severities follow the language (a pipe: rows wrapped at 100 columns).
    assert.match(de.stdout, /5:26\s+Fehler\s+.*\s+impossible-timing\n/);
    assert.match(de.stdout, /✖ 1 Problem \(1 Fehler, 0 Warnungen, 0 Hinweise\)/);
    assert.doesNotMatch(de.stdout, /this spell no moment/);
  });

  it("--locale may come before the command too", () => {
    assert.match(runCli(["--locale", "es", "lint", "a.card"], dir).stdout, /no deja a este hechizo ningún momento/);
  });

  it("LANG, LC_MESSAGES and LC_ALL choose the language, LC_ALL first; --locale wins over all", () => {
    assert.match(runCli(["lint", "a.card"], dir, { LANG: "es_ES.UTF-8" }).stdout, /este hechizo ningún/);
    assert.match(runCli(["lint", "a.card"], dir, { LANG: "es_ES.UTF-8", LC_MESSAGES: "de_DE.UTF-8" }).stdout, /diesem Zauberspruch keinen/);
    assert.match(runCli(["lint", "a.card"], dir, { LANG: "de_DE.UTF-8", LC_ALL: "C" }).stdout, /this spell no moment/);
    assert.match(runCli(["lint", "a.card", "--locale", "en"], dir, { LANG: "de_DE.UTF-8" }).stdout, /this spell no moment/);
  });

  it("an unknown --locale falls back to English and says so once on stderr, naming the languages; the exit code is the run's", () => {
    const fr = runCli(["lint", "a.card", "--locale", "fr"], dir, { TERM_PROGRAM: "vscode" });
    assert.match(fr.stdout, /leaves this spell no moment to be cast/);
    assert.equal(fr.stderr, "cardscript: unsupported locale 'fr' (supported: en, de, es); continuing in English\n");
    assert.equal(fr.code, runCli(["lint", "a.card"], dir).code);
    assert.match(
      runCli(["rules", "--locale=xx_YY.UTF-8"], dir).stderr,
      /^cardscript: unsupported locale 'xx_YY\.UTF-8' \(supported: en, de, es\)/,
    );
    // Tags CardScript speaks, the C locale, and an unknown language in the environment: no note.
    for (const tag of ["de_DE.UTF-8", "es-MX", "C", "en"]) assert.equal(runCli(["rules", "--locale", tag], dir).stderr, "", tag);
    assert.equal(runCli(["rules"], dir, { LANG: "fr_FR.UTF-8" }).stderr, "");
  });

  it("LANGUAGE, as gettext reads it: its first spoken language wins over LANG, unless the locale is C or unset", () => {
    assert.equal(localeFromEnv({ LANG: "de_DE.UTF-8", LANGUAGE: "es:de" }), "es");
    assert.equal(localeFromEnv({ LANG: "en_US.UTF-8", LANGUAGE: "fr:de_AT:en" }), "de");
    assert.equal(localeFromEnv({ LANG: "de_DE.UTF-8", LANGUAGE: "fr" }), "de");
    assert.equal(localeFromEnv({ LC_ALL: "C", LANG: "de_DE.UTF-8", LANGUAGE: "es" }), "en");
    assert.equal(localeFromEnv({ LC_ALL: "C.UTF-8", LANGUAGE: "es" }), "en");
    assert.equal(localeFromEnv({ LANGUAGE: "es" }), "en");
    assert.equal(localeFromEnv({ LC_ALL: "es_ES" }), "es");
    assert.match(runCli(["lint", "a.card"], dir, { LANG: "en_US.UTF-8", LANGUAGE: "de" }).stdout, /diesem Zauberspruch keinen/);
  });

  it("json: rule ids, severities and positions stay; messages follow the locale", () => {
    const en = json(runCli(["lint", ".", "--format", "json"], dir));
    const de = json(runCli(["lint", ".", "--format", "json", "--locale", "de"], dir));
    assert.deepEqual(
      de.map((m) => [m.ruleId, m.line, m.column, m.severity]),
      en.map((m) => [m.ruleId, m.line, m.column, m.severity]),
    );
    assert.ok(de.every((m, i) => m.message !== en[i]!.message));
    assert.match(de.find((m) => m.ruleId === "obsolete-wording")!.message, /alte Formulierung/);
  });

  it("a report cached in English is not reused for German", () => {
    runCli(["lint", ".", "--format", "json", "--cache"], dir);
    const de = json(runCli(["lint", ".", "--format", "json", "--cache", "--locale", "de"], dir));
    assert.match(de[0]!.message, /diesem Zauberspruch keinen/);
  });

  it("rules and explain: descriptions in the locale, ids unchanged", () => {
    const r = runCli(["rules", "--locale", "de"], dir);
    assert.match(r.stdout, /^Regel\s+Spiele\s+Standard\s+Fixes\s+Beschreibung/);
    assert.match(r.stdout, /impossible-timing\s+mtg,ygo\s+error\s+ja\s+Ein Zauberspruch oder eine aktivierte Fähigkeit/);
    const e = runCli(["explain", "impossible-timing", "--locale", "es"], dir);
    assert.match(e.stdout, /^impossible-timing: Un hechizo o una habilidad activada/);
    assert.match(
      runCli(["explain", "impossible-timng", "--locale", "de"], dir).stderr,
      /unbekannte Regel 'impossible-timng'\. Meintest du 'impossible-timing'\?/,
    );
  });

  it("locale tags reduce to a catalog language", () => {
    assert.equal(resolveLocale("de-AT"), "de");
    assert.equal(resolveLocale("es_MX.UTF-8"), "es");
    assert.equal(resolveLocale("ES"), "es");
    assert.equal(resolveLocale("C.UTF-8"), "en");
    assert.equal(resolveLocale("deu"), "en");
    assert.equal(resolveLocale(undefined), "en");
    assert.equal(localeFromEnv({ LANG: "de_DE", LC_ALL: "" }), "de");
    assert.equal(localeFromEnv({}), "en");
    assert.equal(cliLocale("es", { LC_ALL: "de_DE" }), "es");
  });
});
