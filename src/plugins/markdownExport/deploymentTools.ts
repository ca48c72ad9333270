/**
 * The Markdown form of the deployment tools (src/plugins/deployment), built from the same data
 * with the documented defaults:
 * - the install command builder: the command of the page's role and the release's options table,
 *   the two things the page's HTML shows without JavaScript;
 * - the table of who connects to whom (NetworkConnections);
 * - the firewall planner: the inbound rules of each host when every role has a host of its own;
 * - the sizing calculator: the result for the page's example.
 */
import {
  installerByVersion,
  INSTALL_ROLES,
  networkByVersion,
  releaseVariablesByVersion,
  sizingByVersion,
  textOf,
  type InstallRole,
} from '../../data/releases';
import {defaultSizingInput, sizeAgents} from '../deployment/client/sizing';
import {cell, markdownTable} from './referenceTables';
import {
  firewalldCommands,
  inboundRules,
  partyNames,
  portText,
  PRESETS,
  ufwCommands,
} from '../deployment/client/firewall';
import {
  buildInstallCommand,
  commandText,
  optionsForRole,
  presetChoices,
} from '../deployment/client/installCommand';

export function installerMarkdown(
  docsVersion: string | undefined,
  role: string | undefined,
  mode?: string,
): string {
  const facts = docsVersion === undefined ? undefined : installerByVersion[docsVersion];
  const upgrade = mode === 'upgrade';
  if (!facts)
    return `Run \`sudo bash kasm_release/${upgrade ? 'upgrade' : 'install'}.sh --help\` to list its options.`;
  const builderMode = upgrade ? 'upgrade' : 'install';
  const pageRole: InstallRole = upgrade
    ? 'all'
    : (INSTALL_ROLES.find((known) => known === role) ?? 'all');
  const built = buildInstallCommand(
    facts,
    presetChoices(facts, pageRole, undefined, false, builderMode),
    undefined,
    builderMode,
  );
  const roleLabel = facts.roles.find((entry) => entry.id === pageRole)?.label ?? pageRole;
  const labelOf = (id: InstallRole) => facts.roles.find((entry) => entry.id === id)?.label ?? id;
  const options = upgrade ? optionsForRole(facts, 'all', 'upgrade') : facts.options;
  const rows = options.map((option) => [
    `\`${option.flag}\``,
    cell(option.meaning),
    cell(option.default),
    option.roles.length === facts.roles.length ? 'All' : cell(option.roles.map(labelOf).join(', ')),
  ]);
  return [
    upgrade
      ? 'Upgrade command for a single server:'
      : `Command for the ${roleLabel.toLowerCase()} role:`,
    '',
    '```bash',
    commandText(built, 'multi'),
    '```',
    ...(rows.length === 0
      ? []
      : [
          '',
          `${upgrade ? 'Upgrader' : 'Installer'} options the builder knows for this release:`,
          '',
          markdownTable(['Option', 'What it does', 'Without it', 'Roles'], rows),
        ]),
  ].join('\n');
}

function table(header: string[], rows: string[][]): string {
  return markdownTable(
    header,
    rows.map((row) => row.map(cell)),
  );
}

export function networkMarkdown(docsVersion: string | undefined): string {
  const facts = docsVersion === undefined ? undefined : networkByVersion[docsVersion];
  if (!facts) return '';
  return table(
    ['From', 'To', 'Port', 'Why'],
    facts.connections.map((connection) => [
      partyNames(facts, connection.from),
      connection.toLabel ?? partyNames(facts, connection.to),
      portText(connection),
      connection.why,
    ]),
  );
}

export function firewallMarkdown(docsVersion: string | undefined): string {
  const facts = docsVersion === undefined ? undefined : networkByVersion[docsVersion];
  if (!facts) return '';
  const {topology} = PRESETS.standard;
  const sections = topology.hosts.map((host) => {
    const rules = inboundRules(facts, topology, host);
    const title = `Inbound rules of a host that runs the ${host.map((role) => facts.labels[role]).join(', ')} role:`;
    return [
      title,
      '',
      table(
        ['Allow from', 'TCP port', 'For'],
        rules.map((rule) => [
          rule.sourceVariable ? `${rule.from} (\`${rule.sourceVariable}\`)` : rule.from,
          String(rule.port),
          rule.why.join('; '),
        ]),
      ),
      '',
      'With ufw:',
      '',
      '```bash',
      ufwCommands(rules),
      '```',
      '',
      'With firewalld:',
      '',
      '```bash',
      firewalldCommands(rules),
      '```',
    ].join('\n');
  });
  return sections.join('\n\n');
}

export function sizingMarkdown(docsVersion: string | undefined): string {
  const facts = docsVersion === undefined ? undefined : sizingByVersion[docsVersion];
  if (!facts) return '';
  const input = defaultSizingInput(facts);
  const result = sizeAgents(facts, input);
  const swapGb = textOf(
    releaseVariablesByVersion[docsVersion!]?.autoscale_agent_swap_size_gb ?? '',
  );
  const memory = String(Math.round(input.sessionMemoryGb * 1000) / 1000);
  return [
    `The sizing calculator of this page, for its example: an agent with ${input.agentCores} cores and ${input.agentMemoryGb} GB fits ${result.byCores} sessions by cores (${input.agentCores} ÷ ${input.sessionCores}) and ${result.byMemory} by memory (${input.agentMemoryGb} ÷ ${memory}), so ${result.perAgent} sessions per agent; ${input.sessions} concurrent sessions need ${result.needed} agents, ${result.agents} with ${input.spareAgents} spare.`,
    `Each agent also needs swap${swapGb ? ` (Kasm's agent startup script creates a swap file of ${swapGb} GB on a host that has none)` : ''} and at least ${result.minimumDiskGb} GB free for Docker, plus the space of every workspace image you enable.`,
  ].join('\n\n');
}
