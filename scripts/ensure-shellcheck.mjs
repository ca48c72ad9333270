// Finds Debian's ShellCheck, which the code-block check (tests/build/codeBlocks.test.ts) runs on
// every bash block a reader copies, installing it with apt-get when the machine allows it.
import {ensureDebianProgram} from './lib/debianProgram.mjs';

const SHELLCHECK_PATH = process.env.SHELLCHECK_PATH ?? '/usr/bin/shellcheck';

export function ensureShellCheck() {
  return ensureDebianProgram({
    name: 'ShellCheck',
    path: SHELLCHECK_PATH,
    packages: ['shellcheck'],
    pinned: process.env.SHELLCHECK_PATH !== undefined,
    pathVariable: 'SHELLCHECK_PATH',
  });
}
