/**
 * Colour decision for terminal output: colours only when the stream is a TTY and NO_COLOR is not
 * set; FORCE_COLOR (any value but "0" or "false") turns them on anyway.
 */
import pc from "picocolors";

export type Colors = ReturnType<typeof pc.createColors>;

export function shouldColor(isTTY: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  const force = env["FORCE_COLOR"];
  if (force !== undefined) return !(force === "0" || force.toLowerCase() === "false");
  if (env["NO_COLOR"] !== undefined && env["NO_COLOR"] !== "") return false;
  return !!isTTY;
}

export function colors(enabled: boolean): Colors {
  return pc.createColors(enabled);
}
