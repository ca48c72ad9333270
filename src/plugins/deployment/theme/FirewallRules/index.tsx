/**
 * Firewall rules by topology: the reader says which roles each host runs (or picks a preset) and
 * whether Windows servers with the Desktop Service and RDP, VNC or SSH servers take part; the
 * planner lists each host's inbound rules, from source to port, with `ufw` and `firewalld`
 * commands, on the reader's proxy port from Your deployment. The rules come from the release's
 * table of who connects to whom (src/data/releases, `network_*`), which NetworkConnections shows
 * as a table on the same page. The planner exists in the browser only: without JavaScript the
 * page shows that table and the text around the planner.
 */
import clsx from 'clsx';
import React, {useId, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
// The site's CodeBlock (what @theme/CodeBlock resolves to), whose props include the highlighted HTML.
import CodeBlock from '@site/src/plugins/codeHighlighting/theme/CodeBlock';

import {plainHighlighted} from '../../client/plainCode';

import {networkByVersion} from '@site/src/data/releases/tools';
import {HOST_ROLES, type HostRole, type NetworkFacts} from '@site/src/data/releases/types';

import {
  FIREWALL_QUERY,
  firewalldCommands,
  inboundRules,
  PRESETS,
  queryOfTopology,
  sourceVariables,
  targetRules,
  type Topology,
  topologyFromQuery,
  ufwCommands,
} from '../../client/firewall';
import {useDeployment} from '../../client/store';

import tools from '../../client/tools.module.css';
import styles from './styles.module.css';

const VARIABLE_MEANINGS: Readonly<Record<string, string>> = {
  WEB_APP_NET: 'the Web App servers',
  DATABASE_NET: 'the database server',
  AGENT_NET: 'the agents',
  CONNECTION_PROXY_NET: 'the connection proxies',
  DEDICATED_PROXY_NET: 'the dedicated proxies',
  WINDOWS_NET: 'the Windows servers',
};

export default function FirewallRules(): ReactNode {
  const {version} = useDocsVersion();
  const facts: NetworkFacts | undefined = networkByVersion[version];
  const deployment = useDeployment();
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const id = useId();

  if (!facts) {
    return <p role="alert">The firewall planner has no table of connections for this version.</p>;
  }

  const fromAddress = isBrowser ? topologyFromQuery(location.search) : {};
  const topology = fromAddress.topology ?? PRESETS.standard.topology;

  const choose = (next: Topology) => {
    const params = new URLSearchParams(location.search);
    for (const key of Object.values(FIREWALL_QUERY)) params.delete(key);
    for (const [key, value] of new URLSearchParams(queryOfTopology(next))) params.set(key, value);
    history.replace({search: `?${params.toString()}`, hash: location.hash});
  };
  const setRole = (index: number, role: HostRole, on: boolean) => {
    const hosts = topology.hosts.map((host, i) =>
      i !== index ? host : on ? [...host, role] : host.filter((r) => r !== role),
    );
    choose({...topology, hosts: hosts.filter((host) => host.length > 0)});
  };
  const roleLabel = (role: HostRole) => facts.labels[role];

  return (
    <div className={styles.planner}>
      {isBrowser && (
        <form
          className={clsx(tools.form, styles.form)}
          onSubmit={(event) => event.preventDefault()}>
          <fieldset>
            <legend>Start from</legend>
            <div className={styles.presets}>
              {Object.entries(PRESETS).map(([key, preset]) => (
                <button
                  key={key}
                  type="button"
                  className="button button--sm button--secondary"
                  onClick={() => choose(preset.topology)}>
                  {preset.label}
                </button>
              ))}
            </div>
          </fieldset>
          {topology.hosts.map((host, index) => (
            <fieldset key={index} className={styles.host}>
              <legend>Host {index + 1} runs</legend>
              <div className={styles.roles}>
                {HOST_ROLES.map((role) => (
                  <label key={role} className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={host.includes(role)}
                      onChange={(event) => setRole(index, role, event.target.checked)}
                    />
                    {roleLabel(role)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <div className={styles.presets}>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => choose({...topology, hosts: [...topology.hosts, ['agent']]})}>
              Add a host
            </button>
          </div>
          <fieldset>
            <legend>Other systems</legend>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={topology.windows}
                onChange={(event) => choose({...topology, windows: event.target.checked})}
              />
              Windows servers with the Kasm Desktop Service
            </label>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={topology.targets}
                onChange={(event) => choose({...topology, targets: event.target.checked})}
              />
              RDP, VNC or SSH servers that users reach through Kasm
            </label>
          </fieldset>
          <p className={styles.note}>
            The rules use the proxy port from <strong>Your deployment</strong> in the page tools:{' '}
            <code>{deployment.port}</code>.
          </p>
        </form>
      )}
      <p role="status" className={tools.problem}>
        {fromAddress.problem}
      </p>
      {isBrowser &&
        topology.hosts.map((host, index) => {
          const rules = inboundRules(facts, topology, host, deployment.port);
          const variables = sourceVariables(rules);
          const headingId = `${id}-host-${index}`;
          return (
            <section key={index} className={styles.result} aria-labelledby={headingId}>
              <h4 id={headingId}>
                Host {index + 1}: {host.map(roleLabel).join(', ')}
              </h4>
              {rules.length === 0 ? (
                <p>No inbound rules: no other part of the deployment connects to this host.</p>
              ) : (
                <>
                  <RulesTable rules={rules} />
                  {variables.length > 0 && (
                    <p>
                      First set{' '}
                      {variables.map((variable, i) => (
                        <React.Fragment key={variable}>
                          {i > 0 && (i === variables.length - 1 ? ' and ' : ', ')}
                          <code>{variable}</code> to the address or CIDR block of{' '}
                          {VARIABLE_MEANINGS[variable]}
                        </React.Fragment>
                      ))}
                      .
                    </p>
                  )}
                  <p className={tools.caption}>With ufw (Debian, Ubuntu):</p>
                  <CodeBlock language="bash" highlighted={plainHighlighted(ufwCommands(rules))}>
                    {ufwCommands(rules)}
                  </CodeBlock>
                  <p className={tools.caption}>With firewalld (Red Hat compatible systems):</p>
                  <CodeBlock
                    language="bash"
                    highlighted={plainHighlighted(firewalldCommands(rules))}>
                    {firewalldCommands(rules)}
                  </CodeBlock>
                </>
              )}
            </section>
          );
        })}
      {isBrowser && topology.windows && (
        <section className={styles.result} aria-labelledby={`${id}-windows`}>
          <h4 id={`${id}-windows`}>Windows servers with the Kasm Desktop Service</h4>
          <RulesTable rules={inboundRules(facts, topology, 'windows_server', deployment.port)} />
          <p>Add these rules in the Windows firewall of each server.</p>
        </section>
      )}
      {isBrowser && topology.targets && (
        <section className={styles.result} aria-labelledby={`${id}-targets`}>
          <h4 id={`${id}-targets`}>RDP, VNC and SSH servers</h4>
          <p>
            Allow the connection proxies (<code>CONNECTION_PROXY_NET</code>) to the port each server
            listens on; the protocols&apos; default ports are {targetRules(facts).join(', ')}.
          </p>
        </section>
      )}
      {isBrowser && (
        <p className={styles.note}>
          The commands add rules only: keep the rule that lets you reach the host over SSH before
          you turn a firewall on.
        </p>
      )}
    </div>
  );
}

function RulesTable({rules}: {rules: ReturnType<typeof inboundRules>}): ReactNode {
  return (
    <div className={tools.scroll}>
      <table>
        <thead>
          <tr>
            <th scope="col">Allow from</th>
            <th scope="col">TCP port</th>
            <th scope="col">For</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={`${rule.port} ${rule.from}`}>
              <td>
                {rule.from}
                {rule.sourceVariable && (
                  <>
                    {' '}
                    (<code>{rule.sourceVariable}</code>)
                  </>
                )}
              </td>
              <td>{rule.port}</td>
              <td>{rule.why.join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
