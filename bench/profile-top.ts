/**
 * Prints the functions with the most self time in a V8 CPU profile (`node --cpu-prof`):
 * `node --import tsx bench/profile-top.ts <file.cpuprofile> [N]` (default N = 5).
 * Self time = samples whose top frame is the function, × the sampling interval; shares are of
 * all samples (idle and GC included, as V8 reports them).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The top `n` functions by self time: name, where, milliseconds and share of samples. */
export function topSelfTime(file: string, n = 5): { name: string; where: string; ms: number; share: number }[] {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const f = node.callFrame;
    const key = `${f.functionName || "(anonymous)"}\t${f.url ? `${path.basename(f.url)}:${f.lineNumber + 1}` : ""}`;
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, us]) => {
      const [name, where] = key.split("\t") as [string, string];
      return { name, where, ms: us / 1000, share: us / total };
    });
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [file, n] = process.argv.slice(2);
  if (!file) throw new Error("usage: profile-top.ts <file.cpuprofile> [N]");
  for (const t of topSelfTime(file, Number(n) || 5))
    console.log(`${t.ms.toFixed(0).padStart(7)} ms ${(t.share * 100).toFixed(1).padStart(5)}%  ${t.name}  ${t.where}`);
}
