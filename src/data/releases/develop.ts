import {fact, STORAGE_URL, unknownValue, type ReleaseVariables} from './types';

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
