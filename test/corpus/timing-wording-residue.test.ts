/**
 * Restriction wording coverage on the real corpus (issue 8, kind 4): every sentence that opens a
 * casting or activation restriction ("Activate only …", "Activate this ability only …", "Cast this
 * spell only …", "Play this … only …", "… can't be activated/cast during …", "You can't activate
 * this ability during …") is read as a restriction, and every clause or intervening "if" that
 * speaks about turns, steps or combat is either understood (a timing window) or listed below as
 * not understood. A new wording that is neither fails this test; so does a listed one that
 * becomes understood (remove it from the list).
 */
import assert from "node:assert/strict";
import { lintText } from "../../server/src/app/service";
import { recordToCard } from "../../server/src/games/mtg/import";
import { allAbilities, type Ability } from "../../server/src/games/mtg/analysis/abilities";
import { isAboutTheTurn } from "../../server/src/games/mtg/turn-conditions";
import { readRecordFile } from "../../cli/src/import/write-cards";
import { corpusFileOrSkip } from "../helpers/corpus";

/** Not understood on real cards: conditions about what happened this turn, not about the moment. */
const RESIDUE: Readonly<Record<string, number>> = {
  "trigger: if no creatures attacked this turn": 2,
  "trigger: if you didn't attack with a creature this turn": 2,
  "trigger: if this creature didn't attack this turn": 1,
  "trigger: if ~ didn't attack this turn": 2,
  "trigger: if ~ didn't attack or come under your control this turn": 1,
  "trigger: if you haven't been dealt combat damage since your last turn": 1,
  "trigger: if a player was dealt combat damage by a Zombie this turn": 1,
  "trigger: if it's not the first turn of the game": 1,
  "trigger: if equipped creature didn't deal combat damage to a creature this turn": 1,
  "if an opponent was dealt combat damage by a legendary creature this turn": 1,
  // Particular turns of the game, not a kind of moment: not judged.
  "during your first, second, or third turns of the game": 3,
};

const OPENER =
  /^(?:Activate only|Activate this ability only|Cast this spell only|Play this [^.]* only)|(?:this ability|this spell|~) can't be (?:activated|cast) during|you can't (?:activate this ability|cast this spell|cast ~) during/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("kind: restriction wording coverage (real corpus)", function () {
  this.timeout(600_000);
  const residue = new Map<string, number>();
  const unread: string[] = [];

  before(function () {
    for (const r of readRecordFile(corpusFileOrSkip(this, "mtg/cards.jsonl"))) {
      if (r["funny"] === true || r["set"] === "HHO" || r["lineBreaksLost"] === true) continue;
      let src: string;
      try {
        src = recordToCard(r);
      } catch {
        continue;
      }
      const model = lintText(src).model;
      for (const face of model.faces) {
        const abilities = allAbilities(face.abilities as Ability[]);
        const names = face.selfNames.filter((n) => n.length > 0).map(escape);
        const tilde = (s: string) => (names.length ? s.replace(new RegExp(names.join("|"), "g"), "~") : s);
        const add = (k: string) => residue.set(k, (residue.get(k) ?? 0) + 1);
        for (const a of abilities) {
          for (const s of a.restrictions) for (const c of s.clauses) if (c.notUnderstood) add(tilde(c.text));
          for (const t of a.stepTriggers) {
            if (t.interveningIf && !t.interveningIf.condition && isAboutTheTurn(t.interveningIf.text))
              add(`trigger: ${tilde(t.interveningIf.text)}`);
          }
          for (const m of a.line.text.replace(/\([^)]*\)/g, (x) => " ".repeat(x.length)).matchAll(/[^.]+\.?/g)) {
            const lead = m[0].length - m[0].trimStart().length;
            const sentence = tilde(m[0].trim());
            if (!OPENER.test(sentence)) continue;
            const at = a.line.span.start + m.index! + lead;
            const end = at + m[0].trim().length;
            if (!abilities.some((b) => b.restrictions.some((x) => x.start < end && at < x.end)))
              unread.push(`${String(r["name"])}: ${sentence}`);
          }
        }
      }
    }
  });

  it("reads every restriction sentence as a restriction", function () {
    assert.deepEqual(unread, []);
  });

  it("understands every clause about turns, steps or combat except the listed residue", function () {
    assert.deepEqual(Object.fromEntries([...residue].sort()), Object.fromEntries(Object.entries(RESIDUE).sort()));
  });
});
