/**
 * Kind: a symbolic link named on the command line that leads nowhere was reported as a missing
 * file. `cardscript lint loop.card` (a link in a loop) and `cardscript lint dangling.card` (a link
 * to a path that does not exist) both said "no such file or directory", which sends the designer
 * looking for a file that is right there. Each now says what it is — a link in a loop, a link to
 * which target — and a really missing file still says it is missing, in English, German and
 * Spanish; the exit code stays 2, as for any input that cannot be read.
 */
import assert from "node:assert/strict";
import { symlinkSync } from "node:fs";
import path from "node:path";
import { makeTempDir, removeTempDir, runCli } from "../cli/helpers";

const EXPECTED = {
  en: {
    loop: /loop\.card: is a symbolic link in a loop/,
    dangling: /dangling\.card: is a symbolic link to 'nowhere\/gone\.card', which does not exist/,
    missing: /missing\.card: no such file or directory/,
  },
  de: {
    loop: /loop\.card: ist ein symbolischer Link in einer Schleife/,
    dangling: /dangling\.card: ist ein symbolischer Link auf 'nowhere\/gone\.card', das es nicht gibt/,
    missing: /missing\.card: Datei oder Ordner nicht gefunden/,
  },
  es: {
    loop: /loop\.card: es un enlace simbólico en bucle/,
    dangling: /dangling\.card: es un enlace simbólico a 'nowhere\/gone\.card', que no existe/,
    missing: /missing\.card: no existe el archivo o la carpeta/,
  },
} as const;

describe("kind: a broken link named as an input says why, not 'no such file'", () => {
  let dir: string;
  before(() => {
    dir = makeTempDir();
    symlinkSync("loop.card", path.join(dir, "loop.card"));
    symlinkSync("nowhere/gone.card", path.join(dir, "dangling.card"));
  });
  after(() => removeTempDir(dir));

  for (const locale of ["en", "de", "es"] as const) {
    for (const which of ["loop", "dangling", "missing"] as const) {
      it(`${locale}: ${which}`, () => {
        const r = runCli(["lint", `${which}.card`, "--locale", locale], dir);
        assert.equal(r.code, 2, r.stderr);
        assert.match(r.stderr, EXPECTED[locale][which]);
        if (which !== "missing") assert.doesNotMatch(r.stderr, /no such file|nicht gefunden|no existe el archivo/);
      });
    }
  }
});
