/**
 * Kind: an identity a machine keeps across runs that changes with the language of the run. SARIF's
 * `partialFingerprints` hashed the message text, so switching `--locale` gave every code-scanning
 * alert a new identity (closed and reopened alerts). The fingerprints, rule ids and rule indexes
 * of SARIF, and the rule ids, positions and `messageId`s of `--format json` (an import warning of
 * a designer file linted in place), are the same under `--locale en`, `de` and `es`; only the
 * message texts differ.
 */
import { strict as assert } from "node:assert";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type * as Sarif from "sarif";
import { PROJECT_ROOT } from "../helpers/corpus";
import { makeTempDir, removeTempDir, runCli, writeFiles } from "../cli/helpers";
import { FINGERPRINT_KEY } from "../../cli/src/formats/sarif";
import { COCKATRICE_XML as XML } from "../helpers/designer-files";

const LOCALES = ["en", "de", "es"] as const;

describe("kind: machine identities never follow the locale (SARIF fingerprints, rule ids, JSON messageIds)", function () {
  this.timeout(120_000);
  let dir: string;
  before(function () {
    dir = makeTempDir("cardscript-identities-");
    const examples = path.join(PROJECT_ROOT, "examples");
    const cards = Object.fromEntries(readdirSync(examples).map((f) => [`cards/${f}`, readFileSync(path.join(examples, f), "utf8")]));
    writeFiles(dir, {
      ...cards,
      "set/cards.xml": XML,
      "set/forge/moment.txt": "Name:Moment\nManaCost:U\nTypes:Instant\nOracle:Counter target spell.\n",
      "set/forge/notes.txt": "TODO: more cards\n",
    });
  });
  after(function () {
    if (dir) removeTempDir(dir);
  });

  it("SARIF: the same fingerprints, rule ids and rule indexes in en, de and es; the messages differ", function () {
    const runs = Object.fromEntries(
      LOCALES.map((l) => {
        const r = runCli(["lint", "cards", "set/cards.xml", "--format", "sarif", "--locale", l], dir);
        assert.equal(r.code, 1, r.stderr);
        return [l, (JSON.parse(r.stdout) as Sarif.Log).runs[0]!];
      }),
    );
    const ids = (run: Sarif.Run) =>
      run.results!.map((x) => [x.ruleId, x.ruleIndex, x.partialFingerprints?.[FINGERPRINT_KEY], x.locations![0]!.physicalLocation!.region]);
    const en = ids(runs["en"]!);
    assert.ok(en.length >= 5, `only ${en.length} results`);
    assert.ok(
      en.every(([, , fp]) => typeof fp === "string"),
      "every result has a fingerprint",
    );
    for (const l of ["de", "es"] as const) {
      assert.deepEqual(ids(runs[l]!), en, `${l}: identities`);
      assert.deepEqual(
        runs[l]!.tool.driver.rules!.map((r) => r.id),
        runs["en"]!.tool.driver.rules!.map((r) => r.id),
      );
      const messages = runs[l]!.results!.map((x) => x.message.text);
      const english = runs["en"]!.results!.map((x) => x.message.text);
      assert.ok(
        messages.some((m, i) => m !== english[i]),
        `${l}: the messages are translated`,
      );
    }
  });

  it("JSON: the same rule ids, positions and messageIds in en, de and es (a designer file linted in place)", function () {
    const reports = Object.fromEntries(
      LOCALES.map((l) => {
        const r = runCli(["lint", "set/cards.xml", "set/forge", "--format", "json", "--locale", l], dir);
        assert.equal(r.code, 1, r.stderr);
        return [
          l,
          JSON.parse(r.stdout) as {
            filePath: string;
            messages: { ruleId: string; line: number; column: number; messageId?: string; message: string }[];
          }[],
        ];
      }),
    );
    const ids = (rs: (typeof reports)[string]) =>
      rs.flatMap((x) => x.messages.map((m) => [path.basename(x.filePath), m.ruleId, m.line, m.column, m.messageId]));
    const en = ids(reports["en"]!);
    assert.ok(
      en.some(([, , , , id]) => id === "import.forge.notAScript"),
      JSON.stringify(en),
    );
    for (const l of ["de", "es"] as const) assert.deepEqual(ids(reports[l]!), en, `${l}: identities`);
  });
});
