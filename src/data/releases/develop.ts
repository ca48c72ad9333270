import {STORAGE_URL, fact, unknownChecksums, unknownValue, type ReleaseVariables} from './types';

/** Release variables of the develop tree (docs/), which becomes 1.19.0. */
export const release_develop: ReleaseVariables = {
  release: '1.19.0',
  previous_release: '1.18.0',
  next_release: '1.20.0',
  build_date: unknownValue('1.19.0 is not built yet; the date is set when it is cut.'),
  commit_hash: unknownValue('Set when 1.19.0 is built.'),
  storage_url: STORAGE_URL,
  // From 1.18.1 the bundles are named without the build id (platform facts 2.1, third-party source).
  release_bundle: 'kasm_release_1.19.0.tar.gz',
  // Autoscale startup scripts (issue 32, scripts). No release/1.19.0 branch of the vendor's
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
  ...unknownChecksums('1.19.0'),
};
