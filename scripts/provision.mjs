#!/usr/bin/env node
// Provisioning: the programs the tests need besides npm packages, each from a Debian package:
// Chromium's headless shell (the browser tests and the PDF), nginx (the hosting tests) and
// ShellCheck (the check of every bash block a reader copies). Each is installed with apt-get
// when the machine allows it (root on Debian), with apt's output shown as progress; otherwise
// this stops with the exact command to run. No test installs anything: scripts/test.mjs runs
// this first, and the steps after it are given the programs' paths.
//
//   node scripts/provision.mjs     # exits 0 when all are present (or now installed)
import {fileURLToPath} from 'node:url';

import {ensureChromium} from './ensure-chromium.mjs';
import {ensureNginx} from './ensure-nginx.mjs';
import {ensureShellCheck} from './ensure-shellcheck.mjs';

/**
 * Makes the programs present. Returns {ok, env, messages}: `env` holds each found program's path
 * in the variable the project's scripts read (CHROMIUM_PATH, NGINX_PATH, SHELLCHECK_PATH), and
 * `messages` says what the reader must do for each missing one.
 */
export function provision() {
  const programs = {
    CHROMIUM_PATH: ensureChromium(),
    NGINX_PATH: ensureNginx(),
    SHELLCHECK_PATH: ensureShellCheck(),
  };
  const env = {};
  const messages = [];
  for (const [variable, result] of Object.entries(programs)) {
    if (result.ok) env[variable] = result.path;
    else messages.push(result.message);
  }
  return {ok: messages.length === 0, env, messages};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = provision();
  for (const [variable, file] of Object.entries(result.env)) console.log(`${variable}=${file}`);
  for (const message of result.messages) console.error(message);
  process.exit(result.ok ? 0 : 1);
}
