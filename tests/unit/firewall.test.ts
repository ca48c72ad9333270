/**
 * The firewall planner (src/plugins/deployment/client/firewall.ts) over each tree's table of who
 * connects to whom (src/data/releases, `network_*`): the rules of each host follow from the
 * table and the roles the host runs, on the reader's port; the ufw and firewalld commands have
 * the forms those tools document; the table agrees with the port tables the install pages write.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {NETWORK_PARTIES, networkByVersion} from '../../src/data/releases';
import {
  firewalldCommands,
  inboundRules,
  PRESETS,
  queryOfTopology,
  topologyFromQuery,
  ufwCommands,
  type Topology,
} from '../../src/plugins/deployment/client/firewall';
import {firewallMarkdown, networkMarkdown} from '../../src/plugins/markdownExport/deploymentTools';

const TREES = {current: 'docs', '1.18.0': 'versioned_docs/version-1.18.0'} as const;
const standard = PRESETS.standard.topology;

describe('connection tables', () => {
  it('exist for every tree, name known parties and carry a public source', () => {
    expect(Object.keys(networkByVersion).sort()).toEqual(Object.keys(TREES).sort());
    for (const [version, facts] of Object.entries(networkByVersion)) {
      expect(Object.keys(facts.labels).sort(), version).toEqual([...NETWORK_PARTIES].sort());
      for (const connection of facts.connections) {
        for (const party of [...connection.from, ...connection.to])
          expect(NETWORK_PARTIES, version).toContain(party);
        expect(connection.source, connection.why).toMatch(/^https:\/\/[\w.-]+\.[a-z]{2,}\//);
      }
    }
  });

  it('agree with the ports-per-role tables of the install pages', () => {
    for (const [version, tree] of Object.entries(TREES)) {
      const facts = networkByVersion[version];
      const page = readFileSync(
        path.join(tree, 'install/multi_server_install/multi_architecture_roles.md'),
        'utf8',
      );
      const section = page.slice(page.indexOf('## Ports per role'), page.indexOf('## Who talks'));
      const rows = [...section.matchAll(/^\| ([^|]+) \| (\d+)\/TCP \| ([^|]+) \|$/gm)];
      expect(rows.length, tree).toBeGreaterThanOrEqual(6);
      for (const [, role, port] of rows) {
        const party = Object.entries(facts.labels).find(([, label]) =>
          role.trim().startsWith(label),
        )?.[0];
        expect(party, `${tree}: ${role}`).toBeDefined();
        const inbound = facts.connections.filter((c) => c.to.includes(party as never));
        const ports = inbound.map((c) => (c.port === 'deployment' ? 443 : c.port));
        expect(ports, `${tree}: ${role} ${port}`).toContain(Number(port));
      }
    }
  });
});

describe('inbound rules', () => {
  const facts = networkByVersion['1.18.0'];

  it('give each host of one-host-per-role the sources that connect to its roles', () => {
    const [web, database, agent, proxy] = standard.hosts.map((host) =>
      inboundRules(facts, standard, host),
    );
    expect(database).toEqual([
      {port: 5432, sourceVariable: 'WEB_APP_NET', from: 'Web App hosts', why: ['Application data']},
    ]);
    // Users reach the Web App from anywhere, which lets the agents, proxies and Windows in too.
    expect(web).toHaveLength(1);
    expect(web[0].port).toBe(443);
    expect(web[0].sourceVariable).toBeUndefined();
    expect(web[0].from).toMatch(/Agent, Connection proxy, Windows server hosts/);
    expect(agent.map((rule) => [rule.port, rule.sourceVariable])).toEqual([[443, 'WEB_APP_NET']]);
    // The connection proxy: 443 from the Web Apps (the target servers are outbound).
    expect(proxy.map((rule) => [rule.port, rule.sourceVariable])).toEqual([[443, 'WEB_APP_NET']]);
    expect(inboundRules(facts, standard, 'windows_server').map((r) => r.sourceVariable)).toEqual([
      'WEB_APP_NET',
      'CONNECTION_PROXY_NET',
    ]);
  });

  it('leave out connections between roles of the same host, and use the reader’s port', () => {
    const single = PRESETS.single.topology;
    const rules = inboundRules(facts, single, single.hosts[0], '8443');
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({port: 8443, from: 'Anywhere users are'});
    const webAndDatabase: Topology = {
      hosts: [['web_app', 'database'], ['agent']],
      windows: false,
      targets: false,
    };
    const first = inboundRules(facts, webAndDatabase, webAndDatabase.hosts[0]);
    expect(first.map((rule) => rule.port)).toEqual([443]);
  });

  it('open a dedicated proxy to users and its zone’s agents to the proxy', () => {
    const dedicated = PRESETS.dedicated.topology;
    const agent = inboundRules(facts, dedicated, ['agent']);
    expect(agent.map((rule) => rule.sourceVariable)).toEqual([
      'WEB_APP_NET',
      'DEDICATED_PROXY_NET',
    ]);
    const proxy = inboundRules(facts, dedicated, ['dedicated_proxy']);
    expect(proxy).toEqual([expect.objectContaining({port: 443, from: 'Anywhere users are'})]);
  });
});

describe('commands', () => {
  const facts = networkByVersion.current;
  const rules = inboundRules(facts, standard, ['database']);

  it('have the forms ufw and firewalld document', () => {
    expect(ufwCommands(rules)).toBe(
      'sudo ufw allow from "$WEB_APP_NET" to any port 5432 proto tcp',
    );
    expect(firewalldCommands(rules)).toBe(
      'sudo firewall-cmd --permanent --add-rich-rule="rule family=ipv4 source address=$WEB_APP_NET port port=5432 protocol=tcp accept"\nsudo firewall-cmd --reload',
    );
    const open = inboundRules(facts, standard, ['web_app']);
    expect(ufwCommands(open)).toBe('sudo ufw allow 443/tcp');
    expect(firewalldCommands(open)).toBe(
      'sudo firewall-cmd --permanent --add-port=443/tcp\nsudo firewall-cmd --reload',
    );
    expect(firewalldCommands([])).toBe('');
  });
});

describe('topology in the address', () => {
  it('round-trips, and refuses unknown roles and empty hosts with a message', () => {
    expect(topologyFromQuery(`?${queryOfTopology(standard)}`)).toEqual({topology: standard});
    expect(topologyFromQuery('?hosts=web_app+mainframe').problem).toMatch(
      /"mainframe", which is not a role of a Kasm host/,
    );
    expect(topologyFromQuery('?hosts=web_app,,agent').problem).toMatch(/host without a role/);
    expect(topologyFromQuery('?role=agent')).toEqual({});
  });
});

describe('Markdown export', () => {
  it('writes the connections table and each host’s rules with commands', () => {
    const table = networkMarkdown('1.18.0');
    expect(table.split('\n')).toHaveLength(2 + networkByVersion['1.18.0'].connections.length);
    expect(table).toContain('| Web App | Database | 5432 | Application data |');
    const rules = firewallMarkdown('current');
    expect(rules).toContain('Inbound rules of a host that runs the Database role:');
    expect(rules).toContain('sudo ufw allow from "$WEB_APP_NET" to any port 5432 proto tcp');
    expect(networkMarkdown(undefined)).toBe('');
  });
});
