import { lintText } from "./server/src/core/linter";
import { readFileSync } from "node:fs";
const t = readFileSync(process.argv[2]!, "utf8");
for (const loc of ["en", "de"]) {
  const r = lintText(t, { locale: loc });
  for (const f of r.findings)
    console.log(
      f.ruleId,
      JSON.stringify(t.slice(f.span.start, f.span.end)),
      "|",
      f.message,
      "|",
      f.fixes.map((x) => x.title + " => " + JSON.stringify(x.edits)).join("; "),
    );
  console.log("--");
}
const r = lintText(t);
console.log(r.model.text);
