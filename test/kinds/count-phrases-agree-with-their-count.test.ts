/**
 * Kind: a count phrase that does not agree with its count — "1 of 1 cards" (the set matrix),
 * "timing read: 0 of 1 sentences" (the Timing Map), "1 triggers" in a matrix cell's tooltip, "1/1
 * files" (the editor's workspace check), "1 file would be reformatted; … format them", "all 1 .card
 * file … are ignored", "1 cards" in the editor's and the playground's matrix status, Spanish
 * participles that do not agree ("Escritos 1 archivo", "Exportadas 1 carta"). Every catalog
 * (core, games, CLI; English, German, Spanish) words a number followed by a counted noun with
 * i18next plural keys (`_one`/`_other`), filled by `tn` with the number as `count`; this test scans
 * the English templates for such phrases and checks the fixed ones at 1 and 2.
 */
import { strict as assert } from "node:assert";
import { readFileSync } from "node:fs";
import { catalogParts, lintText } from "../../server/src/app/service";
import { CLI_MESSAGES } from "../../cli/src/l10n/index";
import { localizer } from "../../server/src/core/l10n/localizer";
import {
  matrixTableHtml,
  renderTimingMapText,
  renderTimingMatrixText,
  timingMapData,
  timingMatrixData,
} from "../../server/src/core/timing-map/index";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";

/** Nouns that are counted in messages (the plural forms a number must agree with). */
const COUNTED =
  /\{\{(?:count|n|total|done|shown|read|lost|more|use|trigger|size|length|depth|number)\}\}(?: [\w.-]+)? (cards|files|sentences|problems|errors|warnings|triggers|segments|paths|lines|rules|keywords|abilities|spells|values|records|members|scripts|costs|characters|bytes|levels)\b/;

/**
 * Messages whose number is never 1, so one form is right: sizes reported only above a limit, and
 * counts said only when there are several.
 */
const NEVER_ONE: Readonly<Record<string, string>> = {
  "file.tooLarge": "the length is above the limit",
  "file.zipMemberTooLarge": "the size is above the limit",
  "file.zipTooLarge": "the size is above the limit",
  "file.tooDeep": "the depth is above the limit",
  "config.problem.patternTooLong": "the length is above the limit",
  "ygo.hover.segments": "said only for two or more segments",
  "cli.error.timelineOnePath": "said only for two or more paths",
  "cli.progress.bar": "drawn only for PROGRESS_MIN_FILES (200) or more files",
};

/** Every English template: core (with the rules' meta), each game's, the CLI's. */
function englishTemplates(): [string, string][] {
  const out: [string, string][] = [];
  for (const part of catalogParts()) for (const [k, v] of Object.entries(part.english)) out.push([k, v]);
  for (const [k, v] of Object.entries(CLI_MESSAGES.en)) out.push([k, v]);
  return out;
}

const card = (name: string, text: string) => `card "${name}" {\n  cost: {1}{W}\n  type: Artifact\n  text:\n    ${text}\n}\n`;

describe("kind: count phrases agree with their count", function () {
  this.timeout(60_000);

  it("every English template with a counted noun after a number is a plural key (or never says 1)", () => {
    const bad = englishTemplates()
      .filter(([k, v]) => COUNTED.test(v) && !/_(one|other)$/.test(k) && !(k in NEVER_ONE))
      .map(([k, v]) => `${k}: ${v}`);
    assert.deepEqual(bad, []);
    for (const k of Object.keys(NEVER_ONE))
      assert.ok(
        englishTemplates().some(([key]) => key === k),
        `${k} still exists`,
      );
  });

  it("the scan finds the phrases it is for", () => {
    assert.ok(COUNTED.test("{{shown}} of {{total}} cards") && COUNTED.test("{{count}} activation costs written"));
    assert.ok(!COUNTED.test("{{files}} would be reformatted"));
  });

  it("the matrix: '1 of 1 card', '2 of 2 cards', in three languages", () => {
    const one = lintText(card("Bell", "At the beginning of your upkeep, you gain 1 life.")).model;
    const two = lintText(card("Bell", "Draw a card.") + "\n" + card("Horn", "Draw a card.")).model;
    const shown = (model: typeof one, locale: "en" | "de" | "es") => {
      const data = timingMatrixData([{ file: "x.card", model }])!;
      return renderTimingMatrixText(data, localizer({ id: "core" }, locale)).split("\n")[0];
    };
    assert.equal(shown(one, "en"), "1 of 1 card");
    assert.equal(shown(two, "en"), "2 of 2 cards");
    assert.equal(shown(one, "de"), "1 von 1 Karte");
    assert.equal(shown(two, "de"), "2 von 2 Karten");
    assert.equal(shown(one, "es"), "1 de 1 carta");
    assert.equal(shown(two, "es"), "2 de 2 cartas");
  });

  it("a matrix cell's tooltip: '1 trigger' and '2 triggers' ('löst'/'lösen aus', 'se dispara'/'se disparan')", () => {
    const tips = (text: string, locale: "en" | "de" | "es") => {
      const data = timingMatrixData([{ file: "x.card", model: lintText(card("Bell", text)).model }])!;
      return [...matrixTableHtml(data, localizer({ id: "core" }, locale)).matchAll(/title="([^"]*)"/g)].map((m) => m[1]!);
    };
    const once = "At the beginning of your upkeep, you gain 1 life.";
    const twice = `${once}\n    At the beginning of your upkeep, you may scry 1.`;
    assert.ok(
      tips(once, "en").some((t) => t.endsWith(": 0 usable, 1 trigger")),
      tips(once, "en").join("\n"),
    );
    assert.ok(tips(twice, "en").some((t) => t.endsWith(": 0 usable, 2 triggers")));
    assert.ok(tips(once, "de").some((t) => t.endsWith(": 0 nutzbar, 1 löst aus")));
    assert.ok(tips(twice, "de").some((t) => t.endsWith(": 0 nutzbar, 2 lösen aus")));
    assert.ok(tips(once, "es").some((t) => t.endsWith(": 0 utilizables, 1 se dispara")));
    assert.ok(tips(twice, "es").some((t) => t.endsWith(": 0 utilizables, 2 se disparan")));
  });

  it("the Timing Map's coverage line: 'of 1 sentence', 'of 2 sentences'", () => {
    const coverage = (text: string) => {
      const model = lintText(card("Odd", text)).model;
      return renderTimingMapText(timingMapData(model), model.l10n)
        .split("\n")
        .find((l) => l.startsWith("timing read"));
    };
    assert.equal(coverage("{T}: Draw a card. Activate only during the upkep."), "timing read: 0 of 1 sentence");
    assert.equal(
      coverage("{T}: Draw a card. Activate only during the upkep.\n    {1}: Scry 1. Activate only during the draww step."),
      "timing read: 0 of 2 sentences",
    );
  });

  it("the editor's workspace check and matrix status have singular forms in every language", () => {
    const en = localizer({ id: "core" }, "en");
    assert.equal(en.tn("lsp.workspaceCheck.files", 1, { done: 0 }), "0/1 file");
    assert.equal(en.tn("lsp.workspaceCheck.files", 2, { done: 1 }), "1/2 files");
    for (const locale of ["de", "es"]) {
      const bundle = JSON.parse(readFileSync(`l10n/bundle.l10n.${locale}.json`, "utf8")) as Record<string, string>;
      assert.ok(bundle["{0} card"] && bundle["{0} cards"] && bundle["{0} card"] !== bundle["{0} cards"], locale);
    }
    const client = readFileSync("client/src/timing-matrix-panel.ts", "utf8");
    assert.match(client, /total === 1 \? vscode\.l10n\.t\("\{0\} card", 1\)/);
    assert.doesNotMatch(readFileSync("playground/src/main.ts", "utf8"), /\$\{r\.data\.total\} cards/);
  });

  describe("the CLI (built: run `npm run build` first)", () => {
    let dir: string;
    before(() => {
      dir = makeTempDir();
      const messy = 'card "Messy"   {\n  type: Artifact\n}\n';
      writeFiles(dir, {
        "one/a.card": messy,
        "two/a.card": messy,
        "two/b.card": messy,
        "ign1/cardscript.json": '{ "ignorePatterns": ["*.card"] }',
        "ign1/a.card": messy,
        "ign2/cardscript.json": '{ "ignorePatterns": ["*.card"] }',
        "ign2/a.card": messy,
        "ign2/b.card": messy,
      });
    });
    after(() => removeTempDir(dir));

    it("format --check: '1 file … format it', '2 files … format them' (de, es too)", () => {
      assert.match(
        runCli(["format", "--check", "one"], dir).stderr,
        /1 file would be reformatted; run 'cardscript format --write' to format it\n/,
      );
      assert.match(
        runCli(["format", "--check", "two"], dir).stderr,
        /2 files would be reformatted; run 'cardscript format --write' to format them\n/,
      );
      assert.match(runCli(["format", "--check", "one", "--locale", "es"], dir).stderr, /'cardscript format --write' lo formatea/);
      assert.match(runCli(["format", "--check", "two", "--locale", "es"], dir).stderr, /'cardscript format --write' los formatea/);
    });

    it("Spanish participles agree: 'Exportada 1 carta', 'Exportadas 2 cartas'", () => {
      const one = runCli(["export", "one/a.card", "--format", "cockatrice", "-o", "one.xml", "--locale", "es"], dir);
      assert.equal(one.stdout, "Exportada 1 carta a one.xml (cockatrice)\n", one.stderr);
      const two = runCli(["export", "two", "--format", "cockatrice", "-o", "two.xml", "--locale", "es"], dir);
      assert.equal(two.stdout, "Exportadas 2 cartas a two.xml (cockatrice)\n", two.stderr);
    });

    it("lint with every file ignored: '1 .card file … is ignored', 'all 2 .card files … are ignored'", () => {
      const one = runCli(["lint"], `${dir}/ign1`);
      assert.match(one.stderr, /1 \.card file under .* is ignored \(\.gitignore or ignorePatterns\); use --no-ignore to lint it/);
      const two = runCli(["lint"], `${dir}/ign2`);
      assert.match(two.stderr, /all 2 \.card files under .* are ignored .*; use --no-ignore to lint them/);
      assert.match(runCli(["lint", "--locale", "de"], `${dir}/ign1`).stderr, /wird ignoriert .* mit --no-ignore wird sie geprüft/);
    });
  });
});
