/**
 * A copy of the production build for a test that serves it with its own nginx and changes or
 * adds files. Each file is a hard link to the build's (it costs no space or time), or a copy
 * where the two directories lie on different filesystems. Not symbolic links: deploy/nginx.conf
 * follows none (disable_symlinks), so a tree of links would answer 404 everywhere.
 */
import {spawn} from 'node:child_process';
import {copyFileSync, linkSync, mkdirSync, mkdtempSync, readdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {BUILD_DIR} from '../../lib/builtSite';

interface CopyOptions {
  /** Files or folders (path relative to the build, `/`-separated) left out of the copy. */
  skip?: (relative: string) => boolean;
  /** Files copied byte for byte instead of linked, because the test changes them. */
  copy?: (relative: string) => boolean;
}

export function linkedBuildCopy(prefix: string, {skip, copy}: CopyOptions = {}): string {
  const target = mkdtempSync(path.join(os.tmpdir(), prefix));
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(BUILD_DIR, relative), {withFileTypes: true})) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (skip?.(name)) continue;
      const from = path.join(BUILD_DIR, name);
      const to = path.join(target, name);
      if (entry.isDirectory()) {
        mkdirSync(to);
        walk(name);
      } else if (copy?.(name)) {
        copyFileSync(from, to);
      } else {
        try {
          linkSync(from, to);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          copyFileSync(from, to);
        }
      }
    }
  };
  walk('');
  return target;
}

/**
 * Serves `dir` with deploy/nginx.conf on the given loopback ports, with scripts/serve-nginx.mjs
 * as playwright.config.ts serves the build. Resolves once nginx answers, with `stop()`.
 */
export async function serveWithNginx(
  dir: string,
  ports: {http: number; https: number},
): Promise<{stop: () => Promise<void>}> {
  const server = spawn(
    'node',
    [
      'scripts/serve-nginx.mjs',
      '--dir',
      dir,
      '--http',
      `${ports.http}`,
      '--https',
      `${ports.https}`,
    ],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('nginx serves')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`serve-nginx exited with ${code}`)));
  });
  return {
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
