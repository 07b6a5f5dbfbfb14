/**
 * `npm run generate`: writes every file generated from the rules' meta (package.json settings,
 * README rule table, config schema, rule doc headers; see `generated-files.ts`). Prints the files
 * it changed.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { currentText, generatedFiles } from "./generated-files";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
let changed = 0;
for (const file of generatedFiles()) {
  const current = currentText(ROOT, file.path);
  const next = file.expected(current);
  if (next === current) continue;
  writeFileSync(path.join(ROOT, file.path), next);
  console.log(`wrote ${file.path}`);
  changed++;
}
console.log(changed ? `${changed} ${changed === 1 ? "file" : "files"} regenerated` : "all generated files are up to date");
