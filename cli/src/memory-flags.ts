/**
 * The V8 flags every CLI thread runs under (set by the entry files `start.ts` and
 * `lint/worker-start.ts` before their bundle is compiled).
 *
 * A lint run keeps little alive (19–25 MB of heap after a full GC over 30,000 cards), but V8's
 * defaults let the old generation grow to 4× what survived the last full GC and the young
 * generation's semi-spaces grow to 16 MB each: peak RSS 205–215 MiB for the corpus one file per
 * card, 250 MiB one file per set. Old generation at most 1.25× the survivors and semi-spaces that
 * keep their starting size: 110–116 MiB and 135–138 MiB (1.5×: 143–157 MiB one file per set). The
 * small semi-spaces cost about 9% more CPU time (more scavenges: 6.8–7.2 s against 6.3–6.6 s user +
 * system, one file per card, three interleaved runs each); without them the peak is 155–161 MiB,
 * over the 150 MiB the CLI is held to. Both flags are read by V8 at each collection, so setting
 * them at the start works (the semi-space maximum itself is fixed when the heap is made). Set
 * before a bundle is compiled: V8's code cache carries a hash of the flags, and a cache written
 * under other flags is rejected.
 */
import { setFlagsFromString } from "node:v8";

/** Sets the flags (process-wide; setting them again, as each worker's entry does, changes nothing). */
export function setMemoryFlags(): void {
  setFlagsFromString("--heap-growing-percent=25");
  setFlagsFromString("--semi-space-growth-factor=1");
}
