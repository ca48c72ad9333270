/**
 * The install command builder's data and logic (src/plugins/deployment/client/installCommand.ts,
 * the installer tables of src/data/releases): every tree's table is consistent and sourced, the
 * commands the install pages print use only options the table gives their role, and the builder
 * writes the reader's values, reads secrets without echoing them, and refuses an address it
 * cannot use.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {INSTALL_ROLES, installerByVersion, type InstallRole} from '../../src/data/releases';
import {
  buildInstallCommand,
  choicesFromQuery,
  commandText,
  excludedBy,
  optionsForRole,
  presetChoices,
  queryOfChoices,
} from '../../src/plugins/deployment/client/installCommand';
import {DEFAULT_DEPLOYMENT} from '../../src/plugins/deployment/client/values';
import {installerMarkdown} from '../../src/plugins/markdownExport/deploymentTools';

const TREES = {current: 'docs', '1.18.0': 'versioned_docs/version-1.18.0'} as const;
const OWN = {host: 'desk.corp.example', port: '8443', zone: 'east'};

describe('installer tables', () => {
  it('exist for every docs tree, with sourced options that apply to known roles', () => {
    expect(Object.keys(installerByVersion).sort()).toEqual(Object.keys(TREES).sort());
    for (const [version, facts] of Object.entries(installerByVersion)) {
      expect(facts.roles.map((role) => role.id).sort(), version).toEqual([...INSTALL_ROLES].sort());
      const flags = facts.options.map((option) => option.flag);
      expect(new Set(flags).size, `${version}: a flag listed twice`).toBe(flags.length);
      for (const option of facts.options) {
        const where = `${version} ${option.flag}`;
        expect(option.flag, where).toMatch(/^-[A-Za-z]$/);
        expect(option.source, where).toMatch(/^https:\/\/[\w.-]+\.[a-z]{2,}\//);
        expect(option.roles.length, where).toBeGreaterThan(0);
        for (const role of option.neededBy ?? []) expect(option.roles, where).toContain(role);
        if (option.value?.kind === 'secret' || option.value?.kind === 'address')
          expect(option.value.variable, where).toMatch(/^[A-Z][A-Z0-9_]+$/);
      }
      for (const role of facts.roles) expect(role.source, role.id).toMatch(/^https:\/\//);
    }
  });

  it('give each role every option the install pages pass for it', () => {
    // Every `install.sh` command of the install pages, with its role (-S) and its options.
    const pages = [
      'install/single_server_install.md',
      'install/multi_server_install/multi_installation_steps.md',
      'install/multi_server_install/multi_installation_proxy.md',
    ];
    let commands = 0;
    for (const [version, tree] of Object.entries(TREES)) {
      const facts = installerByVersion[version];
      for (const page of pages) {
        const text = readFileSync(path.join(tree, page), 'utf8');
        for (const [command] of text.matchAll(
          /install\.sh(?: \\\n|[^\n`])*?(?=\n\s*\n|\n```|2>&1)/g,
        )) {
          if (command.includes('--help')) continue;
          const role = (/-S (\w+)/.exec(command)?.[1] ?? 'all') as InstallRole;
          const flags = [...command.matchAll(/(?<=\s)-[A-Za-z](?=\s|$)/g)]
            .map(([flag]) => flag)
            .filter((flag) => flag !== '-S');
          const known = optionsForRole(facts, role).map((option) => option.flag);
          for (const flag of flags)
            expect(known, `${tree}/${page}: ${role} ${flag}`).toContain(flag);
          commands += 1;
        }
      }
    }
    expect(commands).toBeGreaterThanOrEqual(14);
  });
});

describe('built commands', () => {
  const facts = installerByVersion['1.18.0'];

  it('write the reader’s host, port and zone, and read secrets with read -rsp', () => {
    const agent = buildInstallCommand(facts, presetChoices(facts, 'agent', OWN), OWN);
    expect(agent.oneLine).toBe(
      'sudo bash kasm_release/install.sh -S agent -e -L 8443 -M "$KASM_MANAGER_TOKEN" -p "$THIS_HOST" -m desk.corp.example',
    );
    expect(agent.secrets).toEqual(["read -rsp 'Manager token: ' KASM_MANAGER_TOKEN; echo"]);
    expect(agent.variables.map((variable) => variable.name)).toEqual(['THIS_HOST']);
    expect(agent.multiLine.split('\n')).toHaveLength(7);
    expect(agent.multiLine).toMatch(/^sudo bash kasm_release\/install\.sh \\\n {2}-S agent \\\n/);

    const app = buildInstallCommand(facts, presetChoices(facts, 'app', OWN), OWN);
    expect(app.oneLine).toContain('-z east');
    expect(app.oneLine).toContain('-q "$DB_HOST" -Q "$KASM_DB_PW"');
  });

  it('leave the port out at the default and pass only what the reader chose', () => {
    const single = buildInstallCommand(facts, presetChoices(facts, 'all'));
    expect(single.oneLine).toBe(
      'sudo bash kasm_release/install.sh -e -P "$KASM_ADMIN_PW" -U "$KASM_USER_PW" -z default',
    );
    const bare = buildInstallCommand(facts, {role: 'all', options: [], offline: false});
    expect(bare.oneLine).toBe('sudo bash kasm_release/install.sh');
    expect(commandText(bare, 'multi')).toBe('sudo bash kasm_release/install.sh');
    // A needed option stays even if the choices leave it out.
    const proxy = buildInstallCommand(facts, {role: 'proxy', options: [], offline: false});
    expect(proxy.oneLine).toBe(
      `sudo bash kasm_release/install.sh -S proxy -p "$THIS_HOST" -n ${DEFAULT_DEPLOYMENT.host}`,
    );
  });

  it('put the secrets’ prompts before the command in what Copy copies', () => {
    const db = buildInstallCommand(facts, presetChoices(facts, 'db'));
    const text = commandText(db, 'one');
    expect(text.split('\n\n')).toEqual([
      "read -rsp 'Password for admin@kasm.local: ' KASM_ADMIN_PW; echo\nread -rsp 'Password for user@kasm.local: ' KASM_USER_PW; echo",
      'sudo bash kasm_release/install.sh -S db -e -P "$KASM_ADMIN_PW" -U "$KASM_USER_PW"',
    ]);
  });
});

describe('choices in the address', () => {
  const facts = installerByVersion.current;

  it('round-trip', () => {
    const choices = {role: 'guac', options: ['-e', '-L'], offline: true} as const;
    const query = queryOfChoices(choices);
    expect(choicesFromQuery(facts, `?${query}`)).toEqual({choices});
  });

  it('are refused with a message when the role or an option is unknown', () => {
    expect(choicesFromQuery(facts, '?role=mainframe').problem).toMatch(
      /role "mainframe", which the installer of this release does not have/,
    );
    const wrong = choicesFromQuery(facts, '?role=agent&options=e,P');
    expect(wrong.problem).toMatch(/agent role does not take -P/);
    expect(wrong.choices).toEqual(presetChoices(facts, 'agent'));
    expect(choicesFromQuery(facts, '?q=install')).toEqual({});
  });
});

describe('Markdown export of the builder', () => {
  it('is the page role’s command and the release’s options table', () => {
    const markdown = installerMarkdown('1.18.0', 'db');
    expect(markdown).toContain('Command for the database role:');
    expect(markdown).toContain('sudo bash kasm_release/install.sh \\\n  -S db \\\n  -e');
    const rows = markdown.split('\n').filter((line) => /^\| `-/.test(line));
    expect(rows).toHaveLength(installerByVersion['1.18.0'].options.length);
    expect(markdown).toContain(
      "| `-H` | Skips the installer's swap check | Check on | Single server, Managed PostgreSQL |",
    );
    expect(installerMarkdown(undefined, 'db')).toMatch(/install\.sh --help/);
  });
});

describe('options that rule each other out', () => {
  const facts = installerByVersion.current;
  const exclusive = facts.options.filter((option) => option.excludes?.length);

  it('are declared both ways', () => {
    for (const option of exclusive)
      for (const flag of option.excludes!)
        expect(facts.options.find((other) => other.flag === flag)?.excludes).toContain(option.flag);
  });

  it('are refused together in an address, and each rules the other out once chosen', () => {
    if (exclusive.length === 0) return;
    const [first] = exclusive;
    const other = first.excludes![0];
    const role = first.roles[0];
    const flags = [first.flag, other].map((flag) => flag.slice(1)).join(',');
    expect(choicesFromQuery(facts, `?role=${role}&options=${flags}`).problem).toMatch(
      /choose the same thing in two ways/,
    );
    const choices = {role, options: [first.flag], offline: false};
    const otherOption = facts.options.find((option) => option.flag === other)!;
    expect(excludedBy(facts, choices, otherOption)).toBe(first.flag);
    expect(excludedBy(facts, choices, first)).toBeUndefined();
  });
});

describe('the upgrade mode', () => {
  it('writes the upgrader’s command with only the options a source names for it', () => {
    const latest = installerByVersion['1.18.0'];
    const own = {...OWN};
    expect(optionsForRole(latest, 'all', 'upgrade')).toEqual([]);
    const built = buildInstallCommand(
      latest,
      presetChoices(latest, 'all', own, false, 'upgrade'),
      own,
      'upgrade',
    );
    // The port option of the 1.18 upgrader has no public source: the builder does not invent one.
    expect(built.oneLine).toBe('sudo bash kasm_release/upgrade.sh');

    const develop = installerByVersion.current;
    const flags = optionsForRole(develop, 'all', 'upgrade').map((option) => option.flag);
    expect(flags).toEqual(['-f']);
    for (const option of optionsForRole(develop, 'all', 'upgrade'))
      expect(option.upgrade?.source).toMatch(/^https:\/\//);
    const withStatic = buildInstallCommand(
      develop,
      {role: 'all', options: ['-f'], offline: false},
      undefined,
      'upgrade',
    );
    expect(withStatic.oneLine).toBe('sudo bash kasm_release/upgrade.sh -f');
  });

  it('refuses a multi-server role or an option the upgrader does not take, with a message', () => {
    const develop = installerByVersion.current;
    expect(choicesFromQuery(develop, '?role=agent', undefined, 'upgrade').problem).toMatch(
      /single server's command; for the "agent" role/,
    );
    expect(choicesFromQuery(develop, '?options=e', undefined, 'upgrade').problem).toMatch(
      /upgrader of this release takes no -e/,
    );
    expect(choicesFromQuery(develop, '?options=f', undefined, 'upgrade')).toEqual({
      choices: {role: 'all', options: ['-f'], offline: false},
    });
  });

  it('exports the upgrade command and the upgrader’s options', () => {
    expect(installerMarkdown('current', undefined, 'upgrade')).toMatch(
      /^Upgrade command for a single server:\n\n```bash\nsudo bash kasm_release\/upgrade\.sh\n```\n\nUpgrader options/,
    );
    expect(installerMarkdown('1.18.0', undefined, 'upgrade')).not.toContain('| Option |');
  });
});
