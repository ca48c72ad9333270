/**
 * The install command builder: the reader picks a role (or a preset), the options beyond those
 * the role needs, and whether the host is offline; the builder prints the installer command on
 * several lines and on one, with the reader's host, port and zone from Your deployment, explains
 * each option, and keeps the choices in the page's address. The options are the release's
 * installer table (src/data/releases), so each tree builds the commands of its own release.
 *
 * The server's HTML holds the options table and the command of the page's preset: without
 * JavaScript the page still shows both. The form appears once the page runs in the browser.
 */
import clsx from 'clsx';
import React, {useId, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useActiveDocContext, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
// The site's CodeBlock (what @theme/CodeBlock resolves to), whose props include the highlighted HTML.
import CodeBlock from '@site/src/plugins/codeHighlighting/theme/CodeBlock';

import {plainHighlighted} from '../../client/plainCode';

import {installerByVersion} from '@site/src/data/releases/tools';
import type {InstallRole, InstallerFacts} from '@site/src/data/releases/types';

import {
  type BuilderChoices,
  type BuilderMode,
  buildInstallCommand,
  choicesFromQuery,
  commandText,
  excludedBy,
  isNeeded,
  optionsForRole,
  presetChoices,
  QUERY,
  queryOfChoices,
} from '../../client/installCommand';
import {isOwnDeployment, useDeployment} from '../../client/store';
import {DEFAULT_DEPLOYMENT} from '../../client/values';

import TextWithCode from '../../client/TextWithCode';

import tools from '../../client/tools.module.css';
import styles from './styles.module.css';

export default function InstallCommandBuilder({
  role: pageRole = 'all',
  mode = 'install',
}: {
  /** The role the page is about: the builder starts with its preset. */
  role?: InstallRole;
  /** `upgrade`: the upgrader's command for a single server, with the options it takes. */
  mode?: BuilderMode;
}): ReactNode {
  const {version} = useDocsVersion();
  const facts: InstallerFacts | undefined = installerByVersion[version];
  const docsPath = useActiveDocContext(undefined).activeVersion?.path ?? '/docs';
  const deployment = useDeployment();
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const id = useId();

  if (!facts) {
    return (
      <p role="alert">
        The command builder has no installer table for this version. Use the options table of the
        release you install, which <code>install.sh --help</code> prints.
      </p>
    );
  }

  // The address holds the choices only in the browser: the server's HTML is the page's preset,
  // and the first render in the browser matches it.
  const upgrade = mode === 'upgrade';
  const script = upgrade ? facts.upgradeScript : facts.script;
  const fromAddress = isBrowser ? choicesFromQuery(facts, location.search, deployment, mode) : {};
  const choices =
    fromAddress.choices ??
    presetChoices(facts, upgrade ? 'all' : pageRole, deployment, false, mode);
  const built = buildInstallCommand(facts, choices, deployment, mode);
  const available = optionsForRole(facts, choices.role, mode);
  const ownPort = deployment.port !== DEFAULT_DEPLOYMENT.port;
  const roleLabel = facts.roles.find((entry) => entry.id === choices.role)?.label ?? choices.role;

  const choose = (next: BuilderChoices) => {
    const params = new URLSearchParams(location.search);
    for (const key of Object.values(QUERY)) params.delete(key);
    for (const [key, value] of new URLSearchParams(queryOfChoices(next))) params.set(key, value);
    history.replace({search: `?${params.toString()}`, hash: location.hash});
  };
  const toggle = (flag: string, on: boolean) =>
    choose({
      ...choices,
      options: on ? [...choices.options, flag] : choices.options.filter((f) => f !== flag),
    });

  return (
    <div className={styles.builder}>
      {isBrowser && (
        <form
          className={clsx(tools.form, styles.form)}
          onSubmit={(event) => event.preventDefault()}>
          {!upgrade && (
            <fieldset>
              <legend>Role of this server</legend>
              <div className={styles.roles}>
                {facts.roles.map((entry) => (
                  <label key={entry.id} className={styles.choice}>
                    <input
                      type="radio"
                      name={`${id}-role`}
                      value={entry.id}
                      checked={choices.role === entry.id}
                      onChange={() =>
                        choose(presetChoices(facts, entry.id, deployment, choices.offline))
                      }
                    />
                    <span>
                      {entry.label}
                      <span className={styles.hint}>Installs {entry.installs}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {available.length === 0 ? (
            <p className={styles.values}>
              The builder offers no option of this release&apos;s{' '}
              {upgrade ? 'upgrader' : 'installer'} for this role; <code>--help</code> lists them
              all.
            </p>
          ) : (
            <fieldset>
              <legend>Options</legend>
              <div className={styles.options}>
                {available.map((option) => {
                  const needed = isNeeded(option, choices.role);
                  const ruledOut = needed ? undefined : excludedBy(facts, choices, option);
                  return (
                    <label key={option.flag} className={styles.choice}>
                      <input
                        type="checkbox"
                        checked={needed || choices.options.includes(option.flag)}
                        disabled={needed || ruledOut !== undefined}
                        onChange={(event) => toggle(option.flag, event.target.checked)}
                      />
                      <span>
                        <code>{option.flag}</code> <TextWithCode text={option.meaning} />
                        {needed && <span className={styles.hint}>Needed by this role</span>}
                        {ruledOut && (
                          <span className={styles.hint}>
                            Not with {ruledOut}: turn it off first
                          </span>
                        )}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={choices.offline}
              onChange={(event) => choose({...choices, offline: event.target.checked})}
            />
            <span>
              This host has no internet access (
              {upgrade ? 'offline upgrade' : 'offline installation'})
            </span>
          </label>
          {!upgrade && (
            <p className={styles.values}>
              Host, port and zone come from <strong>Your deployment</strong> in the page tools
              {isOwnDeployment(deployment)
                ? ''
                : ' (the documented examples until you set yours)'}: <code>{deployment.host}</code>,{' '}
              <code>{deployment.port}</code>, <code>{deployment.zone}</code>.
            </p>
          )}
        </form>
      )}
      <p role="status" className={tools.problem}>
        {fromAddress.problem}
      </p>
      <p>
        {upgrade ? (
          <>Upgrade command for a single server</>
        ) : (
          <>
            Command for the <strong>{roleLabel.toLowerCase()}</strong> role
          </>
        )}
        {built.variables.length > 0 ? '. First set these shell variables:' : ':'}
      </p>
      {built.variables.length > 0 && (
        <ul>
          {built.variables.map((variable) => (
            <li key={variable.name}>
              <code>{variable.name}</code>: {variable.label.toLowerCase()}
            </li>
          ))}
        </ul>
      )}
      <p className={tools.caption}>On several lines:</p>
      <CodeBlock language="bash" highlighted={plainHighlighted(commandText(built, 'multi'))}>
        {commandText(built, 'multi')}
      </CodeBlock>
      <p className={tools.caption}>On one line:</p>
      <CodeBlock language="bash" highlighted={plainHighlighted(commandText(built, 'one'))}>
        {commandText(built, 'one')}
      </CodeBlock>
      {built.secrets.length > 0 && (
        <p>
          The <code>read</code> lines ask for each password and token without showing it, so it
          stays out of your shell history.
        </p>
      )}
      {upgrade && (
        <p>
          {ownPort && (
            <>
              Your deployment uses port <code>{deployment.port}</code>: add the upgrader&apos;s port
              option, which <code>sudo bash {script} --help</code> names.{' '}
            </>
          )}
          Add the other options the server was installed with, such as lossless streaming, as{' '}
          <code>--help</code> names them. On a server of a multi-server deployment, the upgrader
          also takes the server&apos;s role; see{' '}
          <Link to={`${docsPath}/upgrade/multi_server_upgrade`}>multi-server upgrade</Link>.
        </p>
      )}
      {choices.offline && (
        <p className={styles.offline}>
          Offline host: copy the release bundle and the offline bundles of this release to the host
          first, and add to the command the options that <code>sudo bash {script} --help</code>{' '}
          lists for them. See{' '}
          <Link to={`${docsPath}/install/single_server_install#offline-installation`}>
            offline installation
          </Link>
          .
        </p>
      )}
      <dl className={styles.explained}>
        {built.explained.map((entry) => (
          <div key={entry.flag}>
            <dt>
              <code>
                {entry.flag}
                {entry.argument === undefined ? '' : ` ${entry.argument}`}
              </code>
            </dt>
            <dd>
              <TextWithCode text={entry.meaning} />
            </dd>
          </div>
        ))}
      </dl>
      <InstallerOptionsTable facts={facts} docsPath={docsPath} mode={mode} />
    </div>
  );
}

/** Every option of the release's table: what the page shows without JavaScript as well. */
function InstallerOptionsTable({
  facts,
  docsPath,
  mode,
}: {
  facts: InstallerFacts;
  docsPath: string;
  mode: BuilderMode;
}): ReactNode {
  const labelOf = (role: InstallRole) =>
    facts.roles.find((entry) => entry.id === role)?.label ?? role;
  const options = mode === 'upgrade' ? optionsForRole(facts, 'all', mode) : facts.options;
  if (options.length === 0) return null;
  return (
    <div className={styles.scroll}>
      <table>
        <caption>
          {mode === 'upgrade' ? 'Upgrader' : 'Installer'} options the builder knows for this release
        </caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">What it does</th>
            <th scope="col">Without it</th>
            <th scope="col">Roles</th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <tr key={option.flag}>
              <td>
                <code>{option.flag}</code>
              </td>
              <td>
                <TextWithCode text={option.meaning} />
              </td>
              <td>
                {option.flag === '-z' ? (
                  <Link to={`${docsPath}/guide/deployment_zones`}>{option.default}</Link>
                ) : (
                  option.default
                )}
              </td>
              <td>
                {option.roles.length === facts.roles.length
                  ? 'All'
                  : option.roles.map(labelOf).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
