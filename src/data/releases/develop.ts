import {
  fact,
  INSTALL_ROLES,
  STORAGE_URL,
  unknownValue,
  type InstallerFacts,
  type NetworkFacts,
  type SizingFacts,
  type ReleaseVariables,
} from './types';

/**
 * The checksums of the 1.19.0 offline bundles that no stored copy of Kasm's 1.19.0 pages shows in
 * full; Kasm lists them on its download page and its 1.19.0 single server upgrade page.
 */
const UNREAD_CHECKSUM = unknownValue(
  'Kasm lists this 1.19.0 checksum on its download page and single server upgrade page, but no stored copy of them shows it in full.',
);

/** Release variables of the develop tree (docs/), which becomes 1.19.0. */
export const release_develop: ReleaseVariables = {
  release: '1.19.0',
  previous_release: '1.18.0',
  next_release: '1.20.0',
  // 1.19.0 is released (docs.kasm.com shows "Version: 1.19.0 (latest)"), but no vendor page of
  // 1.19.0 states its build date, and its bundles carry no build id in their names.
  build_date: unknownValue('No 1.19.0 vendor page states the build date of 1.19.0.'),
  commit_hash: unknownValue(
    'The 1.19.0 bundles are named without a build id (kasm_release_1.19.0.tar.gz) and no vendor page of 1.19.0 gives one.',
  ),
  storage_url: STORAGE_URL,
  // From 1.18.1 the bundles are named without the build id; Kasm's 1.19.0 single server upgrade
  // page lists the installer bundle as kasm_release_1.19.0.tar.gz:
  // https://docs.kasm.com/docs/develop/tutorials/upgrade/single-server-upgrade
  release_bundle: 'kasm_release_1.19.0.tar.gz',
  // Service layout and database. From 1.17 each service keeps its configuration file in a
  // folder of its own under conf/app/; the flat conf/app/*.app.config.yaml layout is 1.16's.
  // Host layout: the 1.19 Helm chart mounts the API file at /opt/kasm/current/conf/app/api/. No
  // vendor source names the host paths of the agent and RDP gateway files, so pages point to
  // conf/app/ for those.
  config_api_file: fact(
    '/opt/kasm/current/conf/app/api/api.app.config.yaml',
    'https://github.com/kasmtech/kasm-helm/blob/0cfce10708a3054775ab7d30409b078e74d6df54/charts/kasm-helm/templates/api-deployment.yaml',
  ),
  // kasm-db README (nearest release trace, 1.18); 1.19 host notes show the same container name.
  db_container: fact(
    'kasm_db',
    'https://github.com/kasmtech/kasm-db/blob/0158bf4a5257c9bc6f74d3b1eb3768bfa79e079b/README.md',
  ),
  // The 1.19 Helm chart names the rolling tag of each image, 1.19.0-rolling, and pulls
  // kasmweb/postgres.
  db_image: fact(
    'kasmweb/postgres:1.19.0-rolling',
    'https://github.com/kasmtech/kasm-helm/blob/029e7e089941fa901ca7d55f33931cab7ce4b6e9/charts/kasm-helm/values.yaml',
  ),
  db_image_repository: fact(
    'kasmweb/postgres',
    'https://github.com/kasmtech/kasm-helm/blob/029e7e089941fa901ca7d55f33931cab7ce4b6e9/charts/kasm-helm/values.yaml',
  ),
  // The 1.19 chart asks an external database to be PostgreSQL 16; kasm-db builds on 16.
  db_postgres_major: fact(
    '16',
    'https://github.com/kasmtech/kasm-helm/blob/029e7e089941fa901ca7d55f33931cab7ce4b6e9/charts/kasm-helm/values.yaml',
  ),
  // kasm-db README (nearest release trace, 1.18).
  db_log_dir: fact(
    '/opt/kasm/current/log/postgres/',
    'https://github.com/kasmtech/kasm-db/blob/0158bf4a5257c9bc6f74d3b1eb3768bfa79e079b/README.md',
  ),
  db_postgresql_conf: fact(
    '/opt/kasm/current/conf/database/postgresql.conf',
    'https://github.com/kasmtech/kasm-db/blob/0158bf4a5257c9bc6f74d3b1eb3768bfa79e079b/README.md',
  ),
  // From 1.19.0 the installer and the upgrader use the rolling service images by default;
  // -f / --use-static-images selects the static release tags (1.19.0 rolling image management
  // page; the develop single-server upgrade page shows it on upgrade.sh too).
  install_static_images_flag: fact(
    '--use-static-images',
    'https://docs.kasm.com/docs/how-to/infra-autoscale/rolling-image-management/index.html',
  ),
  // Autoscale startup scripts. No release/1.19.0 branch of the vendor's
  // repository is published; its README keeps the newest scripts on the default branch, develop,
  // and the older releases on release branches, so the 1.19 tree links develop.
  autoscale_scripts_branch: fact(
    'develop',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/README.md',
  ),
  autoscale_scripts_tree: fact(
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/tree/develop',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/README.md',
  ),
  autoscale_docker_agent_startup_script: fact(
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/docker_agents/ubuntu.sh',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/docker_agents/ubuntu.sh',
  ),
  autoscale_docker_agent_cloud_config: fact(
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/docker_agents/cloud-config.yaml',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/docker_agents/README.md',
  ),
  autoscale_linux_vm_scripts: fact(
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/tree/develop/linux_vms',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/linux_vms/README.md',
  ),
  autoscale_windows_vm_scripts: fact(
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/tree/develop/windows_vms',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/windows_vms/README.md',
  ),
  autoscale_windows_startup_archive: fact(
    'https://kasmweb-build-artifacts.s3.amazonaws.com/kasm-autoscale-scripts/develop/kasm-windows-startup.zip',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/windows_vms/README.md',
  ),
  autoscale_agent_install_log: unknownValue(
    'The default-branch agent script keeps no log file of its own; its output goes to the first-boot log of the platform.',
  ),
  autoscale_agent_swap_file: fact(
    '/var/swap.1',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/docker_agents/ubuntu.sh',
  ),
  autoscale_agent_swap_size_gb: fact(
    '8',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/docker_agents/ubuntu.sh',
  ),
  autoscale_windows_startup_log: fact(
    'C:\\Users\\cloudbase-init\\AppData\\Local\\Temp\\kasm_startup_script.log',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/windows_vms/README.md',
  ),
  autoscale_windows_desktop_service_version: unknownValue(
    'The default-branch Windows package installs the develop build of the Desktop Service; no 1.19.0 version is published.',
  ),
  autoscale_windows_desktop_service_installer: unknownValue(
    'The default-branch Windows package installs the develop build of the Desktop Service; no 1.19.0 installer is published.',
  ),
  // Windows startup package on Azure and its logs:
  // the script the Startup Script field calls, the event source and the Cloudbase-Init log.
  autoscale_windows_init_task_script: fact(
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/windows_vms/src/Init-VM-Task.ps1',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/windows_vms/README.md',
  ),
  autoscale_windows_event_source: fact(
    'kasm_startup_script',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/windows_vms/src/Utils.psm1',
  ),
  autoscale_windows_cloudbase_log: fact(
    'C:\\Program Files\\Cloudbase Solutions\\Cloudbase-Init\\log\\cloudbase-init.log',
    'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/windows_vms/README.md',
  ),
  // SHA-256 sums from Kasm's 1.19.0 single server upgrade page ("Install Files"). The installer
  // bundle is one file for both architectures (one row, one name without an architecture), so
  // both names hold its sum. The stored copies of the page show in full only that sum and the
  // one of the amd64 service images bundle; the others stay unknown.
  // https://docs.kasm.com/docs/how-to/upgrade/single-server-upgrade/index.html
  // https://docs.kasm.com/docs/develop/tutorials/upgrade/single-server-upgrade
  sha256_release_amd64: '7b801cb0579a7867df46b6da873fe8dd631db07d4c05349e5bd1aea27130c37d',
  sha256_release_arm64: '7b801cb0579a7867df46b6da873fe8dd631db07d4c05349e5bd1aea27130c37d',
  sha256_service_images_amd64: 'c8697a7d6db6d6c2cd685cf431977e79bb4adfa35d91d6fab455e70f4441e46d',
  sha256_service_images_arm64: UNREAD_CHECKSUM,
  sha256_workspace_images_amd64: UNREAD_CHECKSUM,
  sha256_workspace_images_arm64: UNREAD_CHECKSUM,
  sha256_network_plugin_images_amd64: UNREAD_CHECKSUM,
  sha256_network_plugin_images_arm64: UNREAD_CHECKSUM,
  sha256_logging_plugin_images_amd64: UNREAD_CHECKSUM,
  sha256_logging_plugin_images_arm64: UNREAD_CHECKSUM,
  // Kubernetes chart, zones and database engine. Charts before 1.1190.4 pulled
  // develop-tagged images; the vendor's 1.19 README pins 1.1190.6.
  k8s_chart_name: fact(
    'kasm-helm',
    'https://github.com/kasmtech/kasm-helm/blob/develop/charts/kasm-helm/Chart.yaml',
  ),
  k8s_chart_version: fact(
    '1.1190.6',
    'https://github.com/kasmtech/kasm-helm/blob/develop/README.md',
  ),
  k8s_chart_app_version: fact(
    '1.19.0',
    'https://github.com/kasmtech/kasm-helm/blob/develop/README.md',
  ),
  k8s_chart_oci: fact(
    'oci://registry-1.docker.io/kasmweb/kasm-helm',
    'https://docs.kasm.com/docs/tutorials/install/kubernetes/index.html',
  ),
  k8s_chart_repo: fact(
    'https://helm.kasm.com',
    'https://github.com/kasmtech/kasm-helm/blob/develop/README.md',
  ),
  k8s_chart_branch: fact(
    'release/1.1190.0',
    'https://raw.githubusercontent.com/kasmtech/kasm-helm/release/1.1190.0/examples/db-backup.yaml',
  ),
  k8s_zones_values_key: fact(
    'kasmZones',
    'https://github.com/kasmtech/kasm-helm/blob/develop/charts/kasm-helm/values.yaml',
  ),
  k8s_external_db_version: fact(
    'PostgreSQL 16',
    'https://github.com/kasmtech/kasm-helm/blob/develop/charts/kasm-helm/values.yaml',
  ),
  k8s_image_tag: fact(
    '1.19.0',
    'https://github.com/kasmtech/kasm-helm/blob/develop/charts/kasm-helm/CHANGELOG.md',
  ),
  // Service containers of the Docker install (containers). workspaces-issues#906, filed on
  // 1.19.0-rolling, names the kasm_api container and the agent, Guacamole and both RDP gateway
  // services of a Docker host; linuxserver/docker-kasm#103 (1.19.0) names the kasm_manager and
  // kasm_proxy containers. The agent, Guacamole and RDP gateway container names are those of the
  // 1.18.1 Compose file and threads (workspaces-issues#828, #840, #887), the nearest release trace.
  // The Helm chart's Kubernetes names differ and do not apply to the Docker install.
  container_proxy: fact('kasm_proxy', 'https://github.com/linuxserver/docker-kasm/issues/103'),
  container_api: fact('kasm_api', 'https://github.com/kasmtech/workspaces-issues/issues/906'),
  container_manager: fact('kasm_manager', 'https://github.com/linuxserver/docker-kasm/issues/103'),
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
    'The 1.19.0 vendor pages and the 1.19 component list in workspaces-issues#906 have no share service.',
  ),
  container_redis: unknownValue(
    'The 1.19.0 vendor pages and the 1.19 component list in workspaces-issues#906 have no Redis.',
  ),
};

const AWS = 'https://github.com/kasmtech/kasm-aws-deployment/blob';
const AGENT_SCRIPT =
  'https://github.com/kasmtech/workspaces-autoscale-startup-scripts/blob/develop/docker_agents/ubuntu.sh';
const AWS_DATABASE = `${AWS}/0bcb500964c1dc7d12f2c3b45c7865048490a49a/userdata/database_userdata.sh`;
const AWS_WEB_APP = `${AWS}/0bcb500964c1dc7d12f2c3b45c7865048490a49a/userdata/webapp_userdata.sh`;
const AWS_REMOTE_DB = `${AWS}/79869df28674781bcd64b9172fb53e1e037d140f/userdata/db_init_userdata.sh`;
const AWS_CONNECTION_PROXY = `${AWS}/4717697faed6abc2d502f551cedbeb4839ef32cd/userdata/cpx_userdata.sh`;
const AWS_PROXY = `${AWS}/4717697faed6abc2d502f551cedbeb4839ef32cd/userdata/proxy_userdata.sh`;
// Kasm's 1.19.0 rolling image management page: the installer uses rolling images by default,
// -f / --use-static-images installs the static tags, -F / --use-tag a dated rolling tag (without a
// tag, the one of the installer's build date).
const ROLLING_IMAGES =
  'https://docs.kasm.com/docs/how-to/infra-autoscale/rolling-image-management/index.html';

/**
 * The installer's roles and the options that Kasm's own scripts pass for this release, or that
 * Kasm's 1.19.0 pages give (-f, -F), for the install command builder (src/plugins/deployment).
 * Only options a 1.18 or later trace shows are here; the install pages name the others through
 * `install.sh --help`.
 */
export const installer_develop: InstallerFacts = {
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
    {
      flag: '-f',
      meaning:
        'Uses the static tags of the service images, which are not updated, instead of the rolling tags',
      default: 'Rolling tags, which pull the latest build at each start',
      roles: ['all'],
      excludes: ['-F'],
      source: ROLLING_IMAGES,
      upgrade: {
        source: 'https://docs.kasm.com/docs/how-to/upgrade/single-server-upgrade/index.html',
      },
    },
    // Last, so that nothing follows -F that the installer could read as its tag.
    {
      flag: '-F',
      meaning:
        "Uses the dated rolling tag of the installer's build date for the service images, which is not updated (a dated rolling tag written after `-F` selects another)",
      default: 'Rolling tags, which pull the latest build at each start',
      roles: ['all'],
      excludes: ['-f'],
      source: ROLLING_IMAGES,
    },
  ],
};

const AWS_SECURITY_GROUPS = `${AWS}/4717697faed6abc2d502f551cedbeb4839ef32cd/security_groups.tf`;
const AWS_LOAD_BALANCERS = `${AWS}/4717697faed6abc2d502f551cedbeb4839ef32cd/load-balancers.tf`;
const DESKTOP_SERVICE = 'https://kasmweb.com/docs/develop/guide/windows/windows_service.html';
const CONNECTION_PROXIES =
  'https://www.kasmweb.com/docs/latest/guide/windows/connection_proxy.html';

/**
 * Who connects to whom in a deployment, and on which port: the "who talks to whom" table of the
 * architecture roles page and the firewall rules its planner derives (src/plugins/deployment).
 */
export const network_develop: NetworkFacts = {
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
      toLabel: 'The address users reach Kasm at (default zone settings)',
      port: 'deployment',
      portLabel: '443 (the zone setting `proxy_rdp_port`)',
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

const WORKSPACES_PAGE = 'https://kasmweb.com/docs/develop/guide/workspaces.html';
const REQUIREMENTS_PAGE = 'https://kasmweb.com/docs/develop/install/system_requirements.html';

/** The numbers of the system requirements page and its sizing calculator. */
export const sizing_develop: SizingFacts = {
  workspaceCores: {value: 2, source: WORKSPACES_PAGE},
  workspaceMemoryBytes: {value: 2_768_000_000, source: WORKSPACES_PAGE},
  minimumCores: {value: 2, source: REQUIREMENTS_PAGE},
  minimumMemoryGb: {value: 4, source: REQUIREMENTS_PAGE},
  minimumDiskGb: {value: 50, source: REQUIREMENTS_PAGE},
};
