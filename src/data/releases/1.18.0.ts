import {STORAGE_URL, fact, unknownChecksums, type ReleaseVariables} from './types';

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
  // Autoscale startup scripts (issue 32, scripts): the vendor's scripts on branch release/1.18.0.
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
  // The 1.18.0 agent script writes the address it detected (and the values it installs with) here.
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
  ...unknownChecksums('1.18.0'),
};
