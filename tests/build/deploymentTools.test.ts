/**
 * The deployment tools in both docs trees, as the build serves them: the install and upgrade
 * command builders, the table of who connects to whom with its firewall planner, and the sizing
 * calculator. The server's HTML of each page holds what the page shows without JavaScript (the
 * options table and the page's command, the connections table, the example's result), with the
 * documented defaults; the Markdown export carries the same, so Copy page, llms-full.txt and the
 * PDF keep the defaults too.
 *
 * Runs after the production build (`npm test`, `npm run test:build`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {BUILD_DIR} from '../lib/builtSite';

const TREES = {latest: 'docs', develop: 'docs/develop'} as const;

function html(tree: string, page: string): string {
  return readFileSync(path.join(BUILD_DIR, tree, page, 'index.html'), 'utf8');
}

function markdown(tree: string, page: string): string {
  return readFileSync(path.join(BUILD_DIR, tree, `${page}.md`), 'utf8');
}

/** The visible text of an HTML page, tags dropped and entities of quotes decoded. */
function text(source: string): string {
  return source
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe.each(Object.entries(TREES))('the %s tree', (_name, tree) => {
  it('serves the install builder with the single server command and the options table', () => {
    const page = text(html(tree, 'install/single_server_install'));
    expect(page).toContain('Command for the single server role');
    expect(page).toContain('sudo bash kasm_release/install.sh');
    expect(page).toContain('Installer options the builder knows for this release');
    expect(page).toMatch(/-z default/);
    const exported = markdown(tree, 'install/single_server_install');
    expect(exported).toContain('| Option | What it does | Without it | Roles |');
    expect(exported).toContain('-z default');
    expect(exported).not.toContain('<InstallCommandBuilder');
    // The multi-server page starts with the database role.
    expect(text(html(tree, 'install/multi_server_install/multi_installation_steps'))).toContain(
      'Command for the database role',
    );
  });

  it('serves the upgrade builder with the upgrader’s command', () => {
    const page = text(html(tree, 'upgrade/single_server_upgrade'));
    expect(page).toContain('Upgrade command for a single server');
    expect(markdown(tree, 'upgrade/single_server_upgrade')).toContain(
      'Upgrade command for a single server:',
    );
  });

  it('serves the table of connections, and exports each host’s rules', () => {
    const page = 'install/multi_server_install/multi_architecture_roles';
    expect(text(html(tree, page))).toMatch(/Web AppDatabase5432Application data/);
    const exported = markdown(tree, page);
    expect(exported).toContain('| Web App | Database | 5432 | Application data |');
    expect(exported).toContain('sudo ufw allow from "$WEB_APP_NET" to any port 5432 proto tcp');
  });

  it('serves the sizing calculator’s result for the page’s example', () => {
    const page = 'install/system_requirements';
    expect(text(html(tree, page))).toContain('8 sessions per agent');
    expect(markdown(tree, page)).toContain('so 8 sessions per agent');
  });
});
