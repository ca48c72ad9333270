import {fact, STORAGE_URL, unknownChecksums, unknownValue, type ReleaseVariables} from './types';

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
