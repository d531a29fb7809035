import { spawn } from 'node:child_process';

/**
 * Runs `script` in `workers` child processes, each given its share of `jobs` (through stdin: thousands
 * of jobs exceed the argument size limit) wrapped by `payload`, and collects the JSON lines they print.
 */
export async function runChildren<Job, Out>(
  script: string,
  jobs: Job[],
  workers: number,
  payload: (mine: Job[]) => unknown,
  env: Record<string, string> = {},
): Promise<Out[]> {
  const rows: Out[] = [];
  await Promise.all(
    Array.from({ length: workers }, (_, worker) => {
      const mine = jobs.filter((_, i) => i % workers === worker);
      return new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', script], {
          stdio: ['pipe', 'pipe', 'inherit'],
          env: { ...process.env, ...env },
        });
        child.stdin.end(JSON.stringify(payload(mine)));
        let buffer = '';
        child.stdout.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          let newline = buffer.indexOf('\n');
          while (newline >= 0) {
            rows.push(JSON.parse(buffer.slice(0, newline)) as Out);
            buffer = buffer.slice(newline + 1);
            newline = buffer.indexOf('\n');
          }
        });
        child.on('exit', (code) => {
          if (code === 0) resolve();
          else reject(new Error(`bench worker exited with ${String(code)}`));
        });
      });
    }),
  );
  return rows;
}
