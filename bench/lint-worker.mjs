// Worker entry for bench/corpus-bench.ts: registers tsx in this thread, then loads the TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./lint-worker.ts");
