/** Locating files shipped with the package (docs/rules/*.md). */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The package root: the folder above the bundle's folder (dist/) when running the built CLI;
 * otherwise the nearest folder up from the working folder whose package.json is named "cardscript".
 */
export function packageRoot(): string {
  if (typeof __dirname === "string" && existsSync(path.join(__dirname, "..", "package.json"))) return path.resolve(__dirname, "..");
  for (let d = process.cwd(); ; d = path.dirname(d)) {
    try {
      if ((JSON.parse(readFileSync(path.join(d, "package.json"), "utf8")) as { name?: string }).name === "cardscript") return d;
    } catch {
      /* keep looking */
    }
    if (path.dirname(d) === d) return process.cwd();
  }
}
