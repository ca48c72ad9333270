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
  ...unknownChecksums('1.19.0'),
  // Kubernetes chart, zones and database engine (issue 32). Charts before 1.1190.4 pulled
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
  db_engine_version: fact(
    'PostgreSQL 16',
    'https://github.com/kasmtech/kasm-db/blob/main/README.md',
  ),
  db_image: unknownValue(
    'kasm-db names no 1.19 image tag; its README still calls 1.18.0 the current release.',
  ),
};
