/**
 * The firewall planner's logic, apart from React: from the release's table of who connects to
 * whom (src/data/releases, `network_*`) and the reader's hosts (which roles each one runs), the
 * inbound rules of each host, and the same rules as `ufw` and `firewalld` commands. Connections
 * between roles on the same host need no rule; users and native RDP clients come from anywhere;
 * every other source is a shell variable that holds the addresses of the hosts of that role.
 */
import {
  HOST_ROLES,
  type HostRole,
  type NetworkConnection,
  type NetworkFacts,
  type NetworkParty,
} from '../../../data/releases/types';

import {DEFAULT_DEPLOYMENT} from './values';

/** The hosts the reader plans, each with the roles it runs, and the systems around them. */
export interface Topology {
  readonly hosts: readonly (readonly HostRole[])[];
  /** Windows servers with the Kasm Desktop Service. */
  readonly windows: boolean;
  /** RDP, VNC or SSH servers that connection proxies reach. */
  readonly targets: boolean;
}

export const PRESETS: Readonly<Record<string, {label: string; topology: Topology}>> = {
  single: {
    label: 'Single server',
    topology: {
      hosts: [['web_app', 'database', 'agent', 'connection_proxy']],
      windows: false,
      targets: false,
    },
  },
  standard: {
    label: 'One host per role',
    topology: {
      hosts: [['web_app'], ['database'], ['agent'], ['connection_proxy']],
      windows: true,
      targets: true,
    },
  },
  dedicated: {
    label: 'One host per role, with a dedicated proxy',
    topology: {
      hosts: [['web_app'], ['database'], ['agent'], ['connection_proxy'], ['dedicated_proxy']],
      windows: false,
      targets: true,
    },
  },
};

/** The shell variable that holds the addresses of a party's hosts. */
export const SOURCE_VARIABLES: Readonly<Partial<Record<NetworkParty, string>>> = {
  web_app: 'WEB_APP_NET',
  database: 'DATABASE_NET',
  agent: 'AGENT_NET',
  connection_proxy: 'CONNECTION_PROXY_NET',
  dedicated_proxy: 'DEDICATED_PROXY_NET',
  windows_server: 'WINDOWS_NET',
};

/** Parties that connect from anywhere a user may be. */
const ANYWHERE = new Set<NetworkParty>(['users', 'rdp_clients']);

/** Where a party runs: session containers run on the agents. */
function hostRoleOf(party: NetworkParty): NetworkParty {
  return party === 'session_containers' ? 'agent' : party;
}

function portNumber(
  port: 'deployment' | number | 'protocol' | 'rdp_file',
  deploymentPort: string,
): number {
  return port === 'deployment' ? Number(deploymentPort) : typeof port === 'number' ? port : NaN;
}

export interface InboundRule {
  readonly port: number;
  /** undefined: from anywhere. */
  readonly sourceVariable?: string;
  /** Who the rule lets in, as the table names them. */
  readonly from: string;
  readonly why: readonly string[];
}

/** Whether the topology has a party at all (users always; the systems when chosen). */
function present(topology: Topology, party: NetworkParty): boolean {
  const role = hostRoleOf(party);
  if (ANYWHERE.has(role)) return true;
  if (role === 'windows_server') return topology.windows;
  if (role === 'target_servers') return topology.targets;
  return topology.hosts.some((host) => host.includes(role as HostRole));
}

/**
 * The inbound rules of one host, or of the Windows servers (`'windows_server'`): one rule per
 * port and source, with every reason that needs it.
 */
export function inboundRules(
  facts: NetworkFacts,
  topology: Topology,
  host: readonly HostRole[] | 'windows_server',
  deploymentPort: string = DEFAULT_DEPLOYMENT.port,
): InboundRule[] {
  const runs = (party: NetworkParty) =>
    host === 'windows_server' ? party === 'windows_server' : host.includes(party as HostRole);
  const rules = new Map<string, {port: number; source: NetworkParty; why: string[]}>();
  for (const connection of facts.connections) {
    if (!connection.to.some(runs)) continue;
    const port = portNumber(connection.port, deploymentPort);
    if (Number.isNaN(port)) continue;
    for (const from of connection.from) {
      const source = ANYWHERE.has(from) ? 'users' : hostRoleOf(from);
      if (!present(topology, from)) continue;
      // A connection between roles of this host never leaves it.
      if (host !== 'windows_server' && host.includes(source as HostRole)) continue;
      const key = `${port} ${source}`;
      const rule = rules.get(key) ?? {port, source, why: []};
      if (!rule.why.includes(connection.why)) rule.why.push(connection.why);
      rules.set(key, rule);
    }
  }
  // A port open to anywhere lets every other source in too: one rule, which names them.
  const open = [...rules.values()].filter((rule) => rule.source === 'users');
  const result: InboundRule[] = [];
  for (const rule of open) {
    const covered = [...rules.values()].filter(
      (other) => other.port === rule.port && other.source !== 'users',
    );
    result.push({
      port: rule.port,
      from:
        covered.length === 0
          ? 'Anywhere users are'
          : `Anywhere users are (this also lets in the ${covered.map((other) => facts.labels[other.source]).join(', ')} hosts)`,
      why: [...rule.why, ...covered.flatMap((other) => other.why)],
    });
  }
  for (const rule of rules.values()) {
    if (rule.source === 'users' || open.some((other) => other.port === rule.port)) continue;
    result.push({
      port: rule.port,
      sourceVariable: SOURCE_VARIABLES[rule.source],
      from: `${facts.labels[rule.source]} hosts`,
      why: rule.why,
    });
  }
  return result.sort((a, b) => a.port - b.port);
}

/** The ports the connection proxies reach on the target servers, by protocol. */
export function targetRules(facts: NetworkFacts): string[] {
  return facts.protocolPorts.map(({protocol, port}) => `${protocol}: TCP ${port}`);
}

export function ufwCommands(rules: readonly InboundRule[]): string {
  return rules
    .map((rule) =>
      rule.sourceVariable
        ? `sudo ufw allow from "$${rule.sourceVariable}" to any port ${rule.port} proto tcp`
        : `sudo ufw allow ${rule.port}/tcp`,
    )
    .join('\n');
}

export function firewalldCommands(rules: readonly InboundRule[]): string {
  if (rules.length === 0) return '';
  const lines = rules.map((rule) =>
    rule.sourceVariable
      ? `sudo firewall-cmd --permanent --add-rich-rule="rule family=ipv4 source address=$${rule.sourceVariable} port port=${rule.port} protocol=tcp accept"`
      : `sudo firewall-cmd --permanent --add-port=${rule.port}/tcp`,
  );
  return [...lines, 'sudo firewall-cmd --reload'].join('\n');
}

/** The variables a host's commands read, for the list the reader fills in first. */
export function sourceVariables(rules: readonly InboundRule[]): string[] {
  return [...new Set(rules.flatMap((rule) => (rule.sourceVariable ? [rule.sourceVariable] : [])))];
}

/** The address's query parameters that hold a topology. */
export const FIREWALL_QUERY = {hosts: 'hosts', windows: 'windows', targets: 'targets'} as const;

/** Hosts as the address writes them: roles joined with `+`, hosts with `,`. */
export function queryOfTopology(topology: Topology): string {
  const params = new URLSearchParams();
  params.set(FIREWALL_QUERY.hosts, topology.hosts.map((host) => host.join('+')).join(','));
  params.set(FIREWALL_QUERY.windows, topology.windows ? '1' : '0');
  params.set(FIREWALL_QUERY.targets, topology.targets ? '1' : '0');
  return params.toString();
}

/** The topology an address holds, or why it holds none that can be used. */
export function topologyFromQuery(search: string): {topology?: Topology; problem?: string} {
  const params = new URLSearchParams(search);
  const raw = params.get(FIREWALL_QUERY.hosts);
  if (raw === null) return {};
  // A `+` typed into an address reads as a space: accept either between roles.
  const hosts = raw.split(',').map((host) => host.split(/[+ ]/).filter(Boolean));
  const unknown = hosts.flat().filter((role) => !(HOST_ROLES as readonly string[]).includes(role));
  if (unknown.length > 0 || hosts.some((host) => host.length === 0)) {
    return {
      problem:
        unknown.length > 0
          ? `The address names ${unknown.map((role) => `"${role}"`).join(', ')}, which is not a role of a Kasm host. The planner shows one host per role instead.`
          : 'The address holds a host without a role. The planner shows one host per role instead.',
    };
  }
  return {
    topology: {
      hosts: hosts.map((host) => [...new Set(host)] as HostRole[]),
      windows: params.get(FIREWALL_QUERY.windows) === '1',
      targets: params.get(FIREWALL_QUERY.targets) === '1',
    },
  };
}

/** The parties of a connection as the table names them. */
export function partyNames(facts: NetworkFacts, parties: readonly NetworkParty[]): string {
  return parties.map((party) => facts.labels[party]).join(', ');
}

/** The table's Port column: the documented default of the deployment's port, or the row's words. */
export function portText(connection: NetworkConnection): string {
  if (connection.portLabel) return connection.portLabel;
  return connection.port === 'deployment' ? '443' : String(connection.port);
}
