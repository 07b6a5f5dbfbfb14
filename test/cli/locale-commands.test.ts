/**
 * Kind: a CLI command that ignores `--locale`. Through the real CLI: `timeline` draws the Timing
 * Map in the run's language (its JSON keeps every id), `import` and `export` report in it, the
 * IO reasons, the CLI's own errors and commander's errors follow it (also given as
 * `--locale=es`, before the command), `explain` prints its header facts in it and the English body
 * after a note, and `--help` is translated — while English runs print what they printed before.
 */
import { strict as assert } from "node:assert";
import { CARDS, makeTempDir, removeTempDir, runCli, writeFiles } from "./helpers";

const YGO = `game ygo

card "Night Guard" {
  type: Effect Monster
  attribute: DARK
  level: 4
  race: Fiend
  atk: 1000
  def: 1000
  text:
    During damage calculation (Quick Effect): You can target 1 monster; it gains 500 ATK.
    During your Standby Phase: Take 500 damage.
}
`;
const RECORD = { name: "Lightning Bolt", manaCost: "{R}", type: "Instant", text: "Lightning Bolt deals 3 damage to any target." };

describe("cli: commands follow --locale", () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
    writeFiles(dir, { "y.card": YGO, "a.card": CARDS.clean, "cards.json": JSON.stringify([RECORD]) });
  });
  afterEach(() => removeTempDir(dir));

  it("timeline --locale de: the text map is German; es: the SVG is Spanish", () => {
    const de = runCli(["timeline", "y.card", "--locale", "de"], dir);
    assert.equal(de.code, 0, de.stderr);
    assert.match(de.stdout, /^Du = Dein Spielzug · Geg\. = Spielzug deines Gegners$/m);
    assert.match(de.stdout, /^Legende: Dr Draw Phase/m);
    assert.match(de.stdout, /Be Schadensberechnung/);
    assert.match(de.stdout, /^ {2}trig During your/m);
    const es = runCli(["timeline", "y.card", "--format", "svg", "--locale", "es"], dir);
    assert.match(es.stdout, /aria-label="Mapa de tiempos: Night Guard \(Yu-Gi-Oh!\)"/);
    assert.match(es.stdout, /estado de juego abierto/);
  });

  it("timeline --format json: ids, cells and verdicts are the same in every language, the words follow it", () => {
    const strip = (s: string) => {
      const j = JSON.parse(s) as { space: { segments: { id: string }[] }; cards: { rows: { cells: unknown; type: string }[] }[] };
      return { segments: j.space.segments.map((x) => x.id), rows: j.cards.flatMap((c) => c.rows.map((r) => [r.type, r.cells])) };
    };
    const en = runCli(["timeline", "y.card", "--format", "json"], dir).stdout;
    const es = runCli(["timeline", "y.card", "--format", "json", "--locale", "es"], dir).stdout;
    assert.deepEqual(strip(es), strip(en));
    assert.match(es, /"name": "cálculo de daño"/);
    assert.match(en, /"name": "damage calculation"/);
  });

  it("timeline: an unknown card name is reported in German", () => {
    const r = runCli(["timeline", "y.card", "--card", "Nite Guard", "--locale", "de"], dir);
    assert.equal(r.code, 2);
    assert.equal(r.stderr, "cardscript: y.card: keine Karte namens 'Nite Guard'; am ähnlichsten: Night Guard (Karten: Night Guard)\n");
  });

  it("import --locale de and es: the summary line; English unchanged", () => {
    assert.equal(runCli(["import", "cards.json", "-o", "en"], dir).stdout, "Wrote 1 card file to en\n");
    assert.equal(runCli(["import", "cards.json", "-o", "de", "--locale", "de"], dir).stdout, "1 Kartendatei nach de geschrieben\n");
    assert.equal(runCli(["--locale=es", "import", "cards.json", "-o", "es"], dir).stdout, "Escrito 1 archivo de carta en es\n");
  });

  it("import: a missing file and a file without records are reported in the run's language", () => {
    const missing = runCli(["import", "nope.json", "-o", "out", "--locale", "de"], dir);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /^cardscript: .*nope\.json kann nicht gelesen werden: Datei oder Ordner nicht gefunden\n$/);
    writeFiles(dir, { "empty.json": "[]" });
    assert.match(
      runCli(["import", "empty.json", "-o", "out", "--locale", "es"], dir).stderr,
      /empty\.json: no se encontraron registros de cartas\n$/,
    );
  });

  it("export --locale de: the summary line; a Yu-Gi-Oh! file refused in Spanish", () => {
    const de = runCli(["export", "a.card", "-f", "cockatrice", "-o", "set.xml", "--locale", "de"], dir);
    assert.equal(de.code, 0, de.stderr);
    assert.equal(de.stdout, "1 Karte nach set.xml exportiert (cockatrice)\n");
    const es = runCli(["export", "y.card", "-f", "forge", "-o", "forge", "--locale", "es"], dir);
    assert.equal(es.code, 2);
    assert.equal(
      es.stderr,
      "cardscript: no exportado:\ncardscript: y.card: un archivo de Yu-Gi-Oh!; la exportación a scripts de cartas de Forge solo admite cartas de Magic: The Gathering\n",
    );
  });

  it("lint: a path that matches nothing and commander's own errors are in the run's language", () => {
    assert.equal(runCli(["lint", "nope.card", "--locale", "de"], dir).stderr, "cardscript: nope.card: Datei oder Ordner nicht gefunden\n");
    const unknown = runCli(["lint", "--bogus", "--locale", "de"], dir);
    assert.equal(unknown.code, 2);
    assert.equal(unknown.stderr, "Fehler: unbekannte Option '--bogus'\n");
    assert.equal(
      runCli(["--locale=es", "lint", "-f", "xml"], dir).stderr,
      "error: el valor 'xml' de la opción '-f, --format <formato>' no es válido. Los valores permitidos son stylish, json, sarif, github, junit.\n",
    );
    assert.equal(runCli(["timline", "--locale", "es"], dir).stderr, "error: comando desconocido 'timline'\n(¿Quisiste decir timeline?)\n");
    assert.equal(runCli(["lint", "--bogus"], dir).stderr, "error: unknown option '--bogus'\n");
  });

  it("explain --locale de: the header's facts in German, then the English body after a note", () => {
    const r = runCli(["explain", "stats-mismatch", "--locale", "de"], dir);
    assert.equal(r.code, 0, r.stderr);
    const [head, body] = r.stdout.split("(Die Erklärung und die Beispiele unten sind auf Englisch.)");
    assert.match(head!, /^stats-mismatch\n\nSpiele: Magic: The Gathering, Yu-Gi-Oh!\nStandard-Schweregrad: warning\n/);
    assert.match(head!, /Schnellkorrekturen: Magic: The Gathering: nein; Yu-Gi-Oh!: ja\n/);
    assert.match(head!, /Zitierte Regeln: .*Rulebook v10 pp\. 6–15\n/);
    assert.match(head!, /^Yu-Gi-Oh!: Meldet ein Yu-Gi-Oh!-Feld/m);
    assert.doesNotMatch(body!, /\| Games \| Default severity/, "the English header is not repeated");
    assert.match(body!, /^\n\nReports numbers that do not fit the type line:/);
    assert.match(runCli(["explain", "stats-mismatch"], dir).stdout, /^# stats-mismatch\n\n\| Games \| Default severity \|/);
  });

  it("--help --locale es: descriptions, section titles, placeholders and commander's notes in Spanish; English help unchanged", () => {
    const es = runCli(["timeline", "--help", "--locale", "es"], dir).stdout;
    assert.match(es, /^Uso: cardscript timeline \[opciones\] <rutas\.\.\.>/);
    assert.match(es, /^Argumentos:\n {2}rutas +un archivo \.card, o un set de MSE/m);
    assert.match(es, /^Opciones:$/m);
    assert.match(es, /^Ejemplos:$/m);
    assert.match(es, /-f, --format <formato> +formato de salida \(valores: "svg",\s+"html",\s+"text",\s+"json",\s+por defecto: "text"\)/);
    const de = runCli(["--help", "--locale", "de"], dir).stdout;
    assert.match(de, /^Aufruf: cardscript \[Optionen\] \[Befehl\]/);
    assert.match(de, /^ {2}lint \[Optionen\] \[Pfade\.\.\.\] /m);
    assert.match(de, /^ {2}help \[Befehl\] +Hilfe zu einem Befehl anzeigen$/m);
    assert.match(
      runCli(["lint", "--help", "--locale", "de"], dir).stdout,
      /\(Auswahl: "stylish", "json",\s+"sarif", "github", "junit", Standard:\s+"stylish"\)/,
    );
    const en = runCli(["timeline", "--help"], dir).stdout;
    assert.match(en, /^Usage: cardscript timeline \[options\] <paths\.\.\.>/);
    assert.match(en, /^Arguments:\n {2}paths +a \.card file, or a Magic Set Editor set/m);
    assert.match(en, /\(choices: "svg", "html", "text",\s+"json", default: "text"\)/);
  });

  it("commander's errors name option values and arguments as the help does", () => {
    assert.equal(runCli(["timeline", "--locale", "de"], dir).stderr, "Fehler: das Argument 'Pfade' fehlt\n");
    assert.equal(
      runCli(["import", "cards.json", "--locale", "de"], dir).stderr,
      "Fehler: die Option '-o, --out <Ordner>' ist erforderlich\n",
    );
    assert.equal(runCli(["timline", "--locale", "de"], dir).stderr, "Fehler: unbekannter Befehl 'timline'\n(Meintest du timeline?)\n");
    assert.equal(runCli(["timeline"], dir).stderr, "error: missing required argument 'paths'\n");
  });

  it("lint --format sarif --locale de: the rules' short descriptions in German and the run's language recorded", () => {
    const log = JSON.parse(runCli(["lint", "a.card", "-f", "sarif", "--locale", "de"], dir).stdout) as {
      runs: { language?: string; tool: { driver: { rules: { id: string; shortDescription: { text: string } }[] } } }[];
    };
    const run = log.runs[0]!;
    assert.equal(run.language, "de");
    assert.equal(run.tool.driver.rules.find((r) => r.id === "missing-type")!.shortDescription.text, "Eine Karte oder Seite ohne Typzeile.");
    const en = JSON.parse(runCli(["lint", "a.card", "-f", "sarif"], dir).stdout) as typeof log;
    assert.equal(en.runs[0]!.language, undefined);
  });
});
