/**
 * The install command builder's logic, apart from React: which options a role takes, the
 * command for a set of choices (on several lines and on one), and the choices as the page's
 * address keeps them. The data is the release's installer table (src/data/releases), so a
 * built command holds only options that the vendor's own scripts pass for that release.
 */
import type {InstallRole, InstallerFacts, InstallerOption} from '../../../data/releases/types';

import {DEFAULT_DEPLOYMENT, type DeploymentValues} from './values';

/** Whether the builder writes the installer's command or the upgrader's (a single server's). */
export type BuilderMode = 'install' | 'upgrade';

/** What the reader chose: a role, the options beyond those the role needs, an offline host. */
export interface BuilderChoices {
  readonly role: InstallRole;
  /** Flags of optional options that the reader turned on. */
  readonly options: readonly string[];
  readonly offline: boolean;
}

/**
 * The options a role takes, in the table's order. The upgrader takes only the options the table
 * marks for it, on a single server (no source names its role option for these releases).
 */
export function optionsForRole(
  facts: InstallerFacts,
  role: InstallRole,
  mode: BuilderMode = 'install',
): InstallerOption[] {
  if (mode === 'upgrade') return role === 'all' ? facts.options.filter((o) => o.upgrade) : [];
  return facts.options.filter((option) => option.roles.includes(role));
}

export function isNeeded(option: InstallerOption, role: InstallRole): boolean {
  return option.neededBy?.includes(role) ?? false;
}

/**
 * The starting choices of a role: what it needs, the licence prompt answered, the default
 * accounts' passwords where the role creates them, and the port when the reader's differs from
 * the default (every server of a deployment must use the same port).
 */
export function presetChoices(
  facts: InstallerFacts,
  role: InstallRole,
  deployment: DeploymentValues = DEFAULT_DEPLOYMENT,
  offline = false,
  mode: BuilderMode = 'install',
): BuilderChoices {
  const starting = new Set(mode === 'upgrade' ? [] : ['-e', '-P', '-U', '-z']);
  if (deployment.port !== DEFAULT_DEPLOYMENT.port) starting.add('-L');
  const options = optionsForRole(facts, role, mode)
    .filter((option) => !isNeeded(option, role) && starting.has(option.flag))
    .map((option) => option.flag);
  return {role, options, offline};
}

/** The chosen option that rules this one out (they choose the same thing another way), if any. */
export function excludedBy(
  facts: InstallerFacts,
  choices: BuilderChoices,
  option: InstallerOption,
): string | undefined {
  return choices.options.find(
    (flag) =>
      flag !== option.flag &&
      (option.excludes?.includes(flag) ||
        facts.options.find((other) => other.flag === flag)?.excludes?.includes(option.flag)),
  );
}

/** The options a command passes for these choices: the needed ones and the chosen ones. */
export function selectedOptions(
  facts: InstallerFacts,
  choices: BuilderChoices,
  mode: BuilderMode = 'install',
): InstallerOption[] {
  const chosen = new Set(choices.options);
  return optionsForRole(facts, choices.role, mode).filter(
    (option) => isNeeded(option, choices.role) || chosen.has(option.flag),
  );
}

/** A value as the command writes it. Secrets and addresses are shell variables, quoted. */
function argumentOf(option: InstallerOption, deployment: DeploymentValues): string | undefined {
  const value = option.value;
  if (!value) return undefined;
  switch (value.kind) {
    case 'host':
      return deployment.host;
    case 'port':
      return deployment.port;
    case 'zone':
      return deployment.zone;
    default:
      return `"$${value.variable}"`;
  }
}

export interface BuiltCommand {
  /** Lines that read each secret into its variable, run before the command. */
  readonly secrets: readonly string[];
  /** Shell variables the reader sets before the command (addresses), with what each holds. */
  readonly variables: readonly {name: string; label: string}[];
  /** The command with one option per line. */
  readonly multiLine: string;
  /** The same command on one line. */
  readonly oneLine: string;
  /** Each option the command passes, with its value as written and its meaning. */
  readonly explained: readonly {flag: string; argument?: string; meaning: string}[];
}

export function buildInstallCommand(
  facts: InstallerFacts,
  choices: BuilderChoices,
  deployment: DeploymentValues = DEFAULT_DEPLOYMENT,
  mode: BuilderMode = 'install',
): BuiltCommand {
  const options = selectedOptions(facts, choices, mode);
  const parts: string[] = [];
  if (choices.role !== 'all' && mode === 'install') parts.push(`-S ${choices.role}`);
  const explained: {flag: string; argument?: string; meaning: string}[] = [];
  const secrets: string[] = [];
  const variables: {name: string; label: string}[] = [];
  for (const option of options) {
    const argument = argumentOf(option, deployment);
    parts.push(argument === undefined ? option.flag : `${option.flag} ${argument}`);
    explained.push({flag: option.flag, argument, meaning: option.meaning});
    const value = option.value;
    if (value?.kind === 'secret' && value.variable) {
      secrets.push(`read -rsp '${value.label}: ' ${value.variable}; echo`);
    } else if (value?.kind === 'address' && value.variable) {
      variables.push({name: value.variable, label: value.label});
    }
  }
  const command = `sudo bash ${mode === 'upgrade' ? facts.upgradeScript : facts.script}`;
  const multiLine = [command, ...parts].join(' \\\n  ');
  const oneLine = [command, ...parts].join(' ');
  return {secrets, variables, multiLine, oneLine, explained};
}

/** The text a Copy button copies: the secrets' prompts, then the command. */
export function commandText(built: BuiltCommand, layout: 'multi' | 'one'): string {
  const command = layout === 'multi' ? built.multiLine : built.oneLine;
  return built.secrets.length > 0 ? `${built.secrets.join('\n')}\n\n${command}` : command;
}

/** The address's query parameters that hold the choices. */
export const QUERY = {role: 'role', options: 'options', offline: 'offline'} as const;

/**
 * The choices an address holds, or why it holds none that can be used. Unknown roles and
 * options that the role does not take are refused with a message the builder shows; options
 * the role needs anyway are dropped silently.
 */
export function choicesFromQuery(
  facts: InstallerFacts,
  search: string,
  deployment: DeploymentValues = DEFAULT_DEPLOYMENT,
  mode: BuilderMode = 'install',
): {choices?: BuilderChoices; problem?: string} {
  const params = new URLSearchParams(search);
  const role =
    params.get(QUERY.role) ?? (mode === 'upgrade' && params.has(QUERY.options) ? 'all' : null);
  if (role === null) return {};
  if (mode === 'upgrade' && role !== 'all') {
    return {
      problem: `The upgrade builder writes a single server's command; for the "${role}" role of a multi-server deployment, run the upgrader with the options that upgrade.sh --help lists.`,
    };
  }
  const known = facts.roles.find((entry) => entry.id === role);
  if (!known) {
    return {
      problem: `The address names the role "${role}", which the installer of this release does not have. The builder shows the single server instead.`,
    };
  }
  const offline = params.get(QUERY.offline) === '1';
  const raw = params.get(QUERY.options);
  if (raw === null) return {choices: presetChoices(facts, known.id, deployment, offline, mode)};
  const available = optionsForRole(facts, known.id, mode);
  const flags = raw === '' ? [] : raw.split(',').map((flag) => `-${flag.replace(/^-/, '')}`);
  const refused = flags.filter((flag) => !available.some((option) => option.flag === flag));
  if (refused.length > 0) {
    return {
      choices: presetChoices(facts, known.id, deployment, offline, mode),
      problem:
        mode === 'upgrade'
          ? `The upgrader of this release takes no ${refused.join(', ')} that this builder knows of (upgrade.sh --help lists every option); the builder shows its usual options instead.`
          : `The ${known.label.toLowerCase()} role does not take ${refused.join(', ')}; the builder shows its usual options instead.`,
    };
  }
  const options = available
    .filter((option) => flags.includes(option.flag) && !isNeeded(option, known.id))
    .map((option) => option.flag);
  const clash = available.find(
    (option) =>
      options.includes(option.flag) && option.excludes?.some((flag) => options.includes(flag)),
  );
  if (clash) {
    return {
      choices: presetChoices(facts, known.id, deployment, offline, mode),
      problem: `${clash.flag} and ${clash.excludes!.find((flag) => options.includes(flag))} choose the same thing in two ways, so a command takes only one of them; the builder shows the role's usual options instead.`,
    };
  }
  return {choices: {role: known.id, options, offline}};
}

/** The query string for the choices (options without their dash, to keep the address short). */
export function queryOfChoices(choices: BuilderChoices): string {
  const params = new URLSearchParams();
  params.set(QUERY.role, choices.role);
  params.set(QUERY.options, choices.options.map((flag) => flag.replace(/^-/, '')).join(','));
  if (choices.offline) params.set(QUERY.offline, '1');
  return params.toString();
}
