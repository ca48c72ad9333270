/**
 * "Last updated" dates from git history, read with one `git log` for the whole site.
 *
 * Docusaurus 3.9 runs one `git log` per page to find its last update (about 480 processes for
 * this site). Instead, the markdown.parseFrontMatter hook in config/editing.ts fills in each
 * page's `last_update.date` from this map, so Docusaurus never asks git itself. A page's own
 * `last_update` front matter still wins.
 */
import {execFileSync} from 'node:child_process';

/** Separates commits in the log output: a NUL byte cannot occur in a path or a timestamp. */
const COMMIT_MARK = '\u0000';

/**
 * Parses `git log --format=%x00%ct --name-only` output (newest commit first) into the time, in
 * milliseconds, of the newest commit that touched each path.
 */
export function parseGitLog(output: string): Map<string, number> {
  const dates = new Map<string, number>();
  for (const record of output.split(COMMIT_MARK)) {
    const [timestamp, ...paths] = record.split('\n');
    const seconds = Number(timestamp);
    if (!timestamp || !Number.isFinite(seconds)) continue;
    for (const filePath of paths) {
      if (filePath && !dates.has(filePath)) dates.set(filePath, seconds * 1000);
    }
  }
  return dates;
}

/**
 * Last commit time of every file under `directories`, keyed by its path relative to `cwd` with
 * forward slashes. Outside a git checkout, or without git, the map is empty and a warning says
 * why: pages then show no date rather than a wrong one. In a shallow clone every file has the
 * date of the one commit it has.
 */
export function readLastCommitDates(
  cwd: string,
  directories: readonly string[],
  warn: (message: string) => void = console.warn,
): Map<string, number> {
  try {
    const output = execFileSync(
      'git',
      [
        '-c',
        'core.quotePath=false',
        'log',
        '--relative',
        '--no-renames',
        '--format=%x00%ct',
        '--name-only',
        '--',
        ...directories,
      ],
      {cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe']},
    );
    return parseGitLog(output);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    warn(`[last updated] No dates from git history, so pages show none: ${reason}`);
    return new Map();
  }
}
