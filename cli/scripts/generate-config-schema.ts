/** Writes schemas/cardscript.schema.json from the rule registry: `npx tsx cli/scripts/generate-config-schema.ts`. */
import { writeFileSync } from "node:fs";
import { configSchemaText } from "../src/config/config-schema";

const out = new URL("../../schemas/cardscript.schema.json", import.meta.url);
writeFileSync(out, configSchemaText());
console.log(`wrote ${out.pathname}`);
