/**
 * commander's help in the CLI's language, through commander's own hooks (`configureHelp`): the
 * section titles ("Usage:", "Options:", …), the notes it adds to an option ("(choices: …)",
 * "(default: …)") and the placeholders of the usage line, the option and argument terms
 * ("[options]", "[command]", "<file>", "[paths...]"), all from the CLI catalog (`cli.help.*`).
 * Option names (`--format`) and values (`"stylish"`) are what the user types and never change.
 */
import type { Argument, Command, HelpConfiguration, Option } from "commander";
import type { Localizer } from "../../../server/src/core/l10n/localizer";

type Help = Pick<Localizer, "t" | "template">;

/** commander's English section titles and their catalog keys. */
const TITLES: Readonly<Record<string, string>> = {
  "Usage:": "cli.help.title.usage",
  "Options:": "cli.help.title.options",
  "Commands:": "cli.help.title.commands",
  "Arguments:": "cli.help.title.arguments",
  "Global Options:": "cli.help.title.globalOptions",
};

/**
 * `text` (a usage line, an option's flags, an argument's name) with each placeholder —
 * `<name>`, `[name]`, `[name...]`, or a bare argument name — written in the language of `l10n`
 * when the catalog has `cli.help.term.<name>`; other text is kept.
 */
export function localizeTerms(text: string, l10n: Help): string {
  return text.replace(/([<[]?)\b([a-z][\w-]*)(\.\.\.)?([>\]]?)/g, (whole, open: string, name: string, dots = "", close: string) => {
    const bare = !open && !close;
    // A bare word is a placeholder only when it is the whole text (an argument's name in the list).
    if (bare && whole !== text) return whole;
    if (!bare && (!open || !close)) return whole;
    const local = l10n.template(`cli.help.term.${name}`) === undefined ? undefined : l10n.t(`cli.help.term.${name}`);
    return local === undefined ? whole : `${open}${local}${dots as string}${close}`;
  });
}

/** commander's notes after a description, in the language of `l10n`: "(choices: …, default: …)". */
function withNotes(description: string, notes: string[]): string {
  if (notes.length === 0) return description;
  const extra = `(${notes.join(", ")})`;
  return description ? `${description} ${extra}` : extra;
}

function choicesNote(choices: readonly string[] | undefined, l10n: Help): string[] {
  return choices ? [l10n.t("cli.help.choices", { values: choices.map((c) => JSON.stringify(c)).join(", ") })] : [];
}

/**
 * The help configuration for `program.configureHelp` in the language of `l10n`; subcommands
 * created after it inherit it. The notes follow commander 14's rules for when a default is shown.
 */
export function localizedHelp(l10n: Help): HelpConfiguration {
  return {
    styleTitle: (title: string) => (TITLES[title] ? l10n.t(TITLES[title]) : title),
    commandUsage(cmd: Command): string {
      const parents: string[] = [];
      for (let p = cmd.parent; p; p = p.parent) parents.unshift(p.name());
      return [...parents, cmd.name(), localizeTerms(cmd.usage(), l10n)].join(" ");
    },
    subcommandTerm(cmd: Command): string {
      const args = cmd.registeredArguments.map((a) => localizeTerms(argumentUsage(a), l10n));
      const options = cmd.options.length ? [localizeTerms("[options]", l10n)] : [];
      return [cmd.name(), ...options, ...args].join(" ");
    },
    optionTerm: (option: Option) => localizeTerms(option.flags, l10n),
    argumentTerm: (argument: Argument) => localizeTerms(argument.name(), l10n),
    optionDescription(option: Option): string {
      const notes = choicesNote(option.argChoices, l10n);
      const showDefault = option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === "boolean");
      if (option.defaultValue !== undefined && showDefault)
        notes.push(l10n.t("cli.help.default", { value: option.defaultValueDescription ?? JSON.stringify(option.defaultValue) }));
      return withNotes(option.description, notes);
    },
    argumentDescription(argument: Argument): string {
      const notes = choicesNote(argument.argChoices, l10n);
      if (argument.defaultValue !== undefined)
        notes.push(l10n.t("cli.help.default", { value: argument.defaultValueDescription ?? JSON.stringify(argument.defaultValue) }));
      return withNotes(argument.description, notes);
    },
  };
}

/** An argument as commander writes it in usage: `<name>`, `[name]`, with `...` when variadic. */
function argumentUsage(a: Argument): string {
  const name = a.name() + (a.variadic ? "..." : "");
  return a.required ? `<${name}>` : `[${name}]`;
}
