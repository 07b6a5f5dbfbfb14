/**
 * The bundle a `lint --concurrency` worker thread runs (`dist/cli-worker-main.cjs`): the linter and
 * the worker's loop ({@link serveLintWorker}), without the CLI's commands, formats, help and
 * importers — 1.7 MB instead of the CLI's 4.9 MB, compiled, held and started in every worker.
 */
import { serveLintWorker } from "./pool";

void serveLintWorker();
