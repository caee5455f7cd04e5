// Runs a command with its output held back (standard output and error together, in order of
// arrival), for steps that run side by side and print each report whole once it ends.
import { spawn } from 'node:child_process';

/** Resolves, once the command has ended and its output is all read, with its exit status (1 if it could not start) and output. */
export function runCaptured(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    // Decoded per stream: a character whose bytes two chunks split (the runners' ✓ and ℹ) stays whole.
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    // 'close', not 'exit': the last of the output (a test runner's totals) can arrive after the exit.
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}
