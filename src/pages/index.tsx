import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {useCustomFields} from '@site/src/customFields';

import styles from './index.module.css';

interface Destination {
  title: string;
  to: string;
  text: string;
}

/** Where readers start, by the task they came with. */
const startHere = (latestVersion: string): Destination[] => [
  {
    title: 'Try it on one server',
    to: '/docs/install/single_server_install',
    text: 'Install every role on a single Linux host and stream your first desktop in under an hour.',
  },
  {
    title: 'Plan a production deployment',
    to: '/docs/install/multi_server_install',
    text: 'Split the web app, database, agents and connection proxies across servers and zones.',
  },
  {
    title: 'Upgrade an existing install',
    to: '/docs/upgrade',
    text: `Back up, run the upgrader and verify, on one server or many, to ${latestVersion}.`,
  },
];

/** Quick links to the main parts of the manual. */
const QUICK_LINKS: {label: string; to: string}[] = [
  {label: 'Getting Started', to: '/docs/'},
  {label: 'Installation', to: '/docs/install'},
  {label: 'System requirements', to: '/docs/install/system_requirements'},
  {label: 'Upgrade', to: '/docs/upgrade'},
  {label: 'Administration guide', to: '/docs/guide/system_architecture'},
  {label: 'Workspaces', to: '/docs/guide/workspaces'},
  {label: 'Security', to: '/docs/security'},
  {label: 'User guide', to: '/docs/user_guide'},
  {label: 'Troubleshooting', to: '/docs/guide/troubleshooting'},
  {label: 'Release notes', to: '/docs/release_notes'},
  {label: 'Getting help', to: '/docs/install/support'},
];

export default function Home(): ReactNode {
  const {
    siteConfig: {title: productName, tagline},
  } = useDocusaurusContext();
  const {latestVersion} = useCustomFields();
  return (
    <Layout title={productName} description={`The manual for ${productName}: ${tagline}`}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {productName} documentation
          </Heading>
          <p className={styles.lead}>
            {productName} streams Linux desktops, browsers and applications from containers, and
            Windows and RDP servers, to any web browser. This manual covers installing, running and
            using it.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/install">
              Install {latestVersion}
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <section aria-labelledby="start-here">
          <Heading as="h2" id="start-here">
            Start here
          </Heading>
          <div className={styles.cards}>
            {startHere(latestVersion).map((item) => (
              <Link key={item.to} to={item.to} className={styles.card}>
                <span className={styles.cardTitle}>{item.title}</span>
                <span className={styles.cardText}>{item.text}</span>
              </Link>
            ))}
          </div>
        </section>
        <section aria-labelledby="quick-links" className="margin-top--xl">
          <Heading as="h2" id="quick-links">
            Quick links
          </Heading>
          <ul className={styles.quickLinks}>
            {QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
