/**
 * Release variables: the values a page may write as `{{name}}` tokens. One file per docs version
 * in this folder fills them in; `src/remark/releaseVariables.ts` substitutes them at build time.
 */

/** A value we do not know (yet): kept visible in the data and rendered as `shownAs`. */
export interface UnknownValue {
  readonly unknown: true;
  /** What a reader sees instead of the value, e.g. `<sha256>`. */
  readonly shownAs: string;
  /** Why the value is missing, for the writers reading this file. */
  readonly reason: string;
}

export type ReleaseValue = string | UnknownValue;

export const RELEASE_VARIABLE_NAMES = [
  'release',
  'previous_release',
  'next_release',
  'build_date',
  'commit_hash',
  'storage_url',
  'release_bundle',
  'sha256_release_amd64',
  'sha256_release_arm64',
  'sha256_service_images_amd64',
  'sha256_service_images_arm64',
  'sha256_workspace_images_amd64',
  'sha256_workspace_images_arm64',
  'sha256_network_plugin_images_amd64',
  'sha256_network_plugin_images_arm64',
  'sha256_logging_plugin_images_amd64',
  'sha256_logging_plugin_images_arm64',
] as const;

export type ReleaseVariableName = (typeof RELEASE_VARIABLE_NAMES)[number];

export type ReleaseVariables = Readonly<Record<ReleaseVariableName, ReleaseValue>>;

export function unknownValue(shownAs: string, reason: string): UnknownValue {
  return {unknown: true, shownAs, reason};
}

export function isUnknownValue(value: ReleaseValue): value is UnknownValue {
  return typeof value === 'object';
}

/** Every checksum the vendor publishes per release; none of them is in our sources. */
export function unknownChecksums(
  release: string,
): Pick<ReleaseVariables, Extract<ReleaseVariableName, `sha256_${string}`>> {
  const reason = `The SHA-256 sums of the ${release} bundles are published only on the vendor's download page, which our sources do not include.`;
  const checksum = unknownValue('<sha256 from the download page>', reason);
  return {
    sha256_release_amd64: checksum,
    sha256_release_arm64: checksum,
    sha256_service_images_amd64: checksum,
    sha256_service_images_arm64: checksum,
    sha256_workspace_images_amd64: checksum,
    sha256_workspace_images_arm64: checksum,
    sha256_network_plugin_images_amd64: checksum,
    sha256_network_plugin_images_arm64: checksum,
    sha256_logging_plugin_images_amd64: checksum,
    sha256_logging_plugin_images_arm64: checksum,
  };
}

/** Where every release bundle is downloaded from (platform facts 2.1). */
export const STORAGE_URL = 'https://kasm-static-content.s3.amazonaws.com';
