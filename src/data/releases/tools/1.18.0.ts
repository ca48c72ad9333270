import {INSTALL_ROLES, type InstallerFacts, type NetworkFacts, type SizingFacts} from '../types';

/**
 * The data of the deployment tools (src/plugins/deployment) for the 1.18.0 tree (versioned_docs/version-1.18.0): the installer's
 * roles and options, who connects to whom, and the numbers hosts are sized with, each with its
 * public source. Apart from the release variables of ../1.18.0.ts, so that a page with a tool
 * loads only these tables.
 */

const AWS = 'https://github.com/kasmtech/kasm-aws-deployment/blob';
const AGENT_SCRIPT =
  'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/docker_agents/ubuntu.sh';
const AWS_DATABASE = `${AWS}/0bcb500964c1dc7d12f2c3b45c7865048490a49a/userdata/database_userdata.sh`;
const AWS_WEB_APP = `${AWS}/0bcb500964c1dc7d12f2c3b45c7865048490a49a/userdata/webapp_userdata.sh`;
const AWS_REMOTE_DB = `${AWS}/79869df28674781bcd64b9172fb53e1e037d140f/userdata/db_init_userdata.sh`;
const AWS_CONNECTION_PROXY = `${AWS}/4717697faed6abc2d502f551cedbeb4839ef32cd/userdata/cpx_userdata.sh`;
const AWS_PROXY = `${AWS}/4717697faed6abc2d502f551cedbeb4839ef32cd/userdata/proxy_userdata.sh`;

/**
 * The installer's roles and the options that Kasm's own scripts pass for this release, for the
 * install command builder (src/plugins/deployment). Only options a 1.18 trace shows are
 * here; the install pages name the others through `install.sh --help`.
 */
export const installer_1_18_0: InstallerFacts = {
  script: 'kasm_release/install.sh',
  upgradeScript: 'kasm_release/upgrade.sh',
  roles: [
    {
      id: 'all',
      label: 'Single server',
      installs: 'every service on one host',
      source: 'https://github.com/linuxserver/docker-kasm/blob/1.18.0-ls127/Dockerfile',
    },
    {id: 'db', label: 'Database', installs: 'the database', source: AWS_DATABASE},
    {
      id: 'init_remote_db',
      label: 'Managed PostgreSQL',
      installs: 'nothing; it creates the Kasm database on an existing PostgreSQL server',
      source: AWS_REMOTE_DB,
    },
    {id: 'app', label: 'Web App', installs: 'the Web App services', source: AWS_WEB_APP},
    {id: 'agent', label: 'Agent', installs: 'the agent', source: AGENT_SCRIPT},
    {
      id: 'guac',
      label: 'Connection proxy',
      installs: 'the connection proxy',
      source: AWS_CONNECTION_PROXY,
    },
    {id: 'proxy', label: 'Dedicated proxy', installs: 'only the Kasm proxy', source: AWS_PROXY},
  ],
  options: [
    {
      flag: '-e',
      meaning: 'Accepts the End User License Agreement without the prompt',
      default: 'The installer asks',
      roles: INSTALL_ROLES,
      source: AGENT_SCRIPT,
    },
    {
      flag: '-L',
      value: {kind: 'port', label: 'Proxy port'},
      meaning: "Sets the port on which Kasm's proxy listens",
      default: '443',
      roles: INSTALL_ROLES,
      source: 'https://github.com/kasmtech/workspaces-stigs/blob/develop/README.md',
    },
    {
      flag: '-P',
      value: {kind: 'secret', variable: 'KASM_ADMIN_PW', label: 'Password for admin@kasm.local'},
      meaning: 'Sets the password of `admin@kasm.local`',
      default: 'Random',
      roles: ['all', 'db', 'init_remote_db'],
      source: AWS_DATABASE,
    },
    {
      flag: '-U',
      value: {kind: 'secret', variable: 'KASM_USER_PW', label: 'Password for user@kasm.local'},
      meaning: 'Sets the password of `user@kasm.local`',
      default: 'Random',
      roles: ['all', 'db', 'init_remote_db'],
      source: AWS_DATABASE,
    },
    {
      flag: '-z',
      value: {kind: 'zone', label: 'Deployment zone'},
      meaning: 'Names the deployment zone this server belongs to',
      default: 'See deployment zones',
      roles: ['all', 'app', 'guac'],
      source: AWS_WEB_APP,
    },
    {
      flag: '-H',
      meaning: "Skips the installer's swap check",
      default: 'Check on',
      roles: ['all', 'init_remote_db'],
      source: AWS_REMOTE_DB,
    },
    {
      flag: '-q',
      value: {kind: 'address', variable: 'DB_HOST', label: 'Address of the database server'},
      meaning: 'Database host',
      default: 'None',
      roles: ['app', 'init_remote_db'],
      neededBy: ['app', 'init_remote_db'],
      source: AWS_WEB_APP,
    },
    {
      flag: '-Q',
      value: {kind: 'secret', variable: 'KASM_DB_PW', label: 'Database password'},
      meaning: 'Password of the `kasmapp` database user',
      default: 'Generated with the database',
      roles: ['db', 'init_remote_db', 'app'],
      neededBy: ['init_remote_db', 'app'],
      source: AWS_WEB_APP,
    },
    {
      flag: '-g',
      value: {
        kind: 'address',
        variable: 'PG_MASTER_USER',
        label: 'Administrative user of the PostgreSQL server',
      },
      meaning: 'Administrative user that creates the Kasm database and its user',
      default: 'None',
      roles: ['init_remote_db'],
      neededBy: ['init_remote_db'],
      source: AWS_REMOTE_DB,
    },
    {
      flag: '-G',
      value: {kind: 'secret', variable: 'PG_MASTER_PW', label: 'Password of that user'},
      meaning: 'Password of the administrative user',
      default: 'None',
      roles: ['init_remote_db'],
      neededBy: ['init_remote_db'],
      source: AWS_REMOTE_DB,
    },
    {
      flag: '-M',
      value: {kind: 'secret', variable: 'KASM_MANAGER_TOKEN', label: 'Manager token'},
      meaning: 'Manager token, with which agents register',
      default: 'Generated with the database',
      roles: ['db', 'init_remote_db', 'agent'],
      neededBy: ['agent'],
      source: AGENT_SCRIPT,
    },
    {
      flag: '-k',
      value: {
        kind: 'secret',
        variable: 'KASM_REGISTRATION_TOKEN',
        label: 'Service registration token',
      },
      meaning: 'Service registration token, with which connection proxies register',
      default: 'Generated with the database',
      roles: ['db', 'init_remote_db', 'guac'],
      neededBy: ['guac'],
      source: AWS_CONNECTION_PROXY,
    },
    {
      flag: '-p',
      value: {kind: 'address', variable: 'THIS_HOST', label: 'Address of this server'},
      meaning:
        'Address of this server, as the Web Apps reach it (for a dedicated proxy: as users reach it)',
      default: 'None',
      roles: ['agent', 'guac', 'proxy'],
      neededBy: ['agent', 'guac', 'proxy'],
      source: AGENT_SCRIPT,
    },
    {
      flag: '-m',
      value: {kind: 'host', label: 'Web App host name'},
      meaning:
        'Web App, or the load balancer in front of the Web Apps, that the agent registers with',
      default: 'None',
      roles: ['agent'],
      neededBy: ['agent'],
      source: AGENT_SCRIPT,
    },
    {
      flag: '-n',
      value: {kind: 'host', label: 'Web App host name'},
      meaning:
        'Web App, or the load balancer in front of the Web Apps, that the proxy registers with and authenticates against',
      default: 'None',
      roles: ['guac', 'proxy'],
      neededBy: ['guac', 'proxy'],
      source: AWS_CONNECTION_PROXY,
    },
  ],
};

const AWS_SECURITY_GROUPS = `${AWS}/4717697faed6abc2d502f551cedbeb4839ef32cd/security_groups.tf`;
const AWS_LOAD_BALANCERS = `${AWS}/4717697faed6abc2d502f551cedbeb4839ef32cd/load-balancers.tf`;
const DESKTOP_SERVICE = 'https://kasmweb.com/docs/latest/guide/windows/windows_service.html';
const CONNECTION_PROXIES =
  'https://www.kasmweb.com/docs/latest/guide/windows/connection_proxy.html';

/**
 * Who connects to whom in a deployment, and on which port: the "who talks to whom" table of the
 * architecture roles page and the firewall rules its planner derives (src/plugins/deployment).
 */
export const network_1_18_0: NetworkFacts = {
  labels: {
    users: "User's browser",
    rdp_clients: 'Native RDP client',
    web_app: 'Web App',
    database: 'Database',
    agent: 'Agent',
    session_containers: 'Session container',
    connection_proxy: 'Connection proxy',
    dedicated_proxy: 'Dedicated proxy',
    windows_server: 'Windows server',
    target_servers: 'Target servers',
  },
  connections: [
    {
      from: ['users'],
      to: ['web_app'],
      port: 'deployment',
      why: 'Sign-in, dashboard, API and, in the standard architecture, session streams',
      source: AWS_LOAD_BALANCERS,
    },
    {
      from: ['web_app'],
      to: ['database'],
      port: 5432,
      why: 'Application data',
      source: AWS_SECURITY_GROUPS,
    },
    {
      from: ['web_app'],
      to: ['agent'],
      port: 'deployment',
      why: 'Creating and removing sessions, relaying session streams',
      source: AWS_SECURITY_GROUPS,
    },
    {
      from: ['agent'],
      to: ['web_app'],
      port: 'deployment',
      why: 'Health check before install, configuration, heartbeats and session authentication',
      source: AWS_SECURITY_GROUPS,
    },
    {
      from: ['web_app'],
      to: ['connection_proxy'],
      port: 'deployment',
      why: 'Relaying server sessions; health checks',
      source: AWS_SECURITY_GROUPS,
    },
    {
      from: ['connection_proxy'],
      to: ['web_app'],
      port: 'deployment',
      why: 'Registration at install, then authorising each user connection',
      source: AWS_SECURITY_GROUPS,
    },
    {
      from: ['connection_proxy'],
      to: ['target_servers'],
      port: 'protocol',
      portLabel: 'RDP, VNC or SSH port of each server',
      why: 'The brokered connection',
      source: CONNECTION_PROXIES,
    },
    {
      from: ['rdp_clients'],
      to: ['web_app'],
      toLabel: 'The host name and port written in the `.rdp` file',
      port: 'rdp_file',
      portLabel: 'The port in the `.rdp` file',
      why: 'Opening server workspaces in an RDP client, through the RDP HTTPS gateway',
      source: AWS_LOAD_BALANCERS,
    },
    {
      from: ['users'],
      to: ['dedicated_proxy'],
      port: 'deployment',
      why: 'Session traffic for container sessions in its zone',
      source: `${AWS}/4717697faed6abc2d502f551cedbeb4839ef32cd/userdata/proxy_userdata.sh`,
    },
    {
      from: ['dedicated_proxy'],
      to: ['web_app', 'agent'],
      toLabel: 'Web App, agents in its zone',
      port: 'deployment',
      why: 'Authenticating and relaying session traffic',
      source: AWS_SECURITY_GROUPS,
    },
    {
      from: ['session_containers'],
      to: ['web_app'],
      port: 'deployment',
      why: 'API calls from inside the session, for example profile manifests for persistent profiles stored in S3',
      source: AWS_SECURITY_GROUPS,
    },
    {
      from: ['web_app', 'connection_proxy'],
      to: ['windows_server'],
      port: 4902,
      why: 'Kasm Desktop Service features',
      source: DESKTOP_SERVICE,
    },
    {
      from: ['windows_server'],
      to: ['web_app'],
      port: 'deployment',
      why: 'Kasm Desktop Service check-ins',
      source: DESKTOP_SERVICE,
    },
  ],
  protocolPorts: [
    {protocol: 'RDP', port: 3389},
    {protocol: 'SSH', port: 22},
    {protocol: 'VNC', port: 5900},
  ],
};

const WORKSPACES_PAGE = 'https://kasmweb.com/docs/latest/guide/workspaces.html';
const REQUIREMENTS_PAGE = 'https://kasmweb.com/docs/latest/install/system_requirements.html';

/** The numbers of the system requirements page and its sizing calculator. */
export const sizing_1_18_0: SizingFacts = {
  workspaceCores: {value: 2, source: WORKSPACES_PAGE},
  workspaceMemoryBytes: {value: 2_768_000_000, source: WORKSPACES_PAGE},
  minimumCores: {value: 2, source: REQUIREMENTS_PAGE},
  minimumMemoryGb: {value: 4, source: REQUIREMENTS_PAGE},
  minimumDiskGb: {value: 50, source: REQUIREMENTS_PAGE},
};
