/**
 * The Markdown form of the install command builder (src/plugins/deployment): the command of the
 * page's role with the documented defaults, and the release's options table, the same two things
 * the page's HTML shows without JavaScript.
 */
import {installerByVersion, INSTALL_ROLES, type InstallRole} from '../../data/releases';
import {buildInstallCommand, commandText, presetChoices} from '../deployment/client/installCommand';

const cell = (value: string) => value.replace(/\|/g, '\\|');

export function installerMarkdown(
  docsVersion: string | undefined,
  role: string | undefined,
): string {
  const facts = docsVersion === undefined ? undefined : installerByVersion[docsVersion];
  if (!facts)
    return 'Run `sudo bash kasm_release/install.sh --help` to list the installer options.';
  const pageRole: InstallRole = INSTALL_ROLES.find((known) => known === role) ?? 'all';
  const built = buildInstallCommand(facts, presetChoices(facts, pageRole));
  const roleLabel = facts.roles.find((entry) => entry.id === pageRole)?.label ?? pageRole;
  const labelOf = (id: InstallRole) => facts.roles.find((entry) => entry.id === id)?.label ?? id;
  const rows = facts.options.map((option) =>
    [
      `\`${option.flag}\``,
      cell(option.meaning),
      cell(option.default),
      option.roles.length === facts.roles.length ? 'All' : option.roles.map(labelOf).join(', '),
    ].join(' | '),
  );
  return [
    `Command for the ${roleLabel.toLowerCase()} role:`,
    '',
    '```bash',
    commandText(built, 'multi'),
    '```',
    '',
    'Installer options the builder knows for this release:',
    '',
    '| Option | What it does | Without it | Roles |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}
