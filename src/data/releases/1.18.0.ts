import {STORAGE_URL, unknownChecksums, type ReleaseVariables} from './types';

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
  ...unknownChecksums('1.18.0'),
};
