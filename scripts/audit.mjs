#!/usr/bin/env node
// `npm audit --omit=dev`: the advisories of the packages the site is built from. Fails on any
// high or critical advisory not in ACCEPTED, where each accepted one says why it cannot reach a
// reader of the static site (README, "Deploy"). A stale entry in ACCEPTED fails too, so the list
// stays exact.
//
// When the advisory service cannot be reached (an offline machine, or a registry mirror without
// the audit endpoint), nothing was checked: it says so and exits with COULD_NOT_RUN_STATUS (3),
// which `npm test` counts and names as a step that did not run; AUDIT_REQUIRED=1 makes it a
// failure instead (exit 1).
// AUDIT_REPORT=<file> checks a saved `npm audit --json` report instead of asking the registry.
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

import {COULD_NOT_RUN_STATUS} from './lib/testSummary.mjs';

/** Advisory id (GHSA) -> why it cannot reach a reader. None at the moment. */
export const ACCEPTED = {};

const BLOCKING = new Set(['high', 'critical']);

/** The high and critical advisories in an `npm audit --json` report, one per id. */
export function blockingAdvisories(report) {
  const found = new Map();
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of entry.via ?? []) {
      // A string names the dependency the advisory came through; its own entry lists it.
      if (typeof via !== 'object' || !BLOCKING.has(via.severity)) continue;
      const id = /GHSA-[\w-]+/.exec(via.url ?? '')?.[0] ?? String(via.source);
      found.set(id, {id, name: via.name ?? name, severity: via.severity, title: via.title});
    }
  }
  return [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
}

function main() {
  const result = process.env.AUDIT_REPORT
    ? {stdout: readFileSync(process.env.AUDIT_REPORT, 'utf8'), stderr: ''}
    : spawnSync('npm', ['audit', '--omit=dev', '--json'], {encoding: 'utf8'});
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    report = undefined;
  }
  if (!report?.vulnerabilities) {
    const reason =
      report?.message ?? report?.error?.summary ?? result.stderr.trim().split('\n').at(-1);
    const message = `npm audit could not get the advisories (${reason || 'no answer'}): the shipped packages were not checked.`;
    if (process.env.AUDIT_REQUIRED) {
      console.error(message);
      process.exit(1);
    }
    console.warn(`Set AUDIT_REQUIRED=1 to make this a failure.\n⚠ ${message}`);
    process.exit(COULD_NOT_RUN_STATUS);
  }

  const advisories = blockingAdvisories(report);
  const unexpected = advisories.filter((advisory) => !(advisory.id in ACCEPTED));
  const stale = Object.keys(ACCEPTED).filter((id) => !advisories.some((a) => a.id === id));
  const counts = report.metadata?.vulnerabilities ?? {};
  console.log(
    `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
      `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low; ` +
      `${advisories.length - unexpected.length} high or critical accepted (README, Deploy).`,
  );
  for (const advisory of unexpected) {
    console.error(
      `✖ ${advisory.severity} ${advisory.id} in ${advisory.name}: ${advisory.title}. Upgrade, ` +
        'or add it to ACCEPTED in scripts/audit.mjs and the README with why no reader is exposed.',
    );
  }
  for (const id of stale) {
    console.error(`✖ ${id} is accepted in scripts/audit.mjs but no longer reported: remove it.`);
  }
  if (unexpected.length || stale.length) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
