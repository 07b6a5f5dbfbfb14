/**
 * Golden SVGs of the Timing Map for one card of each kind (sorcery, instant with a restriction,
 * loyalty abilities, an upkeep trigger, an impossible card). A change in the picture shows up as
 * a diff of test/timing-map/golden/<kind>.svg.
 * Regenerate after an intended change: `UPDATE_GOLDEN=1 npx mocha test/timing-map/golden-svg.test.ts`.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { lintText } from "../../server/src/app/service";
import { renderTimingMapSvg, timingMapData } from "../../server/src/core/timing-map/index";
import { MAP_CARDS } from "./cards";

const dir = path.join(path.dirname(new URL(import.meta.url).pathname), "golden");

describe("timing map: golden SVGs", function () {
  for (const [kind, text] of Object.entries(MAP_CARDS)) {
    it(`${kind} matches golden/${kind}.svg`, function () {
      const actual = renderTimingMapSvg(timingMapData(lintText(text).model));
      const file = path.join(dir, `${kind}.svg`);
      if (process.env["UPDATE_GOLDEN"] || !existsSync(file)) {
        writeFileSync(file, actual);
        if (!process.env["UPDATE_GOLDEN"]) assert.fail(`golden file ${file} was missing and has been written; check it and run again`);
      }
      assert.equal(actual, readFileSync(file, "utf8"));
    });
  }
});
