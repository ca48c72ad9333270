/**
 * Who talks to whom in a deployment, and on which port: the release's table of connections
 * (src/data/releases/tools, `network_*`), which the firewall planner (../FirewallRules) turns into
 * rules. The server's HTML holds it, so the page shows it without JavaScript.
 */
import React, {type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

import {networkByVersion} from '@site/src/data/releases/tools';

import {partyNames, portText} from '../../client/firewall';
import TextWithCode from '../../client/TextWithCode';

import styles from './styles.module.css';

export default function NetworkConnections(): ReactNode {
  const {version} = useDocsVersion();
  const facts = networkByVersion[version];
  if (!facts) return <p role="alert">No table of connections for this version.</p>;
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
              <td>{partyNames(facts, connection.from)}</td>
              <td>
                <TextWithCode text={connection.toLabel ?? partyNames(facts, connection.to)} />
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
