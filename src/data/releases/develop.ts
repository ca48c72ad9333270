import {STORAGE_URL, unknownChecksums, unknownValue, type ReleaseVariables} from './types';

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
};
