import { execFile } from "node:child_process";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/** Runs a command and answers its output whatever its exit code: the checks read the report, not the status. */
export async function runTool(file: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await execFileAsync(file, args, { cwd, maxBuffer: 256 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    if (failed.stdout) return failed.stdout;
    throw new Error(`${file} failed: ${failed.stderr || failed.message}`);
  }
}
