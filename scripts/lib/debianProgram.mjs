// A program the project runs from a Debian package (Chromium's headless shell, nginx,
// ShellCheck): found at its path, or installed with apt-get when the machine allows it (root,
// Debian, and no path chosen by the reader), with apt's output shown as progress; otherwise a
// message with the exact command to run.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';

/** Whether this process has refreshed apt's package lists already (once is enough). */
let aptUpdated = false;

/**
 * @param {{name: string, path: string, packages: string[], optionalPackages?: string[],
 *   pinned?: boolean, pathVariable: string}} program `packages` are installed together;
 *   `optionalPackages` are added when the archive has them. A `pinned` path (set by the reader
 *   through `pathVariable`) is never installed over.
 * @returns {{ok: true, path: string} | {ok: false, message: string}}
 */
export function ensureDebianProgram(program) {
  const {name, path, packages, optionalPackages = [], pinned = false, pathVariable} = program;
  if (existsSync(path)) return {ok: true, path};
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt && !pinned) {
    console.log(`${name} not found at ${path}: installing Debian's ${packages.join(', ')}.`);
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    const apt = (args) => spawnSync('apt-get', args, {stdio: 'inherit', env}).status === 0;
    const install = (list) => apt(['install', '-y', '--no-install-recommends', ...list]);
    aptUpdated ||= apt(['update']);
    const installed =
      aptUpdated &&
      ((optionalPackages.length > 0 && install([...packages, ...optionalPackages])) ||
        install(packages));
    if (installed && existsSync(path)) return {ok: true, path};
  }
  return {
    ok: false,
    message: [
      `This needs ${name} at ${path}, and it could not be installed here.`,
      hasApt
        ? `Install it with: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`
        : `Install ${name} with your package manager`,
      `or point ${pathVariable} at an existing ${name} binary.`,
    ].join('\n'),
  };
}
