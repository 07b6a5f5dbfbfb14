/**
 * The English of the CLI's help text (the source language): the program's, commands', options'
 * and arguments' descriptions, the help's section titles and the notes after a command's help.
 * Part of `CLI_EN`; `de.json` and `es.json` beside this file translate them. commander's own
 * additions ("(default: …)", "(choices: …)") and the placeholders of usage lines and option terms
 * (`cli.help.term.<name>`: "[options]", "<file>") are written through `help.ts`.
 */
export const CLI_HELP_EN: Readonly<Record<string, string>> = {
  "cli.help.program": "Timing-aware checks for CardScript (.card) trading-card files.",
  "cli.help.version": "print the version",
  "cli.help.help": "show help",
  "cli.help.helpCommand": "display help for command",
  "cli.help.locale":
    "language of messages, e.g. de or es (default: LC_ALL, LC_MESSAGES or LANG, then LANGUAGE as gettext reads it; else English)",
  "cli.help.title.usage": "Usage:",
  "cli.help.title.options": "Options:",
  "cli.help.title.commands": "Commands:",
  "cli.help.title.arguments": "Arguments:",
  "cli.help.title.globalOptions": "Global Options:",
  "cli.help.choices": "choices: {{values}}",
  "cli.help.default": "default: {{value}}",
  "cli.help.term.options": "options",
  "cli.help.term.command": "command",
  "cli.help.term.tag": "tag",
  "cli.help.term.format": "format",
  "cli.help.term.path": "path",
  "cli.help.term.paths": "paths",
  "cli.help.term.file": "file",
  "cli.help.term.folder": "folder",
  "cli.help.term.name": "name",
  "cli.help.term.rule": "rule",
  "cli.help.term.strategy": "strategy",
  "cli.help.format": "output format",
  "cli.help.lint":
    "check .card files (folders recurse for *.card; default: the current folder), or an MSE set, Cockatrice XML or Forge scripts in place",
  "cli.help.lint.paths":
    "files, folders or globs; a .mse-set, MSE 'set' file, Cockatrice .xml or Forge script/folder is imported in memory",
  "cli.help.lint.outputFile": "write the report (or the --fix-dry-run diff) to a file instead of stdout",
  "cli.help.lint.maxWarnings": "exit with 1 when there are more than n warnings",
  "cli.help.lint.quiet": "report errors only",
  "cli.help.lint.config": "use this config file for every file (default: the nearest {{file}} up the folder tree)",
  "cli.help.lint.noIgnore": "also lint files excluded by .gitignore or ignorePatterns",
  "cli.help.lint.reportUnused": "report cardscript-disable comments that suppress nothing",
  "cli.help.lint.fix": "apply safe fixes, write the files, and report what remains",
  "cli.help.lint.fixDryRun": "print the safe fixes as a unified diff without writing",
  "cli.help.lint.cache": "only re-check files that changed since the last --cache run (reports kept in .cardscriptcache)",
  "cli.help.lint.cacheLocation": "the cache file to use with --cache (default: .cardscriptcache in the current folder)",
  "cli.help.lint.cacheStrategy": "what says a file is unchanged for --cache: its size and mtime (then its content), or its content only",
  "cli.help.lint.concurrency":
    "threads that lint files (this one and workers): off (the default), auto (on large runs, one per core) or a number; the output is the same",
  "cli.help.lint.exitCodes":
    "Exit codes: 0 no errors (warnings within --max-warnings), 1 errors or too many warnings, 2 usage, config or IO failure.",
  "cli.help.examples": "Examples:",
  "cli.help.lint.example.all": "lint every .card file under the current folder",
  "cli.help.lint.example.globs": "folders and globs (quote globs)",
  "cli.help.import": "turn a Magic Set Editor set, Cockatrice XML, Forge scripts or MTGJSON/Scryfall records into .card files",
  "cli.help.import.file":
    "a .mse-set (zip or folder) or MSE 'set' file, a Cockatrice .xml, a Forge .txt script or folder, or a .json/.jsonl file of records",
  "cli.help.import.out": "folder to write the .card files to (created when missing)",
  "cli.help.import.overwrite": "replace existing files instead of choosing a new name",
  "cli.help.export": "write .card files out as Cockatrice XML (v4), a zipped MSE set, or Forge scripts",
  "cli.help.export.paths": ".card files, folders or globs",
  "cli.help.export.out": "the .xml file, the .mse-set file, or the folder for Forge scripts",
  "cli.help.export.set": "set code / title to write (default: the output's base name)",
  "cli.help.export.force": "replace files that already exist in --out (hand-written scripts included)",
  "cli.help.timeline": "draw when each card's spells, abilities and triggers can happen in the turn (the Timing Map)",
  "cli.help.timeline.file": "a .card file, or a Magic Set Editor set, Cockatrice XML or Forge scripts (imported in memory, as lint does)",
  "cli.help.timeline.card": "only this card (case-insensitive; a face as 'Card // Name: Face' or its face name)",
  "cli.help.timeline.outputFile": "write to a file instead of stdout",
  "cli.help.timeline.config": "use this config file (default: the nearest {{file}} up the folder tree)",
  "cli.help.timeline.formats":
    "Formats: text (the terminal's width, COLUMNS, or 100 columns when piped; the turns stack when narrow), svg (--width px, default 1100), html (a self-contained page, one section per card, fitting any width), json (docs/timing-map.md).",
  "cli.help.timeline.width": "width: columns for text (default: the terminal, COLUMNS, else 100), CSS px for svg (default 1100)",
  "cli.help.timeline.set":
    "the set-wide Timing Matrix of every card of the files and folders given (cards × steps of both turns, counts per cell)",
  "cli.help.timeline.colour":
    "with --set: only cards of these colours (letters or names, comma-separated, e.g. U,B or blue; C = colourless)",
  "cli.help.timeline.rarity": "with --set: only cards of these rarities (comma-separated, e.g. common,uncommon)",
  "cli.help.timeline.type":
    "with --set: only cards with one of these words before the type line's dash: card types or supertypes (comma-separated, e.g. Instant,Legendary; 'Legendary Creature' needs both)",
  "cli.help.timeline.opponent": "with --set: only cards usable in an opponent's turn (what an opponent can do here)",
  "cli.help.rules": "list the rules with their default severity and description",
  "cli.help.rules.json": "print the list as JSON",
  "cli.help.explain": "print a rule's documentation",
  "cli.help.explain.rule": "a rule id, e.g. impossible-timing",
  "cli.help.formatCommand": "lay .card files out as the editor's formatter does (layout only: no word of card text changes)",
  "cli.help.formatCommand.paths": ".card files, folders or globs (default: the working folder)",
  "cli.help.formatCommand.check": "list the files that would change and exit 1 when there is one; write nothing",
  "cli.help.formatCommand.write": "rewrite the files that would change, in place",
  "cli.help.formatCommand.noIgnore": "also format files excluded by .gitignore or ignorePatterns",
  "cli.help.formatCommand.config":
    "use this config file's ignorePatterns for every file (default: the nearest {{file}} up the folder tree)",
  "cli.help.formatCommand.exitCodes":
    "Exit codes: 0 formatted, 1 --check found a file that would change, 2 usage or IO failure or a file that could not be formatted (syntax errors).",
};
