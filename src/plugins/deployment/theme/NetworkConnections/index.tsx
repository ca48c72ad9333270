/**
 * Who talks to whom in a deployment, and on which port: the release's table of connections
 * (src/data/releases, `network_*`), which the firewall planner (../FirewallRules) turns into
 * rules. The server's HTML holds it, so the page shows it without JavaScript.
 */
import React, {type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

import {networkByVersion} from '@site/src/data/releases/tools';
import type {NetworkConnection, NetworkFacts} from '@site/src/data/releases/types';

import styles from './styles.module.css';

/** A table text with `code` spans, as the data writes them. */
function TextWithCode({text}: {text: string}): ReactNode {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** The Port column: the documented default of the deployment's port, or the row's own words. */
export function portText(connection: NetworkConnection): string {
  if (connection.portLabel) return connection.portLabel;
  return connection.port === 'deployment' ? '443' : String(connection.port);
}

export default function NetworkConnections(): ReactNode {
  const {version} = useDocsVersion();
  const facts: NetworkFacts | undefined = networkByVersion[version];
  if (!facts) return <p role="alert">No table of connections for this version.</p>;
  return <ConnectionsTable facts={facts} />;
}

/** Who talks to whom: the release's table, which the page shows with or without JavaScript. */
export function ConnectionsTable({facts}: {facts: NetworkFacts}): ReactNode {
  const names = (parties: readonly string[]) =>
    parties.map((party) => facts.labels[party as keyof typeof facts.labels]).join(', ');
  return (
    <div className={styles.scroll}>
      <table>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Port</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {facts.connections.map((connection) => (
            <tr key={`${connection.from.join()} ${connection.to.join()}`}>
              <td>{names(connection.from)}</td>
              <td>
                <TextWithCode text={connection.toLabel ?? names(connection.to)} />
              </td>
              <td>
                <TextWithCode text={portText(connection)} />
              </td>
              <td>{connection.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
