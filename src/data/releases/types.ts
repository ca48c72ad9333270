/**
 * Release variables: the values a page may write as `{{name}}` tokens. One file per docs version
 * in this folder fills them in; `src/markdown/releaseVariables.ts` substitutes them at build time.
 */

/**
 * A value no public source gives for this version. It never reaches a reader: a page that names
 * it fails the build (src/markdown/releaseVariables.ts), so the step must be written without it.
 */
export interface UnknownValue {
  readonly unknown: true;
  /** Why the value is missing, for the writers reading this file and the build error. */
  readonly reason: string;
}

/**
 * A release fact: a value that differs between releases (a configuration file, an image, a
 * port, a flag, a log file, a script's address) with the public source it was checked against.
 * Pages write it as a `{{name}}` token like any release variable.
 */
export interface SourcedValue {
  readonly value: string;
  /** The public address that establishes the value for this release. */
  readonly source: string;
}

export type ReleaseValue = string | UnknownValue;
export type ReleaseFactValue = SourcedValue | UnknownValue;

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

/**
 * The release facts every tree's table gives, each with its source (`fact(value, source)`) or
 * marked `unknownValue(reason)` where no public source gives it for that release. Add a name here
 * and TypeScript asks every tree for its value; a version cut copies the develop table, so the
 * facts carry forward with it.
 */
export const RELEASE_FACT_NAMES = [
  // Kubernetes chart, zones and database engine.
  'k8s_chart_name',
  'k8s_chart_version',
  'k8s_chart_app_version',
  'k8s_chart_oci',
  'k8s_chart_repo',
  'k8s_chart_branch',
  'k8s_zones_values_key',
  'k8s_external_db_version',
  'k8s_image_tag',
  // Service layout and database: configuration files, database image and container.
  'config_api_file',
  'db_container',
  'db_image',
  'db_image_repository',
  'db_postgres_major',
  'db_log_dir',
  'db_postgresql_conf',
  'install_static_images_flag',
  // Autoscale startup scripts: the vendor's per-release scripts and their logs.
  'autoscale_scripts_branch',
  'autoscale_scripts_tree',
  'autoscale_docker_agent_startup_script',
  'autoscale_docker_agent_cloud_config',
  'autoscale_linux_vm_scripts',
  'autoscale_windows_vm_scripts',
  'autoscale_windows_startup_archive',
  'autoscale_agent_install_log',
  'autoscale_agent_swap_file',
  'autoscale_agent_swap_size_gb',
  'autoscale_windows_startup_log',
  'autoscale_windows_desktop_service_version',
  'autoscale_windows_desktop_service_installer',
  // Windows startup package on Azure and its logs.
  'autoscale_windows_init_task_script',
  'autoscale_windows_event_source',
  'autoscale_windows_cloudbase_log',
  // Service container names of the Docker install (containers): `docker logs`, `docker restart`.
  // The database container is `db_container` above. Kubernetes names differ and stay out of these.
  'container_proxy',
  'container_api',
  'container_manager',
  'container_agent',
  'container_guac',
  'container_rdp_gateway',
  'container_rdp_https_gateway',
  'container_share',
  'container_redis',
] as const;

type ReleaseFactName = (typeof RELEASE_FACT_NAMES)[number];

export type ReleaseVariables = Readonly<
  Record<ReleaseVariableName, ReleaseValue> & Record<ReleaseFactName, ReleaseFactValue>
>;

export function unknownValue(reason: string): UnknownValue {
  return {unknown: true, reason};
}

export function isUnknownValue(value: ReleaseValue | ReleaseFactValue): value is UnknownValue {
  return typeof value === 'object' && 'unknown' in value;
}

/** A release fact and the public address it was checked against. */
export function fact(value: string, source: string): SourcedValue {
  return {value, source};
}

/** The text a page shows for a variable or fact; undefined when no source gives one. */
export function textOf(value: ReleaseValue | ReleaseFactValue): string | undefined {
  if (isUnknownValue(value)) return undefined;
  return typeof value === 'string' ? value : value.value;
}

/**
 * The SHA-256 sums of a release's bundles, which Kasm publishes on its download page only; pages
 * tell readers to compare `sha256sum` output with that page instead of naming a value.
 */
export function unknownChecksums(
  release: string,
): Pick<ReleaseVariables, Extract<ReleaseVariableName, `sha256_${string}`>> {
  const checksum = unknownValue(
    `The SHA-256 sums of the ${release} bundles are published on Kasm's download page only.`,
  );
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

/**
 * The installer's roles as `-S` names them; `all` is a single server, installed without `-S`.
 * The order is the order of a multi-server installation.
 */
export const INSTALL_ROLES = [
  'all',
  'db',
  'init_remote_db',
  'app',
  'agent',
  'guac',
  'proxy',
] as const;
export type InstallRole = (typeof INSTALL_ROLES)[number];

/**
 * What an installer option's value is, which decides how a built command writes it: a secret
 * is read into a shell variable with `read -rsp` (never typed into the command, so it stays out
 * of the shell history); an address is a shell variable the reader sets; the deployment's host,
 * port and zone are the reader's values from "Your deployment".
 */
type InstallerValueKind = 'secret' | 'address' | 'host' | 'port' | 'zone';

export interface InstallerOption {
  /** The short flag, as the vendor's own scripts pass it. */
  readonly flag: string;
  /** The value the flag takes; absent for a switch. */
  readonly value?: {
    readonly kind: InstallerValueKind;
    /** The shell variable a built command reads the value from (secrets and addresses). */
    readonly variable?: string;
    /** What the value is, as the reader is asked for it. */
    readonly label: string;
  };
  /** What the option does, in a sentence fragment ("Accepts the licence agreement ..."). */
  readonly meaning: string;
  /** What happens without it. */
  readonly default: string;
  /** The roles it applies to. */
  readonly roles: readonly InstallRole[];
  /** The roles whose installation needs it: a built command always passes it for them. */
  readonly neededBy?: readonly InstallRole[];
  /** Options that choose the same thing another way: a command passes at most one of them. */
  readonly excludes?: readonly string[];
  /** Present when the upgrader takes the option too: the source that shows it for the release. */
  readonly upgrade?: {readonly source: string};
  /** The public address that shows the option in the vendor's scripts or pages for this release. */
  readonly source: string;
}

export interface InstallerFacts {
  /** The installer's path after unpacking the release bundle. */
  readonly script: string;
  /** The upgrader's path in the same bundle. */
  readonly upgradeScript: string;
  readonly roles: readonly {
    readonly id: InstallRole;
    readonly label: string;
    /** What the role installs. */
    readonly installs: string;
    readonly source: string;
  }[];
  readonly options: readonly InstallerOption[];
}

/**
 * The parts of a deployment that open network connections: the installer's roles that run on
 * hosts of their own, and the systems around them.
 */
export const NETWORK_PARTIES = [
  'users',
  'rdp_clients',
  'web_app',
  'database',
  'agent',
  'session_containers',
  'connection_proxy',
  'dedicated_proxy',
  'windows_server',
  'target_servers',
] as const;
export type NetworkParty = (typeof NETWORK_PARTIES)[number];

/** The roles a Linux host of the deployment runs; a firewall plan groups them into hosts. */
export const HOST_ROLES = [
  'web_app',
  'database',
  'agent',
  'connection_proxy',
  'dedicated_proxy',
] as const satisfies readonly NetworkParty[];
export type HostRole = (typeof HOST_ROLES)[number];

/** One connection between parts of a deployment: a row of the "who talks to whom" table. */
export interface NetworkConnection {
  readonly from: readonly NetworkParty[];
  readonly to: readonly NetworkParty[];
  /**
   * The TCP port: `deployment` is the proxy port chosen at install (443 by default), a number
   * is fixed, `protocol` is the RDP, VNC or SSH port of each target server, and `rdp_file` is
   * the port written in the `.rdp` file Kasm hands out (no firewall rule follows from it).
   */
  readonly port: 'deployment' | number | 'protocol' | 'rdp_file';
  /** Words for the To column when the parties alone would mislead (optional). */
  readonly toLabel?: string;
  /** Words for the Port column when the port needs them (optional). */
  readonly portLabel?: string;
  readonly why: string;
  readonly source: string;
}

export interface NetworkFacts {
  /** What each party is called in tables and rules. */
  readonly labels: Readonly<Record<NetworkParty, string>>;
  readonly connections: readonly NetworkConnection[];
  /** The default ports of the target servers' protocols, for the rules of connection proxies. */
  readonly protocolPorts: readonly {readonly protocol: string; readonly port: number}[];
}

/** A number a page states, with the public source that establishes it for the release. */
interface SourcedNumber {
  readonly value: number;
  readonly source: string;
}

/**
 * The numbers the system requirements page sizes hosts with, which the sizing calculator
 * (src/plugins/deployment) computes from: what a default Container workspace asks for, and the
 * minimums of a host. The swap of Kasm's agent startup script is the release fact
 * `autoscale_agent_swap_size_gb`.
 */
export interface SizingFacts {
  readonly workspaceCores: SourcedNumber;
  readonly workspaceMemoryBytes: SourcedNumber;
  readonly minimumCores: SourcedNumber;
  readonly minimumMemoryGb: SourcedNumber;
  readonly minimumDiskGb: SourcedNumber;
}
