import {STORAGE_URL, unknownChecksums, unknownValue, type ReleaseVariables} from './types';

const commitHash = unknownValue(
  '<build>',
  'The 1.18.0 build id (the short hash in the bundle file names) is not in our sources.',
);

/** Release variables of the 1.18.0 tree (versioned_docs/version-1.18.0), the latest version. */
export const release_1_18_0: ReleaseVariables = {
  release: '1.18.0',
  previous_release: '1.17.0',
  next_release: '1.19.0',
  build_date: '2025-05-16',
  commit_hash: commitHash,
  storage_url: STORAGE_URL,
  // Bundles up to 1.18.0 carry the build id in their name: kasm_release_<version>.<build>.tar.gz.
  release_bundle: unknownValue(
    'kasm_release_1.18.0.<build>.tar.gz',
    'The file name carries the build id, which is not in our sources.',
  ),
  ...unknownChecksums('1.18.0'),
};
