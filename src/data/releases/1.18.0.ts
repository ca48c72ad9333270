import {STORAGE_URL, fact, unknownChecksums, unknownValue, type ReleaseVariables} from './types';

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
  // Kubernetes chart, zones and database engine (issue 32). Kasm published no chart for 1.18.0
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
  db_engine_version: fact(
    'PostgreSQL 16',
    'https://github.com/kasmtech/kasm-db/blob/main/README.md',
  ),
  db_image: fact(
    'kasmweb/postgres:1.18.0',
    'https://github.com/kasmtech/kasm-db/blob/main/README.md',
  ),
};
