import {
  fact,
  INSTALL_ROLES,
  STORAGE_URL,
  unknownChecksums,
  unknownValue,
  type InstallerFacts,
  type NetworkFacts,
  type SizingFacts,
  type ReleaseVariables,
} from './types';

/**
 * Release variables of the 1.18.0 tree (versioned_docs/version-1.18.0), the latest version.
 * The build id and bundle name are those the vendor's own 1.18.0 agent startup script downloads:
 * https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/docker_agents/ubuntu.sh
 */
export const release_1_18_0: ReleaseVariables = {
  release: '1.18.0',
  previous_release: '1.17.0',
  next_release: '1.19.0',
  build_date: '2025-05-16',
  commit_hash: '09f70a',
  storage_url: STORAGE_URL,
  // Bundles up to 1.18.0 carry the build id in their name: kasm_release_<version>.<build>.tar.gz.
  release_bundle: 'kasm_release_1.18.0.09f70a.tar.gz',
  // Service layout and database. From 1.17 each service keeps its configuration file in a
  // folder of its own under conf/app/; the flat conf/app/*.app.config.yaml layout is 1.16's.
  // Host layout: the vendor's Helm chart (a later release's trace) mounts the API file at
  // /opt/kasm/current/conf/app/api/. No vendor source names the host paths of the agent and RDP
  // gateway files for this release, so pages point to conf/app/ for those.
  config_api_file: fact(
    '/opt/kasm/current/conf/app/api/api.app.config.yaml',
    'https://github.com/kasmtech/kasm-helm/blob/0cfce10708a3054775ab7d30409b078e74d6df54/charts/kasm-helm/templates/api-deployment.yaml',
  ),
  db_container: fact(
    'kasm_db',
    'https://github.com/kasmtech/kasm-db/blob/0158bf4a5257c9bc6f74d3b1eb3768bfa79e079b/README.md',
  ),
  // kasm-db README: "kasmweb/postgres:1.18.0 being the current release", built on PostgreSQL 16 with pgaudit.
  db_image: fact(
    'kasmweb/postgres:1.18.0',
    'https://github.com/kasmtech/kasm-db/blob/0158bf4a5257c9bc6f74d3b1eb3768bfa79e079b/README.md',
  ),
  db_image_repository: fact(
    'kasmweb/postgres',
    'https://github.com/kasmtech/kasm-db/blob/0158bf4a5257c9bc6f74d3b1eb3768bfa79e079b/README.md',
  ),
  db_postgres_major: fact(
    '16',
    'https://github.com/kasmtech/kasm-db/blob/04f1ab50cf0b08d20b1563f04b1269ca8d81a856/Dockerfile',
  ),
  db_log_dir: fact(
    '/opt/kasm/current/log/postgres/',
    'https://github.com/kasmtech/kasm-db/blob/0158bf4a5257c9bc6f74d3b1eb3768bfa79e079b/README.md',
  ),
  db_postgresql_conf: fact(
    '/opt/kasm/current/conf/database/postgresql.conf',
    'https://github.com/kasmtech/kasm-db/blob/0158bf4a5257c9bc6f74d3b1eb3768bfa79e079b/README.md',
  ),
  install_static_images_flag: unknownValue(
    'The 1.18.0 installer uses release tags unless told otherwise; no static-images flag is traced for 1.18.',
  ),
  // Autoscale startup scripts: the vendor's scripts on branch release/1.18.0.
  autoscale_scripts_branch: fact(
    'release/1.18.0',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/tree/release/1.18.0',
  ),
  autoscale_scripts_tree: fact(
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/tree/release/1.18.0',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/tree/release/1.18.0',
  ),
  autoscale_docker_agent_startup_script: fact(
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/docker_agents/ubuntu.sh',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/docker_agents/ubuntu.sh',
  ),
  autoscale_docker_agent_cloud_config: fact(
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/docker_agents/cloud-config.yaml',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/docker_agents/README.md',
  ),
  autoscale_linux_vm_scripts: fact(
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/tree/release/1.18.0/linux_vms',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/tree/release/1.18.0/linux_vms',
  ),
  autoscale_windows_vm_scripts: fact(
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/tree/release/1.18.0/windows_vms',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/windows_vms/README.md',
  ),
  autoscale_windows_startup_archive: fact(
    'https://kasmweb-build-artifacts.s3.amazonaws.com/kasm-autoscale-scripts/1.18.0/kasm-windows-startup.zip',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/windows_vms/README.md',
  ),
  // The release/1.18.0 agent script writes the address it detected here (a copy of that branch shows
  // it); the 1.18.1 script does not, so no page states it.
  autoscale_agent_install_log: fact(
    '/tmp/kasm_agent_install.log',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/docker_agents/ubuntu.sh',
  ),
  autoscale_agent_swap_file: fact(
    '/var/swap.1',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/docker_agents/ubuntu.sh',
  ),
  autoscale_agent_swap_size_gb: fact(
    '8',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/docker_agents/ubuntu.sh',
  ),
  autoscale_windows_startup_log: fact(
    'C:\\Users\\cloudbase-init\\AppData\\Local\\Temp\\kasm_startup_script.log',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/windows_vms/README.md',
  ),
  autoscale_windows_desktop_service_version: fact(
    '1.7.c54746a56',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/windows_vms/README.md',
  ),
  autoscale_windows_desktop_service_installer: fact(
    'kasm_windows_service_installer_x86_64_1.7_c54746a56.exe',
    'https://docs.kasm.com/docs/guide/windows/windows_service.html',
  ),
  // Windows startup package on Azure and its logs:
  // the script the Startup Script field calls, the event source and the Cloudbase-Init log.
  autoscale_windows_init_task_script: fact(
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/windows_vms/src/Init-VM-Task.ps1',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/windows_vms/README.md',
  ),
  autoscale_windows_event_source: fact(
    'kasm_startup_script',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/windows_vms/src/Utils.psm1',
  ),
  autoscale_windows_cloudbase_log: fact(
    'C:\\Program Files\\Cloudbase Solutions\\Cloudbase-Init\\log\\cloudbase-init.log',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/release/1.18.0/windows_vms/README.md',
  ),
  ...unknownChecksums('1.18.0'),
  // Kubernetes chart, zones and database engine. Kasm published no chart for 1.18.0
  // itself: the 1.18 line's chart is `kasm` 1.1181.0, which deploys 1.18.1.
  k8s_chart_name: fact(
    'kasm',
    'https://github.com/kasmtech/kasm-helm/blob/release/1.18.1/charts/kasm/Chart.yaml',
  ),
  k8s_chart_version: fact(
    '1.1181.0',
    'https://docs.kasm.com/docs/how-to/upgrade/kubernetes/upgrade_overview/index.html',
  ),
  k8s_chart_app_version: fact(
    '1.18.1',
    'https://docs.kasm.com/docs/how-to/upgrade/kubernetes/upgrade_overview/index.html',
  ),
  k8s_chart_oci: unknownValue(
    'The 1.1181.0 chart is installed from a checkout of its release branch; Kasm names no registry address for it.',
  ),
  k8s_chart_repo: fact(
    'https://github.com/kasmtech/kasm-helm.git',
    'https://github.com/kasmtech/kasm-helm',
  ),
  k8s_chart_branch: fact(
    'release/1.18.1',
    'https://github.com/kasmtech/kasm-helm/blob/release/1.18.1/README.md',
  ),
  k8s_zones_values_key: fact(
    'kasmZones',
    'https://github.com/kasmtech/kasm-helm/blob/release/1.18.1/charts/kasm/values.yaml',
  ),
  k8s_external_db_version: fact(
    'PostgreSQL 14',
    'https://github.com/kasmtech/kasm-helm/blob/release/1.18.1/charts/kasm/values.yaml',
  ),
  k8s_image_tag: fact(
    '1.18.1',
    'https://github.com/kasmtech/kasm-helm/blob/release/1.18.1/charts/kasm/values.yaml',
  ),
  // Service containers of the Docker install (containers). The 1.18.0 vendor page names the proxy
  // container; the 1.18.1 Compose file quoted by Kasm support in workspaces-issues#828 names the agent
  // container and the manager service it waits for; the 1.18.1 threads #832, #840 and #887 name the
  // API, Guacamole and both RDP gateway containers in their logs.
  container_proxy: fact(
    'kasm_proxy',
    'https://docs.kasm.com/docs/guide/system_architecture/index.html',
  ),
  container_api: fact('kasm_api', 'https://github.com/kasmtech/workspaces-issues/issues/887'),
  container_manager: fact(
    'kasm_manager',
    'https://github.com/kasmtech/workspaces-issues/issues/828',
  ),
  container_agent: fact('kasm_agent', 'https://github.com/kasmtech/workspaces-issues/issues/828'),
  container_guac: fact('kasm_guac', 'https://github.com/kasmtech/workspaces-issues/issues/840'),
  container_rdp_gateway: fact(
    'kasm_rdp_gateway',
    'https://github.com/kasmtech/workspaces-issues/issues/887',
  ),
  container_rdp_https_gateway: fact(
    'kasm_rdp_https_gateway',
    'https://github.com/kasmtech/workspaces-issues/issues/887',
  ),
  container_share: unknownValue(
    'The 1.18.0 system architecture page lists no share service; kasm_share belongs to older releases.',
  ),
  container_redis: unknownValue(
    'The 1.18.0 system architecture page lists PostgreSQL only; kasm_redis belongs to older releases.',
  ),
};

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
      roles: ['all'],
      source: 'https://github.com/linuxserver/docker-kasm/blob/1.18.0-ls127/Dockerfile',
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
