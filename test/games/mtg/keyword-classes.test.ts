/**
 * Every keyword ability of the Comprehensive Rules (the list generated from CR 702) has a timing
 * class (`keyword-classes.ts`), and the windows the checks read (`keyword-timings.ts`) agree with
 * it; the hover says the class of a keyword without a window of its own; each keyword with a
 * window has one description (`hover-keyword-docs.ts`), the timing data none.
 */
import assert from "node:assert/strict";
import { KEYWORD_RULES } from "../../../server/src/games/mtg/cr-lists.generated";
import { KEYWORD_CLASSES, keywordClass, keywordsWithoutClass } from "../../../server/src/games/mtg/keyword-classes";
import { KEYWORD_TIMINGS, keywordTiming } from "../../../server/src/games/mtg/keyword-timings";
import { keywordMarkdown } from "../../../server/src/games/mtg/features/hover-docs";
import { keywordDoc } from "../../../server/src/games/mtg/features/hover-keyword-docs";
import { lintText } from "../../../server/src/app/service";

const l10n = lintText("").model.l10n;

describe("MTG keyword timing classes", function () {
  it("every keyword of the generated CR list has a class (fails when one has none)", function () {
    assert.deepEqual(keywordsWithoutClass(), []);
    assert.equal(KEYWORD_CLASSES.length, KEYWORD_RULES.length);
    // The check itself finds a keyword with no class.
    assert.deepEqual(keywordsWithoutClass([...KEYWORD_RULES, { name: "Quibble", rule: "702.999" }]), ["Quibble"]);
  });

  it("each class cites its own 702 rule", function () {
    for (const c of KEYWORD_CLASSES) assert.match(c.rule, /^702\.\d+[a-z]$/, c.name);
  });

  it("every activated keyword has a window the checks read, of the same speed", function () {
    for (const c of KEYWORD_CLASSES) {
      if (c.id !== "sorceryActivated" && c.id !== "instantActivated") continue;
      const t = keywordTiming(c.name);
      assert.ok(t, `${c.name} has a window in keyword-timings.ts`);
      assert.equal(t.kind, "activated", c.name);
      assert.equal(t.activation, c.id === "sorceryActivated" ? "sorcery" : "instant", c.name);
    }
  });

  it("the windows of keyword-timings.ts agree with the classes", function () {
    for (const t of KEYWORD_TIMINGS) {
      const c = keywordClass(t.name);
      assert.ok(c, `${t.name} has a class`);
      if (t.kind === "activated") assert.match(c.id, /Activated$/, t.name);
      if (t.kind === "castPermission" && t.widensToInstant) {
        assert.ok(
          (c.id === "castDuringResolution" && c.self) || (c.id === "castFromZone" && c.typeTiming === false),
          `${t.name}: a widening permission is a cast during resolution of its own spell or a cast without the type's timing`,
        );
      }
      if (t.kind === "castPermission" && !t.widensToInstant) assert.ok(c.id === "castFromZone" && c.typeTiming, t.name);
    }
  });

  it("every keyword with a window has its one description in hover-keyword-docs.ts, which hover and completion show", function () {
    const missing = KEYWORD_TIMINGS.filter((t) => !keywordDoc(t.name)).map((t) => t.name);
    assert.deepEqual(missing, []);
    // The timing data holds no words of its own: a second description could drift from the first.
    for (const t of KEYWORD_TIMINGS)
      assert.deepEqual(
        Object.keys(t).filter((k) => k === "summary" || k === "text"),
        [],
        t.name,
      );
    const cycling = keywordDoc("Cycling")!.text;
    assert.ok(keywordMarkdown("Cycling", "2026-04-17", l10n).includes(cycling));
  });

  it("variants written on cards find their keyword's class", function () {
    assert.equal(keywordClass("Megamorph")?.name, "Morph");
    assert.equal(keywordClass("Islandwalk")?.name, "Landwalk");
    assert.equal(keywordClass("nightbound")?.name, "Daybound and Nightbound");
    assert.equal(keywordClass("Quibble"), undefined);
  });

  it("the hover reads the same data: a cost keyword, a cast during resolution, a special action, an activated one", function () {
    assert.match(keywordMarkdown("Kicker", "2026-04-17", l10n), /a cost paid as the spell is cast/);
    assert.match(keywordMarkdown("Cascade", "2026-04-17", l10n), /while an ability resolves \(CR 608\.2g\)/);
    assert.match(keywordMarkdown("Foretell", "2026-04-17", l10n), /a special action \(CR 116\.2\)/);
    assert.match(keywordMarkdown("Crew", "2026-04-17", l10n), /any time you could cast an instant/);
    assert.match(keywordMarkdown("Flying", "2026-04-17", l10n), /none of its own/);
  });
});
