import { ConfigError, loadConfig, type AppConfig } from '../config.js';

/** Where a command's lines go: stdout and stderr, or a test's lists. */
export interface Output {
  out(line: string): void;
  err(line: string): void;
}

export const processOutput: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** The server's configuration for a command, or undefined after saying what is wrong with it (exit code 1). */
export function commandConfig(env: NodeJS.ProcessEnv, output: Output): AppConfig | undefined {
  try {
    return loadConfig(env);
  } catch (error) {
    output.err(error instanceof ConfigError ? error.message : String(error));
    return undefined;
  }
}
