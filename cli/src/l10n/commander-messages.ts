/**
 * commander's own error messages ("error: unknown option '--x'", "error: missing required
 * argument 'file'", …) in the CLI's language: each known English form is matched and written
 * from the CLI catalog (`cli.commander.*`); a message of another form stays as commander wrote it.
 */
import type { Localizer } from "../../../server/src/core/l10n/localizer";
import { localizeTerms } from "./help";

type Data = Record<string, string>;

/**
 * Known commander messages: the English pattern and how to build the localized message from its
 * groups; `term` writes an option's flags or an argument's name as the help shows them ("<Pfad>").
 */
const FORMS: readonly { re: RegExp; key: string; data: (m: RegExpExecArray, term: (s: string) => string) => Data }[] = [
  { re: /^error: unknown option '([^']*)'$/, key: "cli.commander.unknownOption", data: (m) => ({ flag: m[1]! }) },
  { re: /^error: unknown command '([^']*)'$/, key: "cli.commander.unknownCommand", data: (m) => ({ name: m[1]! }) },
  { re: /^error: missing required argument '([^']*)'$/, key: "cli.commander.missingArgument", data: (m, term) => ({ name: term(m[1]!) }) },
  { re: /^error: option '(.*)' argument missing$/, key: "cli.commander.optionArgumentMissing", data: (m, term) => ({ flag: term(m[1]!) }) },
  { re: /^error: required option '(.*)' not specified$/, key: "cli.commander.requiredOption", data: (m, term) => ({ flag: term(m[1]!) }) },
  {
    re: /^error: too many arguments(?: for '[^']*')?\. Expected (\d+) arguments? but got (\d+)\.$/,
    key: "cli.commander.tooManyArguments",
    data: (m) => ({ expected: m[1]!, got: m[2]! }),
  },
  {
    re: /^error: option '(.*)' argument '(.*)' is invalid\. Allowed choices are (.*)\.$/,
    key: "cli.commander.invalidChoice",
    data: (m, term) => ({ flag: term(m[1]!), value: m[2]!, choices: m[3]! }),
  },
  {
    re: /^error: option '(.*)' argument '(.*)' is invalid\. expected a non-negative integer\.$/,
    key: "cli.commander.notNonNegativeInteger",
    data: (m, term) => ({ flag: term(m[1]!), value: m[2]! }),
  },
  {
    re: /^error: option '(.*)' argument '(.*)' is invalid\. expected auto, off or a positive integer\.$/,
    key: "cli.commander.notConcurrency",
    data: (m, term) => ({ flag: term(m[1]!), value: m[2]! }),
  },
  { re: /^\(Did you mean one of (.*)\?\)$/, key: "cli.commander.didYouMeanOneOf", data: (m) => ({ names: m[1]! }) },
  { re: /^\(Did you mean (.*)\?\)$/, key: "cli.commander.didYouMean", data: (m) => ({ names: m[1]! }) },
];

/**
 * `text` (one or more lines commander writes to stderr) in the language of `l10n`; lines of an
 * unknown form are kept. English is returned unchanged.
 */
export function localizeCommanderError(text: string, l10n: Pick<Localizer, "t" | "locale" | "template">): string {
  if (l10n.locale === "en") return text;
  return text
    .split("\n")
    .map((line) => {
      for (const f of FORMS) {
        const m = f.re.exec(line);
        if (m)
          return l10n.t(
            f.key,
            f.data(m, (t) => localizeTerms(t, l10n)),
          );
      }
      return line;
    })
    .join("\n");
}
