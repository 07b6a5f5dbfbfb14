/** What the CLI needs from its process: output streams, environment and working folder. */
export interface OutStream {
  write(text: string): unknown;
  isTTY?: boolean;
  /** Width in characters, when the stream is a terminal. */
  columns?: number;
}

export interface CliIo {
  stdout: OutStream;
  stderr: OutStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** The real process. */
export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() };
}
